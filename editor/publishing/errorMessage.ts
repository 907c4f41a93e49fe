import { ApiError, GENERAL_ERROR_MESSAGE } from '../../src/errors';

/** The message a failed publishing call shows: the server's own (422, 404...), else the general one. */
export function errorMessageOf(error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : GENERAL_ERROR_MESSAGE;
}
