import { ValidationError } from '../../src/errors';
import { email, maxLength, required, validate } from '../../src/validation';

/**
 * The contact form's call and messages. The server reads the recipient (`contactEmail`)
 * from the saved block named by pageId and blockId, never from the request, so a shopper
 * cannot turn the form into a relay to any address.
 */
export const CONTACT_PATH = '/contact-form/submit/';

/**
 * Success is designed (the server answers the same words); failures follow the
 * newsletter pattern.
 */
export const CONTACT_MESSAGES = {
  success: 'Thank you, your message has been sent',
  failure: 'Oops... Something went wrong, please try again later',
} as const;

export const MAX_MESSAGE_LENGTH = 5000;
export const MAX_NAME_LENGTH = 100;

export interface ContactValues {
  name: string;
  email: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

export interface ContactPayload extends ContactValues {
  division: number | null;
  pageId: number | null;
  blockId: string;
}

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const checks: [keyof ContactValues, string | undefined][] = [
    ['name', validate(values.name, [required, maxLength(MAX_NAME_LENGTH)])],
    ['email', validate(values.email, [required, email])],
    ['message', validate(values.message, [required, maxLength(MAX_MESSAGE_LENGTH)])],
  ];
  for (const [field, message] of checks) if (message !== undefined) errors[field] = message;
  return errors;
}

export function contactPayload(
  values: ContactValues,
  where: { division: number | null; pageId: number | null; blockId: string },
): ContactPayload {
  return {
    division: where.division,
    pageId: where.pageId,
    blockId: where.blockId,
    name: values.name.trim(),
    email: values.email.trim(),
    message: values.message.trim(),
  };
}

export function contactFailure(error: unknown): { message: string; report: boolean } {
  if (error instanceof ValidationError) return { message: error.firstMessage, report: false };
  return { message: CONTACT_MESSAGES.failure, report: true };
}
