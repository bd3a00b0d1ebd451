import type { ReactNode } from 'react';

/**
 * The catalogue's own tags, for `t.rich`: `<hidden>` words only screen readers hear
 * ('Apply<hidden> for {title}</hidden>').
 */
export const hidden = (words: ReactNode) => <span className="visually-hidden">{words}</span>;
