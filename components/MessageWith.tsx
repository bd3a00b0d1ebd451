import type { ReactNode } from 'react';

/**
 * A message with an element (a link, a name in bold, words for screen readers) where its
 * `{name}` stands: each language puts it where its word order does ('Delivering from {center}').
 */
export function MessageWith({
  message,
  name,
  children,
}: {
  message: string;
  name: string;
  children: ReactNode;
}) {
  const [before = '', after = ''] = message.split(`{${name}}`);
  return (
    <>
      {before}
      {children}
      {after}
    </>
  );
}
