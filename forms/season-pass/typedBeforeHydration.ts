import { earlySubmitForm } from '@/components/EarlyClicks/attribute';
import { maskCardNumber } from './cards';
import { emptySeasonPassForm } from './emptyForm';
import type { SeasonPassFormInput } from './schema';

/**
 * The form as the guest left it before the island hydrated: the server's form, named `formName`
 * (its early-submit name), is on screen and usable before its code runs
 * (components/HydrateOnUse/whenUsed.ts), and react-hook-form would otherwise write its empty
 * defaults over what was typed, ticked or chosen. The empty form where there is no such form yet.
 */
export function typedBeforeHydration(formName: string): SeasonPassFormInput {
  if (typeof document === 'undefined') return emptySeasonPassForm;
  const form = earlySubmitForm(formName);
  if (!form) return emptySeasonPassForm;
  const control = (name: string) => form.elements.namedItem(name);
  const text = (name: keyof SeasonPassFormInput | 'cards.0.number') => {
    const field = control(name);
    return field instanceof HTMLInputElement || field instanceof HTMLSelectElement
      ? field.value
      : '';
  };
  const ticked = (name: 'emailNotification' | 'smsNotification') => {
    const field = control(name);
    return field instanceof HTMLInputElement ? field.checked : emptySeasonPassForm[name];
  };
  return {
    cards: [{ number: maskCardNumber(text('cards.0.number')) }],
    firstName: text('firstName'),
    lastName: text('lastName'),
    phone: text('phone'),
    email: text('email'),
    location: text('location'),
    emailNotification: ticked('emailNotification'),
    smsNotification: ticked('smsNotification'),
    website: text('website'),
  };
}
