'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useEarlyClicks } from '../EarlyClicks/earlyClicks';
import { rovingTarget } from '../rovingFocus';
import styles from './Accordion.module.css';

export interface AccordionItem {
  id: string;
  heading: string;
  content: ReactNode;
}

/**
 * WAI-ARIA APG accordion: at most one panel open; activating the open header closes it;
 * Up/Down/Home/End move between headers.
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
              <AccordionTrigger
                ref={(element) => {
                  headers.current[index] = element;
                }}
                id={headerId}
                panelId={panelId}
                name={`accordion-${item.id}`}
                open={open}
                onToggle={() => toggle(item.id)}
                onKeyDown={(event) => moveFocus(event, index)}
              >
                {item.heading}
              </AccordionTrigger>
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

/** A header's button; a tap made before the accordion hydrated opens it once it has. */
function AccordionTrigger({
  ref,
  id,
  panelId,
  name,
  open,
  onToggle,
  onKeyDown,
  children,
}: {
  ref: Ref<HTMLButtonElement>;
  id: string;
  panelId: string;
  name: string;
  open: boolean;
  onToggle: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  children: ReactNode;
}) {
  const earlyClicks = useEarlyClicks(name, onToggle);
  return (
    <button
      ref={ref}
      type="button"
      id={id}
      className={styles.trigger}
      aria-expanded={open}
      aria-controls={panelId}
      {...earlyClicks}
      onClick={onToggle}
      onKeyDown={onKeyDown}
    >
      <span>{children}</span>
      <span className={styles.icon} aria-hidden="true" />
    </button>
  );
}
