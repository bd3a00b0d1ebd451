'use client';

import type { ComponentProps } from 'react';
import { useEarlyClicks } from './earlyClicks';

/**
 * A button whose taps made before its island hydrated are not lost: they run `onClick` once it
 * has. `name` tells the recorder which button was tapped, so it must be unique on the page.
 */
export function EarlyClickButton({
  name,
  onClick,
  ...button
}: Omit<ComponentProps<'button'>, 'onClick' | 'type' | 'name'> & {
  name: string;
  onClick: () => void;
}) {
  const earlyClicks = useEarlyClicks(name, onClick);
  return <button type="button" {...button} {...earlyClicks} onClick={onClick} />;
}
