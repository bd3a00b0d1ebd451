'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { EarlyClickButton } from '../EarlyClicks/EarlyClickButton.client';
import { rovingTarget } from '../rovingFocus';
import styles from './Tabs.module.css';

export interface TabItem {
  id: string;
  label: string;
  /** Rendered on the server; every panel's content is in the HTML, the unselected ones hidden. */
  content: ReactNode;
}

/** What a panel's content may hold that takes focus by itself. */
const FOCUSABLE =
  'a[href], button, input, select, textarea, iframe, summary, [contenteditable], [tabindex]:not([tabindex="-1"])';

/**
 * WAI-ARIA APG tabs with automatic activation: one panel shown at a time; Left/Right (wrapping),
 * Home and End move focus along the tab list and select the tab they reach; Tab leaves the list
 * from the selected tab into its panel. A panel with nothing focusable in it is focusable itself,
 * so keyboard users reach its content in one step. A tap made before the tabs hydrated selects its
 * tab once they have.
 */
export function Tabs({
  label,
  tabs,
  initialId,
}: {
  /** The tab list's accessible name. */
  label: string;
  tabs: TabItem[];
  /** The tab selected at first; the first tab when absent or unknown. */
  initialId?: string;
}) {
  const [chosenId, setChosenId] = useState(initialId);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const panelRefs = useRef<(HTMLDivElement | null)[]>([]);
  // Until the panels have been looked at (on the server and before hydration) each one is
  // focusable; a panel whose content turns out to hold a focusable element then drops out.
  const [panelsWithFocusable, setPanelsWithFocusable] = useState<readonly boolean[]>([]);

  useEffect(() => {
    const found = panelRefs.current
      .slice(0, tabs.length)
      .map((panel) => panel?.querySelector(FOCUSABLE) != null);
    // Only the rendered DOM tells what the server-rendered content holds.
    setPanelsWithFocusable((current) =>
      current.length === found.length && current.every((value, i) => value === found[i])
        ? current
        : found,
    );
  }, [tabs]);

  if (tabs.length === 0) return null;
  const selectedId = tabs.some((tab) => tab.id === chosenId) ? chosenId : tabs[0]!.id;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const target = rovingTarget(event.key, index, tabs.length, 'horizontal');
    if (target === undefined) return;
    event.preventDefault();
    setChosenId(tabs[target]!.id);
    tabRefs.current[target]?.focus();
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tablist}>
        {tabs.map((tab, index) => (
          <EarlyClickButton
            key={tab.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            role="tab"
            id={`${baseId}-tab-${index}`}
            name={`tabs-${baseId}-${index}`}
            className={styles.tab}
            aria-selected={tab.id === selectedId}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={tab.id === selectedId ? 0 : -1}
            onClick={() => setChosenId(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <span className={styles.marker} aria-hidden="true" />
            {tab.label}
          </EarlyClickButton>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          ref={(element) => {
            panelRefs.current[index] = element;
          }}
          id={`${baseId}-panel-${index}`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${index}`}
          tabIndex={panelsWithFocusable[index] ? undefined : 0}
          className={styles.panel}
          hidden={tab.id !== selectedId}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
