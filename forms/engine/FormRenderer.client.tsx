'use client';

import { useSay } from '@/components/Say.client';
import { SiteLink } from '@/components/SiteLink.client';
import {
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
} from 'react';
import { useEarlySubmit } from '@/components/EarlyClicks/earlyClicks';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import type { FormDefinition } from './definition';
import { FormField } from './FormField';
import { HoneypotField, RequiredNote, SendingStatus } from './FormParts';
import { KeepTypedValues } from './KeepTypedValues';
import { loadFormValidation } from './loadValidation';
import { SendingForm } from './SendingForm';
import { engineMessages } from './messages';
import {
  emptyInput,
  isRequired,
  shownFields,
  type FormInput,
  type FormRuleOptions,
  type FormValues,
} from './values';
import type { FailureNotice, Honeypot } from './types';
import { useSendOnce } from './useSendOnce';
import styles from './FormRenderer.module.css';
import gridStyles from './grid.module.css';
import parts from './FormParts.module.css';

export interface FormRendererProps {
  /** The fields, or the fields for the values the guest has entered so far. */
  definition: FormDefinition | ((values: FormInput) => FormDefinition);
  rules?: FormRuleOptions;
  /** Makes the form's call; a rejection is a failed submission. */
  onSubmit: (values: FormValues, honeypot: Honeypot) => Promise<unknown>;
  submitLabel: string;
  thankYou: string;
  failure: FailureNotice;
  /** Shows 'Please check your form for errors.' above the submit button while fields fail. */
  showCheckFormNotice?: boolean;
  /** The id of the heading that names the form. */
  labelledBy?: string;
  /** Values another part of the page asks the form to fill in; a new key fills them again. */
  prefill?: { values: FormInput; key: number };
}

const HONEYPOT = 'website';

/**
 * Draws any form definition and sends it once it passes the engine's rules. It needs a
 * react-query client above it (QueryProvider). A thank-you replaces the form only after the call
 * succeeded; a failed call keeps everything the guest typed.
 */
