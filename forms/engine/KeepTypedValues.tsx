import { useLayoutEffect } from 'react';
import { earlySubmitForm } from '@/components/EarlyClicks/attribute';
import type { FieldValue, FormInput } from './values';

/**
 * Reads what the guest typed, ticked or chose in the server's form before its island hydrated (it
 * hydrates on first use: components/HydrateOnUse). Placed inside the form before its fields, it
 * reads them in the hydrating commit just before react-hook-form takes each field over and writes
 * its default into it, so nothing typed up to that moment is lost. `empty` names the fields and
 * says which are boxes to tick; `onRead` receives the fields that differ from it.
 */
export function KeepTypedValues({
  formName,
  empty,
  onRead,
}: {
  formName: string;
  empty: FormInput;
  onRead: (typed: FormInput) => void;
}) {
  // Once, in the first commit: later the form's own state holds what the guest types.
  useLayoutEffect(() => {
    const form = earlySubmitForm(formName);
    if (!form) return;
    const typed: FormInput = {};
    for (const [name, emptyValue] of Object.entries(empty)) {
      const value = valueOf(form.elements.namedItem(name), emptyValue);
      if (value !== emptyValue) typed[name] = value;
    }
    onRead(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

function valueOf(control: Element | RadioNodeList | null, emptyValue: FieldValue): FieldValue {
  if (typeof emptyValue === 'boolean') {
    return control instanceof HTMLInputElement ? control.checked : emptyValue;
  }
  if (control instanceof HTMLInputElement && control.type === 'radio') {
    return control.checked ? control.value : emptyValue;
  }
  if (
    control instanceof RadioNodeList ||
    control instanceof HTMLInputElement ||
    control instanceof HTMLSelectElement ||
    control instanceof HTMLTextAreaElement
  ) {
    return control.value;
  }
  return emptyValue;
}
