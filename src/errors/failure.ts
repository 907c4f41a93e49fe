import type { FieldIssue } from './errors';

/** The snackbar's default and the fallback for any failure. */
export const GENERAL_ERROR_MESSAGE = 'Oops... looks like something went wrong. Please try again.';

/** What a 500 shows, whatever the body says (two dots, to the letter). */
export const SERVER_ERROR_MESSAGE = 'Oops.. looks like something went wrong';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * The field issues of a validation failure body, in order. Reads both shapes the API
 * sends: `{ errors: { field: [messages] } }` (a message may also stand alone) and
 * `{ message, issues: [{ field | path, message }] }`.
 */
export function validationIssuesFrom(body: unknown): FieldIssue[] {
  if (!isRecord(body)) return [];
  const issues: FieldIssue[] = [];
  if (isRecord(body.errors)) {
    for (const [field, messages] of Object.entries(body.errors)) {
      for (const message of Array.isArray(messages) ? messages : [messages]) {
        const text = nonEmpty(message);
        if (text) issues.push({ field, message: text });
      }
    }
  }
  if (issues.length === 0 && Array.isArray(body.issues)) {
    for (const issue of body.issues) {
      if (!isRecord(issue)) continue;
      const text = nonEmpty(issue.message);
      if (!text) continue;
      const field =
        nonEmpty(issue.field) ?? (Array.isArray(issue.path) ? issue.path.join('.') : '');
      issues.push({ field, message: text });
    }
  }
  return issues;
}

/**
 * The message a screen shows for a failed call:
 * - 422: the first validation message (first error of the first field), else the general one;
 * - 500: 'Oops.. looks like something went wrong';
 * - any other status: the server's `message`, else the general message;
 * - 0, a request the app cancelled: null, since nothing went wrong that the user must hear of.
 */
export function messageForFailure(status: number, body: unknown): string | null {
  if (status === 0) return null;
  if (status === 422) return validationIssuesFrom(body)[0]?.message ?? GENERAL_ERROR_MESSAGE;
  if (status === 500) return SERVER_ERROR_MESSAGE;
  return (isRecord(body) ? nonEmpty(body.message) : undefined) ?? GENERAL_ERROR_MESSAGE;
}
