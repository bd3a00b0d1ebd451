import { useSyncExternalStore } from 'react';
import { useSay } from '@/components/Say.client';
import type { UseFormRegister } from 'react-hook-form';
import type { FieldDefinition } from './definition';
import { Checkbox } from './fields/Checkbox';
import { RadioGroup } from './fields/RadioGroup';
import { SelectField } from './fields/SelectField';
import { TextAreaField } from './fields/TextAreaField';
import { TextField } from './fields/TextField';
import { engineMessages } from './messages';
import { earliestDate, maxLengthOf, type FormInput } from './values';

export interface FormFieldProps {
  field: FieldDefinition;
  id: string;
  required: boolean;
  error?: string;
  register: UseFormRegister<FormInput>;
  /** The field's current value, for the textarea's counter. */
  value: FormInput[string] | undefined;
  className?: string;
}

const AUTOCOMPLETE: Partial<Record<FieldDefinition['type'], string>> = {
  tel: 'tel-national',
  email: 'email',
};

const noSubscription = () => () => undefined;

/**
 * The guest's today is only known in the browser; the server's HTML has no date limits, so the
 * first client render matches it and the limits appear right after.
 */
function useInBrowser() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** One field of a definition, drawn with the site's field components. */
export function FormField({
  field,
  id,
  required,
  error,
  register,
  value,
  className,
}: FormFieldProps) {
  const inBrowser = useInBrowser();
  const say = useSay();
  const control = register(field.name);
  const hint = say(field.hint);
  const common = { id, label: say(field.label), required, error: say(error), hint, className };
  // Values stay as the form sends them; only what the guest reads is in the page's language.
  const options = (field.options ?? []).map((option) => ({ ...option, label: say(option.label) }));
  switch (field.type) {
    case 'select':
      return (
        <SelectField
          {...common}
          {...control}
          options={options}
          placeholder={say(field.placeholder ?? engineMessages.selectPlaceholder)}
        />
      );
    case 'radio':
      return <RadioGroup {...common} {...control} options={options} />;
    case 'checkbox':
      return <Checkbox {...common} {...control} />;
    case 'textarea':
      return (
        <TextAreaField
          {...common}
          {...control}
          hint={hint ?? say(engineMessages.textareaHint)}
          maxLength={maxLengthOf(field) ?? 256}
          length={typeof value === 'string' ? value.length : 0}
          remainingText={(count) => say(engineMessages.remaining(count))}
          rows={5}
        />
      );
    case 'date':
      return (
        <TextField
          {...common}
          {...control}
          type="date"
          min={inBrowser ? earliestDate(field, new Date()) : undefined}
        />
      );
    case 'text':
    case 'tel':
    case 'email':
      return (
        <TextField
          {...common}
          {...control}
          type={field.type}
          autoComplete={field.autoComplete ?? AUTOCOMPLETE[field.type]}
          maxLength={maxLengthOf(field)}
        />
      );
  }
}
