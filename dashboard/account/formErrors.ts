import type { z } from 'zod';
import { parseWith } from '../../src/model';
import { formErrorsFrom, type FormErrors } from '../../src/ui';

/**
 * The shared request schema's verdict on a form's values before anything is sent: null
 * when they pass, else the errors to show (the same messages the server would answer).
 */
export function checkWith<Field extends string>(
  schema: z.ZodType,
  values: Record<Field, string>,
): FormErrors<Field> | null {
  const parsed = parseWith(schema, values, '');
  return parsed.ok ? null : formErrorsFrom(parsed.error, Object.keys(values) as Field[]);
}

export const NO_ERRORS: FormErrors<never> = { fields: {}, form: null };
