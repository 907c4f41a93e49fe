import {
  ApiError,
  ConflictError,
  GENERAL_ERROR_MESSAGE,
  NotFoundError,
  PAGE_MESSAGES,
  PermissionDeniedError,
  ProUpgradeRequiredError,
  ServerError,
  ValidationError,
} from '../../src/errors';
import { pageSchema, type Page } from '../../src/model';

/**
 * What a failed save means for the saving machine:
 * - `conflict`: a 409; someone saved a newer version, whose copy came back with it;
 * - `network`: the request never got an answer (fetch's TypeError, or status 0): retry;
 * - `rejected`: the server said no; `message` is what the snackbar shows.
 */
export type SaveFailure =
  | { kind: 'conflict'; serverPage: Page }
  | { kind: 'network' }
  | { kind: 'rejected'; status: number; message: string; fields: string[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The server's current page from a 409 body: the API answers `{ message, page }`; a bare
 * page (it has a numeric `version`) is read too. Undefined when neither parses.
 */
export function serverCopyOf(body: unknown): Page | undefined {
  if (!isRecord(body)) return undefined;
  const candidate = isRecord(body.page)
    ? body.page
    : typeof body.version === 'number'
      ? body
      : undefined;
  const parsed = candidate === undefined ? undefined : pageSchema.safeParse(candidate);
  return parsed?.success ? parsed.data : undefined;
}

/**
 * 'Page failed validation', followed by the failing fields when the server named them, and
 * the first field's own message, which says what to do about it (a field path alone such
 * as `blocks.3.properties.html` means nothing to a seller).
 */
export const validationMessage = (fields: readonly string[], firstMessage?: string): string => {
  if (fields.length === 0) return PAGE_MESSAGES.failedValidation;
  const listed = `${PAGE_MESSAGES.failedValidation}: ${fields.join(', ')}`;
  return firstMessage ? `${listed}. ${firstMessage}` : listed;
};

const rejected = (status: number, message: string, fields: string[] = []): SaveFailure => ({
  kind: 'rejected',
  status,
  message,
  fields,
});

/**
 * The save failure for an error a `savePage` actor threw, with the page messages chosen
 * by error class (never by the error's own text): 402 'Pro required to
 * save this page', 403 'Insufficient permissions to access this page', 404 'Page not
 * found', 422 'Page failed validation' with the field list, 5xx 'Server error encountered
 * fetching page'. Another ApiError keeps its own message (errorFromResponse makes it fit
 * to show); anything else shows the general message.
 */
export function classifySaveFailure(error: unknown): SaveFailure {
  if (error instanceof TypeError) return { kind: 'network' };
  if (!(error instanceof ApiError)) return rejected(0, GENERAL_ERROR_MESSAGE);
  if (error.status === 0) return { kind: 'network' };
  if (error instanceof ConflictError) {
    const serverPage = serverCopyOf(error.body);
    return serverPage ? { kind: 'conflict', serverPage } : rejected(409, error.message);
  }
  if (error instanceof ProUpgradeRequiredError) return rejected(402, PAGE_MESSAGES.proRequired);
  if (error instanceof PermissionDeniedError)
    return rejected(403, PAGE_MESSAGES.insufficientPermissions);
  if (error instanceof NotFoundError) return rejected(404, PAGE_MESSAGES.notFound);
  if (error instanceof ValidationError)
    return rejected(422, validationMessage(error.fields, error.issues[0]?.message), error.fields);
  if (error instanceof ServerError) return rejected(error.status, PAGE_MESSAGES.serverError);
  return rejected(error.status, error.message);
}
