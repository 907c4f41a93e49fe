import { ApiError, ValidationError } from './errors';
import { GENERAL_ERROR_MESSAGE } from './failure';

/**
 * The text a panel or screen shows for a failed call. API errors already carry a message
 * fit to show (src/errors picks it per status); a 422 shows its first field message
 * (first error of the first field); anything else (a network failure, a bug) shows the general one.
 */
export function failureMessage(error: unknown): string {
  if (error instanceof ValidationError) return error.firstMessage;
  if (error instanceof ApiError) return error.message;
  return GENERAL_ERROR_MESSAGE;
}
