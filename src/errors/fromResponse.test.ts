import { describe, expect, it } from 'vitest';
import {
  ApiError,
  ConflictError,
  NotFoundError,
  PermissionDeniedError,
  ProUpgradeRequiredError,
  ServerError,
  ValidationError,
} from './errors';
import { errorFromResponse } from './fromResponse';
import { PAGE_FAILURE_MESSAGES } from './pageMessages';

describe('errorFromResponse with the page messages', () => {
  it.each([
    [404, NotFoundError, 'Page not found'],
    [403, PermissionDeniedError, 'Insufficient permissions to access this page'],
    [402, ProUpgradeRequiredError, 'Pro required to save this page'],
    [500, ServerError, 'Server error encountered fetching page'],
    [503, ServerError, 'Server error encountered fetching page'],
  ])('builds the class for %i with its page message', (status, ErrorClass, message) => {
    const error = errorFromResponse(status, { message: 'ignored' }, PAGE_FAILURE_MESSAGES);
    expect(error).toBeInstanceOf(ErrorClass);
    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
  });

  it("builds a validation error with 'Page failed validation' and the failing fields", () => {
    const body = {
      message: 'A page url is at most 500 characters',
      errors: {
        url: ['A page url is at most 500 characters'],
        'properties.title.value': ['Too long'],
      },
    };
    const error = errorFromResponse(422, body, PAGE_FAILURE_MESSAGES);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.message).toBe('Page failed validation');
    expect((error as ValidationError).fields).toEqual(['url', 'properties.title.value']);
    expect((error as ValidationError).firstMessage).toBe('A page url is at most 500 characters');
  });
});

describe('errorFromResponse without per-call messages', () => {
  it('builds a conflict error carrying the current page', () => {
    const body = { message: 'This page was changed by someone else', page: { id: 3, version: 9 } };
    const error = errorFromResponse(409, body);
    expect(error).toBeInstanceOf(ConflictError);
    expect(error.body).toBe(body);
  });

  it("uses the message a screen would show: the server's, 500's own or the general one", () => {
    expect(errorFromResponse(404, { message: 'No such product' }).message).toBe('No such product');
    expect(errorFromResponse(500, { message: 'stack trace' }).message).toBe(
      'Oops.. looks like something went wrong',
    );
    expect(errorFromResponse(403, undefined).message).toBe(
      'Oops... looks like something went wrong. Please try again.',
    );
  });

  it('builds a plain ApiError for any other status, keeping it', () => {
    const error = errorFromResponse(429, { message: 'Too many requests' });
    expect(error.constructor).toBe(ApiError);
    expect([error.status, error.message]).toEqual([429, 'Too many requests']);
  });
});
