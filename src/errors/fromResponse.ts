import {
  ApiError,
  ConflictError,
  NotFoundError,
  PermissionDeniedError,
  ProUpgradeRequiredError,
  ServerError,
  ValidationError,
} from './errors';
import { GENERAL_ERROR_MESSAGE, messageForFailure, validationIssuesFrom } from './failure';

/** Per-call messages, one per error class; a class without one gets `messageForFailure`. */
export interface FailureMessages {
  notFound?: string;
  permissionDenied?: string;
  proUpgradeRequired?: string;
  conflict?: string;
  validation?: string;
  server?: string;
  api?: string;
}

/**
 * The typed error for a failed response: 404 NotFound, 403 PermissionDenied,
 * 402 ProUpgradeRequired, 409 Conflict, 422 Validation (with the body's field issues),
 * 5xx Server (keeping the exact status), anything else Api. Its message is the per-call
 * one when given, else what `messageForFailure` would show, so it is always fit to show.
 */
export function errorFromResponse(
  status: number,
  body: unknown,
  messages: FailureMessages = {},
): ApiError {
  const shown = messageForFailure(status, body) ?? GENERAL_ERROR_MESSAGE;
  if (status === 404) return new NotFoundError(messages.notFound ?? shown, body);
  if (status === 403) return new PermissionDeniedError(messages.permissionDenied ?? shown, body);
  if (status === 402)
    return new ProUpgradeRequiredError(messages.proUpgradeRequired ?? shown, body);
  if (status === 409) return new ConflictError(messages.conflict ?? shown, body);
  if (status === 422)
    return new ValidationError(messages.validation ?? shown, validationIssuesFrom(body), body);
  if (status >= 500 && status <= 599)
    return new ServerError(messages.server ?? shown, body, status);
  return new ApiError(messages.api ?? shown, status, body);
}
