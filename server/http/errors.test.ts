import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ConflictError,
  NotFoundError,
  ProUpgradeRequiredError,
  ValidationError,
} from '../../src/errors';
import { answerFor, SERVER_ERROR_MESSAGE } from './errors';

describe('answerFor', () => {
  it('turns a zod error into 422 with the first message first and messages by field', () => {
    const schema = z.object({
      email: z.string().email('Please enter a valid email address'),
      name: z.string().min(1, 'This field is required'),
    });
    const result = schema.safeParse({ email: 'nope', name: '' });
    expect(result.success).toBe(false);
    expect(answerFor(result.error)).toEqual({
      status: 422,
      body: {
        message: 'Please enter a valid email address',
        errors: { email: ['Please enter a valid email address'], name: ['This field is required'] },
      },
    });
  });

  it('keeps the status of typed errors', () => {
    expect(answerFor(new NotFoundError('We were unable to find this page'))).toEqual({
      status: 404,
      body: { message: 'We were unable to find this page' },
    });
    expect(answerFor(new ProUpgradeRequiredError('Pro required to save this page')).status).toBe(
      402,
    );
    expect(answerFor(new ConflictError('changed', { id: 1, version: 3 }))).toEqual({
      status: 409,
      body: { message: 'changed', page: { id: 1, version: 3 } },
    });
    expect(
      answerFor(new ValidationError('Page failed validation', [{ field: 'url', message: 'taken' }]))
        .body,
    ).toEqual({ message: 'taken', errors: { url: ['taken'] } });
  });

  it('answers malformed JSON with 400 and oversized bodies with 413', () => {
    expect(
      answerFor(
        Object.assign(new SyntaxError('Unexpected token'), {
          statusCode: 400,
          code: 'FST_ERR_CTP_INVALID_JSON_BODY',
        }),
      ).status,
    ).toBe(400);
    expect(
      answerFor(
        Object.assign(new Error('too big'), {
          statusCode: 413,
          code: 'FST_ERR_CTP_BODY_TOO_LARGE',
        }),
      ).status,
    ).toBe(413);
  });

  it('hides everything about an unexpected error behind the general message', () => {
    const answer = answerFor(new TypeError('secret internals at /work/server/x.ts:12'));
    expect(answer).toEqual({ status: 500, body: { message: SERVER_ERROR_MESSAGE } });
  });
});
