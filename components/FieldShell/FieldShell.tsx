import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './FieldShell.module.css';

/**
 * What every form field shares around its control: the label (or a group's legend) with the
 * required mark, and the hint and the error under the control, under ids derived from the
 * control's id so that its aria-describedby names them. The control itself stays with each field.
 */

/** What a field says about its control. */
export interface FieldFrame {
  /** The control's id: the label points at it, the hint's and the error's ids derive from it. */
  id: string;
  label: ReactNode;
  required?: boolean;
  /** A short help text under the control, announced with it. */
  hint?: ReactNode;
  /** Shown under the control and announced with it; marks the control invalid. */
  error?: string;
}

/**
 * A field's props: its frame, and the control element's attributes but those the field sets itself
 * (`Own`, and the descriptions). Every other attribute, `ref` included, reaches the element, so
 * form libraries can register a field like a plain control.
 */
export type FieldProps<
  Control extends 'input' | 'select' | 'textarea',
  Own extends string = never,
> = FieldFrame &
  Omit<
    ComponentPropsWithRef<Control>,
    keyof FieldFrame | 'children' | 'aria-invalid' | 'aria-describedby' | Own
  >;

/**
 * Space-separated tokens, those given and set: the ids of an aria-describedby in reading order, or
 * class names. Undefined when none is set, so no empty attribute is drawn.
 */
export function joinTokens(...tokens: (string | false | undefined)[]): string | undefined {
  return tokens.filter(Boolean).join(' ') || undefined;
}

function noteId(id: string, note: 'hint' | 'error', shown: ReactNode) {
  return shown ? `${id}-${note}` : undefined;
}

export interface ControlDescription {
  /** Ids of further texts read after the hint: a counter, or a hint drawn elsewhere. */
  notes?: string;
  /** Ids of messages drawn elsewhere, read after the error (one message for a group of inputs). */
  messages?: string;
  /** Marks the control invalid while its error is shown elsewhere. */
  invalid?: boolean;
}

/**
 * The control's aria-invalid and aria-describedby: its hint, further notes, its error, further
 * messages, in that order.
 */
export function describeControl(
  { id, hint, error }: FieldFrame,
  { notes, messages, invalid = false }: ControlDescription = {},
) {
  return {
    'aria-invalid': Boolean(error) || invalid || undefined,
    'aria-describedby': joinTokens(
      noteId(id, 'hint', hint),
      notes,
      noteId(id, 'error', error),
      messages,
    ),
  };
}

/** The asterisk after a required field's name; screen readers hear the control's own state. */
export function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <span className={styles.required} aria-hidden="true">
      {' *'}
    </span>
  ) : null;
}

interface NoteProps {
  /** The id of the control the note describes. */
  of: string;
  className?: string;
  children?: ReactNode;
}

/** A short help text under a control, when there is one. */
export function FieldHint({ of, className, children }: NoteProps) {
  return children ? (
    <p id={noteId(of, 'hint', children)} className={joinTokens(styles.hint, className)}>
      {children}
    </p>
  ) : null;
}

/** The message of a failed rule under a control, when there is one. */
export function FieldError({ of, className, children }: NoteProps & { children?: string }) {
  return children ? (
    <p id={noteId(of, 'error', children)} className={joinTokens(styles.error, className)}>
      {children}
    </p>
  ) : null;
}

/** What the control receives: the field's props but the frame's words, and its descriptions. */
export type ControlProps<Props extends FieldFrame> = Omit<Props, 'label' | 'hint' | 'error'> &
  Partial<ReturnType<typeof describeControl>>;

export interface FieldShellProps<Props extends FieldFrame> {
  /** The field's props: its frame, and what goes to the control (its id and required state too). */
  field: Props;
  /** How the control is described besides its own hint and error. */
  describe?: ControlDescription;
  className?: string;
  /**
   * A fieldset whose legend names a group of controls (radios) rather than a label for one; the
   * controls are described but not marked invalid, as radios take no aria-invalid.
   */
  group?: boolean;
  /** The control draws the hint itself (a textarea's, beside its counter); the shell draws none. */
  ownHint?: boolean;
  /** Draws the control, and anything between it and the hint, from the props it receives. */
  children: (control: ControlProps<Props>) => ReactNode;
}

/** A field's frame: its name, then the control, the hint and the error. */
export function FieldShell<Props extends FieldFrame>({
  field,
  describe,
  className,
  group = false,
  ownHint = false,
  children,
}: FieldShellProps<Props>) {
  const { label, hint, error, ...rest } = field;
  const { id, required } = field;
  const { 'aria-invalid': invalid, 'aria-describedby': describedBy } = describeControl(
    field,
    describe,
  );
  const control = children({
    ...rest,
    ...(group ? {} : { 'aria-invalid': invalid }),
    'aria-describedby': describedBy,
  });
  const name = (
    <>
      {label}
      <RequiredMark required={required} />
    </>
  );
  const notes = (
    <>
      {!ownHint && <FieldHint of={id}>{hint}</FieldHint>}
      <FieldError of={id}>{error}</FieldError>
    </>
  );
  return group ? (
    <fieldset className={joinTokens(styles.group, className)}>
      <legend className={styles.label}>{name}</legend>
      {control}
      {notes}
    </fieldset>
  ) : (
    <div className={joinTokens(styles.field, className)}>
      <label htmlFor={id} className={styles.label}>
        {name}
      </label>
      {control}
      {notes}
    </div>
  );
}