export function FormRenderer({
  definition,
  rules,
  onSubmit,
  submitLabel,
  thankYou,
  failure,
  showCheckFormNotice = false,
  labelledBy,
  prefill,
}: FormRendererProps) {
  const id = useId();
  const say = useSay();
  // Field names may hold spaces ('First Name'); element ids may not.
  const fieldId = (name: string) => `${id}-${name.replace(/[^\w-]+/g, '-')}`;
  const failureId = `${id}-failure`;
  const fieldsFor = (values: FormInput) =>
    typeof definition === 'function' ? definition(values) : definition;

  const [defaultValues] = useState<FormInput>(() => ({
    ...emptyInput(fieldsFor({})),
    [HONEYPOT]: '',
  }));
  // The schema follows the values (shown fields, options) and the day, so it is built per check.
  const resolver: Resolver<FormInput, unknown, FormValues> = async (values, context, options) => {
    const { zodResolver, buildFormSchema } = await loadFormValidation();
    return zodResolver(buildFormSchema(fieldsFor(values), { ...rules, today: new Date() }))(
      values,
      context,
      options,
    );
  };
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    watch,
    setFocus,
    formState: { errors, isSubmitted },
  } = useForm<FormInput, unknown, FormValues>({
    resolver,
    defaultValues,
    // Focus goes to the first failed field in screen order (focusFirstError).
    shouldFocusError: false,
  });
  // Read from the form at every render, not from a subscription: values that change before the
  // form listens (what KeepTypedValues read, an event React replays as it hydrates the form) are
  // drawn by the render that follows. The site does not use the React Compiler, which this rule
  // is about.
  // eslint-disable-next-line react-hooks/incompatible-library
  const values = watch() as FormInput;
  const [, redraw] = useReducer((draws: number) => draws + 1, 0);
  // What the guest typed before the form hydrated goes back in the same commit as
  // react-hook-form's defaults went in, so the browser never paints the emptied fields.
  const typedEarly = useRef<FormInput>({});
  useLayoutEffect(() => {
    for (const [name, value] of Object.entries(typedEarly.current)) setValue(name, value);
    typedEarly.current = {};
    redraw();
  }, [setValue]);
  // After what was typed early: a request (a Play Academy estimate) is the later word.
  const fillIn = useEffectEvent(() => {
    for (const [name, value] of Object.entries(prefill?.values ?? {})) {
      setValue(name, value, { shouldDirty: true });
    }
    redraw();
  });
  const prefillKey = prefill?.key;
  useEffect(() => {
    if (prefillKey !== undefined) fillIn();
  }, [prefillKey]);
  const fields = fieldsFor(values);
  const shown = shownFields(fields, values);

  // A choice the current options no longer offer (a time the new date has not) is cleared, so the
  // guest sees that it needs choosing again instead of sending a value they cannot see.
  useEffect(() => {
    for (const field of shown) {
      if (field.type !== 'select' && field.type !== 'radio') continue;
      const value = values[field.name];
      const offered = (field.options ?? []).some((option) => option.value === value);
      if (typeof value === 'string' && value !== '' && !offered) {
        setValue(field.name, '', { shouldValidate: isSubmitted });
      }
    }
  });

  // One submission at a time; a failed one keeps the form so the guest can try again.
  const { status, sendOnce, submitOnce } = useSendOnce(
    (submission: { values: FormValues; honeypot: Honeypot }) =>
      onSubmit(submission.values, submission.honeypot),
    { failureLog: 'Form submission failed' },
  );

  const thanks = useRef<HTMLDivElement>(null);
  // A Send pressed before this island hydrated is sent once it has (docs/decisions/0014).
  const formName = `form${id}`;
  const earlySubmit = useEarlySubmit(formName);
  useEffect(() => {
    if (status === 'complete') thanks.current?.focus();
  }, [status]);

  function focusFirstError(invalid: FieldErrors<FormInput>) {
    const first = shown.find((field) => invalid[field.name]);
    if (first) setFocus(first.name);
  }

  function sendValues(checked: FormValues) {
    const website = getValues(HONEYPOT);
    sendOnce({
      values: checked,
      honeypot: typeof website === 'string' && website !== '' ? { website } : {},
    });
  }

  /** Fields whose rules depend on this one: checked again when it changes, after a submit. */
  const dependentsOf = (name: string) =>
    fields
      .filter((field) => field.showKey === name || field.requiredWhen?.key === name)
      .map((field) => field.name);

  if (status === 'complete') {
    return (
      <div ref={thanks} tabIndex={-1} className={styles.thanks}>
        <svg className={styles.thanksIcon} viewBox="0 0 48 48" aria-hidden="true">
          <circle cx="24" cy="24" r="22" />
          <path d="M14 25l7 7 13-15" />
        </svg>
        <p className={styles.thanksText}>{say(thankYou)}</p>
      </div>
    );
  }

  const failing = shown.some((field) => errors[field.name]);
  return (
    <SendingForm
      className={styles.form}
      labelledBy={labelledBy}
      status={status}
      earlySubmit={earlySubmit}
      onSubmit={(event) => submitOnce(event, handleSubmit(sendValues, focusFirstError))}
      loadRules={loadFormValidation}
    >
      <KeepTypedValues
        formName={formName}
        empty={defaultValues}
        onRead={(typed) => (typedEarly.current = typed)}
      />
      <RequiredNote className={styles.requiredNote} />
      <div className={gridStyles.grid}>
        {shown.map((field) => (
          <FormField
            key={field.name}
            field={field}
            id={fieldId(field.name)}
            required={isRequired(field, values)}
            error={errors[field.name]?.message}
            register={(name) => register(name, { deps: dependentsOf(name) })}
            value={values[field.name]}
            className={gridStyles[field.width ?? 'half']}
          />
        ))}
      </div>
      <HoneypotField id={fieldId(HONEYPOT)} {...register(HONEYPOT)} />

      <div className={styles.submitArea}>
        <p role="alert" className={`${parts.alert} ${styles.wide}`}>
          {showCheckFormNotice && isSubmitted && failing ? say(engineMessages.checkForm) : ''}
        </p>
        <SendingStatus sending={status === 'sending'} />
        <p id={failureId} role="alert" className={`${parts.alert} ${styles.wide}`}>
          {status === 'failed' && <FailureText failure={failure} />}
        </p>
        <button
          type="submit"
          className={parts.submit}
          aria-disabled={status === 'sending' || undefined}
          aria-describedby={status === 'failed' ? failureId : undefined}
        >
          {say(submitLabel)}
        </button>
      </div>
    </SendingForm>
  );
}

/** The failure message, with its link words ('contact us') as a link. */
function FailureText({ failure }: { failure: FailureNotice }) {
  const say = useSay();
  const message = say(failure.message);
  const linkText = failure.link && say(failure.link.text);
  const at = linkText ? message.indexOf(linkText) : -1;
  if (!failure.link || !linkText || at < 0) return message;
  return (
    <>
      {message.slice(0, at)}
      <SiteLink href={failure.link.href}>{linkText}</SiteLink>
      {message.slice(at + linkText.length)}
    </>
  );
}
