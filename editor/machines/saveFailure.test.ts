import { describe, expect, it } from 'vitest';
import {
  ApiError,
  ConflictError,
  NotFoundError,
  PermissionDeniedError,
  ProUpgradeRequiredError,
  ServerError,
  ValidationError,
} from '../../src/errors';
import { pageOf } from '../../src/commands/testing/testKit';
import { classifySaveFailure, serverCopyOf } from './saveFailure';

describe('classifySaveFailure', () => {
  it.each([
    [new ProUpgradeRequiredError('ignored'), 402, 'Pro required to save this page'],
    [new PermissionDeniedError('ignored'), 403, 'Insufficient permissions to access this page'],
    [new NotFoundError('ignored'), 404, 'Page not found'],
    [new ServerError('ignored'), 500, 'Server error encountered fetching page'],
    [new ServerError('ignored', undefined, 503), 503, 'Server error encountered fetching page'],
  ])('maps %s to the page message for %i', (error, status, message) => {
    expect(classifySaveFailure(error)).toEqual({ kind: 'rejected', status, message, fields: [] });
  });

  it("maps a 422 to 'Page failed validation' with the failing fields", () => {
    const error = new ValidationError('The given data was invalid', [
      { field: 'url', message: 'A page url is at most 500 characters' },
      { field: 'properties.title.value', message: 'A page title is at most 200 characters' },
    ]);
    expect(classifySaveFailure(error)).toEqual({
      kind: 'rejected',
      status: 422,
      message:
        'Page failed validation: url, properties.title.value. A page url is at most 500 characters',
      fields: ['url', 'properties.title.value'],
    });
    expect(classifySaveFailure(new ValidationError('Invalid'))).toMatchObject({
      message: 'Page failed validation',
      fields: [],
    });
  });

  it('reads a fetch TypeError and status 0 as a network failure', () => {
    expect(classifySaveFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'network' });
    expect(classifySaveFailure(new ApiError('offline', 0))).toEqual({ kind: 'network' });
  });

  it('reads a 409 as a conflict carrying the server copy', () => {
    const current = pageOf([], { version: 8 });
    const error = new ConflictError(undefined, { message: 'changed', page: current });
    expect(classifySaveFailure(error)).toEqual({ kind: 'conflict', serverPage: current });
  });

  it('shows the conflict message when the 409 carries no readable copy', () => {
    expect(classifySaveFailure(new ConflictError())).toEqual({
      kind: 'rejected',
      status: 409,
      message: 'This page was changed by someone else',
      fields: [],
    });
  });

  it('keeps the message of another ApiError and shows the general one for anything else', () => {
    expect(classifySaveFailure(new ApiError('Too many requests', 429))).toMatchObject({
      status: 429,
      message: 'Too many requests',
    });
    expect(classifySaveFailure(new Error('boom'))).toMatchObject({
      status: 0,
      message: 'Oops... looks like something went wrong. Please try again.',
    });
  });
});

describe('serverCopyOf', () => {
  it('reads { page } and a bare page, and nothing from other bodies', () => {
    const current = pageOf([], { version: 3 });
    expect(serverCopyOf({ message: 'changed', page: current })?.version).toBe(3);
    expect(serverCopyOf(current)?.version).toBe(3);
    expect(serverCopyOf({ message: 'changed' })).toBeUndefined();
    expect(serverCopyOf('conflict')).toBeUndefined();
    expect(serverCopyOf({ page: { blocks: 'not a list' } })).toBeUndefined();
  });
});
