/**
 * Error classes of the spec's catalogue:
 * Api error, 404 Not found, 403 Permission denied, 402 Pro upgrade required,
 * 500 Server error, validation error. Every failure the product shows is one of these,
 * so a screen can pick its message by class, never by parsing text.
 */

/** One failing field of a validation error: a dotted path and its message. */
export interface FieldIssue {
  field: string;
  message: string;
}

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number = 0,
    readonly body: unknown = undefined,
  ) {
    super(message);
  }
}

export class NotFoundError extends ApiError {
  override name = 'NotFoundError';
  constructor(message = 'Not found', body?: unknown) {
    super(message, 404, body);
  }
}

export class PermissionDeniedError extends ApiError {
  override name = 'PermissionDeniedError';
  constructor(message = 'Permission denied', body?: unknown) {
    super(message, 403, body);
  }
}

export class ProUpgradeRequiredError extends ApiError {
  override name = 'ProUpgradeRequiredError';
  constructor(message = 'Pro upgrade required', body?: unknown) {
    super(message, 402, body);
  }
}

/** Any 5xx; `status` keeps which one (502 from a proxy, 503 while deploying). */
export class ServerError extends ApiError {
  override name = 'ServerError';
  constructor(message = 'Server error', body?: unknown, status = 500) {
    super(message, status, body);
  }
}

/** A 409: someone saved a newer version. `body` carries the current copy. */
export class ConflictError extends ApiError {
  override name = 'ConflictError';
  constructor(message = 'This page was changed by someone else', body?: unknown) {
    super(message, 409, body);
  }
}

export class ValidationError extends ApiError {
  override name = 'ValidationError';
  constructor(
    message: string,
    readonly issues: readonly FieldIssue[] = [],
    body?: unknown,
  ) {
    super(message, 422, body);
  }

  /** The failing field names, in order, without repeats. */
  get fields(): string[] {
    return [...new Set(this.issues.map((issue) => issue.field))];
  }

  /** The first message of the first field: what a screen shows under a 422. */
  get firstMessage(): string {
    return this.issues[0]?.message ?? this.message;
  }
}
