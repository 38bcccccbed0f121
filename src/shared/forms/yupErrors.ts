import { yupToFormErrors, type FormikErrors } from 'formik';
import { ValidationError, type AnyObjectSchema } from 'yup';

/**
 * A form's errors by field from its yup schema, as formik shows them ({} when valid): the
 * same schema drives the form and the pure tests of its rules.
 */
export function yupErrors<T>(schema: AnyObjectSchema, values: T): FormikErrors<T> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return yupToFormErrors<T>(error);
    throw error;
  }
}
