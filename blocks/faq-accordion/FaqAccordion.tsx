import { Accordion } from '@/components/Accordion/Accordion.lazy';
import { RichText } from '@/components/RichText';
import { anchorFor } from '@/lib/format';
import type { FaqAccordionProps } from './schema';
import styles from './FaqAccordion.module.css';

/** Answers are rendered on the server; only the open/closed state lives in the browser. */
export function FaqAccordion({ heading, items }: FaqAccordionProps) {
  return (
    <section id={heading && anchorFor(heading)} className={`section container ${styles.faq}`}>
      {heading && <h2 className="section-heading">{heading}</h2>}
      <Accordion
        headingLevel={heading ? 3 : 2}
        items={items.map((item) => ({
          id: item.id,
          heading: item.question,
          content: <RichText document={item.answer} />,
        }))}
      />
    </section>
  );
}
