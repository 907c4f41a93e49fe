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

describe('error classes', () => {
  it.each([
    [new NotFoundError(), 404, 'Not found', 'NotFoundError'],
    [new PermissionDeniedError(), 403, 'Permission denied', 'PermissionDeniedError'],
    [new ProUpgradeRequiredError(), 402, 'Pro upgrade required', 'ProUpgradeRequiredError'],
    [new ServerError(), 500, 'Server error', 'ServerError'],
    [new ConflictError(), 409, 'This page was changed by someone else', 'ConflictError'],
  ])(
    '%s carries its status, default message and name, and is an ApiError',
    (error, status, message, name) => {
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toBeInstanceOf(Error);
      expect([error.status, error.message, error.name]).toEqual([status, message, name]);
    },
  );

  it('keeps the response body and a per-call message', () => {
    const body = { page: { id: 7, version: 4 } };
    const error = new ConflictError('Someone saved first', body);
    expect(error.message).toBe('Someone saved first');
    expect(error.body).toBe(body);
  });

  it('keeps the exact 5xx status of a server error', () => {
    expect(new ServerError('Bad gateway', undefined, 502).status).toBe(502);
  });

  it("answers a muted staff user's 403 with 'Permission denied' by default", () => {
    expect(new PermissionDeniedError().message).toBe('Permission denied');
  });
});

describe('ValidationError', () => {
  const error = new ValidationError('Page failed validation', [
    { field: 'url', message: 'A page url is at most 500 characters' },
    { field: 'properties.title.value', message: 'A page title is at most 200 characters' },
    { field: 'url', message: 'Invalid url' },
  ]);

  it('is a 422 ApiError', () => {
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
  });

  it('lists the failing fields in order without repeats', () => {
    expect(error.fields).toEqual(['url', 'properties.title.value']);
  });

  it('gives the first message of the first field, or its own message with no issues', () => {
    expect(error.firstMessage).toBe('A page url is at most 500 characters');
    expect(new ValidationError('Page failed validation').firstMessage).toBe(
      'Page failed validation',
    );
  });
});
