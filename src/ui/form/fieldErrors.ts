import {
  ApiError,
  GENERAL_ERROR_MESSAGE,
  ValidationError,
  validationIssuesFrom,
  type FieldIssue,
} from '../../errors';

/** What a form shows after a failed submit: a message per field, and one for the form. */
export interface FormErrors<Field extends string = string> {
  fields: Partial<Record<Field, string>>;
  /** For issues no field of the form shows, or a failure that is not a validation error. */
  form: string | null;
}

/** The form field an issue belongs to: its own name, or the first part of a dotted path. */
const fieldOf = <Field extends string>(
  issue: FieldIssue,
  fields: readonly Field[],
): Field | undefined =>
  fields.find((field) => issue.field === field || issue.field.startsWith(`${field}.`));

/**
 * Maps a failed submit to the form's errors. A validation failure (422, a ValidationError,
 * or its raw body) puts the first message of each field the form has under that field;
 * the first message of a field the form does not have becomes the form's message. Any
 * other failure is the form's message: an API error's own, else the general one.
 */
export function formErrorsFrom<Field extends string>(
  failure: unknown,
  fields: readonly Field[],
): FormErrors<Field> {
  const issues =
    failure instanceof ValidationError
      ? failure.issues
      : failure instanceof Error
        ? null
        : validationIssuesFrom(failure);
  if (issues === null || (issues.length === 0 && !(failure instanceof ValidationError))) {
    return {
      fields: {},
      form: failure instanceof ApiError ? failure.message : GENERAL_ERROR_MESSAGE,
    };
  }
  const result: FormErrors<Field> = { fields: {}, form: null };
  for (const issue of issues) {
    const field = fieldOf(issue, fields);
    if (field === undefined) result.form ??= issue.message;
    else result.fields[field] ??= issue.message;
  }
  if (issues.length === 0 && failure instanceof ValidationError) result.form = failure.message;
  return result;
}
