import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import type { RecurringFormValues } from './form';

const loadSchema = () => import('./schema');

/** The form's rules (and yup), for usePreloadWhenIdle: in before the first check needs them. */
export const recurringRules = { preload: loadSchema };

/**
 * The form's check, for formik's `validate`: what `validationSchema` does (formik's own yup
 * adapter and error shape), with the rules loaded on the first check instead of with the page.
 * yup is about 12 kB gzip that the empty form does not need to draw (docs/decisions/0268).
 */
export async function validateRecurring(values: RecurringFormValues): Promise<FormikErrors<RecurringFormValues>> {
  const { recurringSchema } = await loadSchema();
  try {
    await validateYupSchema(values, recurringSchema);
    return {};
  } catch (error) {
    if ((error as { name?: string }).name === 'ValidationError') return yupToFormErrors<RecurringFormValues>(error);
    throw error;
  }
}
