'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { EarlyClickButton } from '../EarlyClicks/EarlyClickButton.client';
import { rovingTarget } from '../rovingFocus';
import styles from './Accordion.module.css';

export interface AccordionItem {
  id: string;
  heading: string;
  content: ReactNode;
}

/**
 * WAI-ARIA APG accordion: at most one panel open; activating the open header closes it;
 * Up/Down/Home/End move between headers. A tap made before the accordion hydrated opens its item
 * once it has.
 */
export function Accordion({
  items,
  headingLevel = 3,
}: {
  items: AccordionItem[];
  headingLevel?: 2 | 3 | 4;
}) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  const headers = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  function moveFocus(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const target = rovingTarget(event.key, index, items.length, 'vertical');
    if (target === undefined) return;
    event.preventDefault();
    headers.current[target]?.focus();
  }

  const toggle = (id: string) => setOpenId((current) => (current === id ? null : id));

  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const open = openId === item.id;
        const headerId = `${baseId}-header-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.id} className={`${styles.item} ${open ? styles.open : ''}`}>
            <Heading className={styles.heading}>
              <EarlyClickButton
                ref={(element) => {
                  headers.current[index] = element;
                }}
                id={headerId}
                name={`accordion-${item.id}`}
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => moveFocus(event, index)}
              >
                <span>{item.heading}</span>
                <span className={styles.icon} aria-hidden="true" />
              </EarlyClickButton>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={headerId}
              className={styles.panel}
              hidden={!open}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
