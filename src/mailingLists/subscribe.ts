import { ValidationError } from '../errors';
import { email, required, validate } from '../validation';

/**
 * The subscribe call and its messages. The spec gives
 * the payload (division, mailingList, email, firstName) but not the path; the server
 * serves it at POST /omnis/v3/mailing-lists/subscribe/ (`context.post` adds the prefix).
 */
export const SUBSCRIBE_PATH = '/mailing-lists/subscribe/';

export const NEWSLETTER_MESSAGES = {
  success: "We've sent you an email to verify your subscription",
  failure: 'Oops... Something went wrong, please try again later',
} as const;

export interface SubscriberValues {
  email: string;
  firstName: string;
}

export type SubscriberErrors = Partial<Record<keyof SubscriberValues, string>>;

export interface SubscribePayload extends SubscriberValues {
  division: number | null;
  /** Left out when the block names no list: the server then uses the store's default list. */
  mailingList?: string;
}

/** Email required and a valid address; firstName required. */
export function validateSubscriber(values: SubscriberValues): SubscriberErrors {
  const errors: SubscriberErrors = {};
  const firstName = validate(values.firstName, [required]);
  const emailError = validate(values.email, [required, email]);
  if (firstName !== undefined) errors.firstName = firstName;
  if (emailError !== undefined) errors.email = emailError;
  return errors;
}

export function subscribePayload(
  values: SubscriberValues,
  division: number | null,
  mailingList: string,
): SubscribePayload {
  const payload: SubscribePayload = {
    division,
    email: values.email.trim(),
    firstName: values.firstName.trim(),
  };
  if (mailingList.trim() !== '') payload.mailingList = mailingList.trim();
  return payload;
}

export interface FailureOutcome {
  message: string;
  /** Unexpected failures are reported; a validation answer is the shopper's to fix. */
  report: boolean;
}

/** A validation error shows its own message; any other error the general one, and is reported. */
export function subscribeFailure(error: unknown): FailureOutcome {
  if (error instanceof ValidationError) return { message: error.firstMessage, report: false };
  return { message: NEWSLETTER_MESSAGES.failure, report: true };
}
