import type { FormEventHandler, ReactNode } from 'react';
import type { useEarlySubmit } from '@/components/EarlyClicks/earlyClicks';
import type { SendStatus } from './useSendOnce';

/**
 * The `<form>` of every form that sends: checked by its own rules rather than the browser's
 * bubbles, named by its heading, busy while sending, replaying a submit made before hydration, and
 * loading its rules on the first focus so that checking never waits for them.
 */
export function SendingForm({
  className,
  labelledBy,
  status,
  earlySubmit,
  onSubmit,
  loadRules,
  children,
}: {
  className?: string;
  labelledBy?: string;
  status: SendStatus;
  earlySubmit: ReturnType<typeof useEarlySubmit>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  loadRules: () => Promise<unknown>;
  children: ReactNode;
}) {
  return (
    // Focus only starts loading the rules; nothing a guest sees or operates changes.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <form
      noValidate
      className={className}
      aria-labelledby={labelledBy}
      aria-busy={status === 'sending'}
      {...earlySubmit}
      onSubmit={onSubmit}
      onFocus={() => void loadRules().catch(() => undefined)}
    >
      {children}
    </form>
  );
}
