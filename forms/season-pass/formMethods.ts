import type { UseFormReturn } from 'react-hook-form';
import type { SeasonPassFormInput, SeasonPassFormValues } from './schema';

/** The season pass form's react-hook-form methods, which the form's hooks share. */
export type SeasonPassFormMethods = UseFormReturn<
  SeasonPassFormInput,
  unknown,
  SeasonPassFormValues
>;
