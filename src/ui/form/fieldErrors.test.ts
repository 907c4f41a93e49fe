import { describe, expect, it } from 'vitest';
import {
  GENERAL_ERROR_MESSAGE,
  NotFoundError,
  ServerError,
  ValidationError,
  errorFromResponse,
} from '../../errors';
import { formErrorsFrom } from './fieldErrors';

const FIELDS = ['email', 'url'] as const;

describe('formErrorsFrom', () => {
  it('puts the first message of each field under it (the { errors } body)', () => {
    const body = {
      message: 'The given data was invalid.',
      errors: {
        email: ['Please enter a valid email address', 'This field is required'],
        url: ['A page url is at most 500 characters'],
      },
    };
    expect(formErrorsFrom(errorFromResponse(422, body), FIELDS)).toStrictEqual({
      fields: {
        email: 'Please enter a valid email address',
        url: 'A page url is at most 500 characters',
      },
      form: null,
    });
  });

  it('reads the { message, issues } body with dotted paths, as the server sends it', () => {
    const body = {
      message: 'Invalid',
      issues: [{ path: ['url', 'value'], message: 'A page url is at most 500 characters' }],
    };
    expect(formErrorsFrom(body, FIELDS)).toStrictEqual({
      fields: { url: 'A page url is at most 500 characters' },
      form: null,
    });
  });

  it('makes the first issue of a field the form lacks the form message', () => {
    const error = new ValidationError('Invalid', [
      { field: 'title', message: 'This field is required' },
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'other', message: 'Something else' },
    ]);
    expect(formErrorsFrom(error, FIELDS)).toStrictEqual({
      fields: { email: 'Please enter a valid email address' },
      form: 'This field is required',
    });
  });

  it('shows a validation error without issues as the form message', () => {
    expect(
      formErrorsFrom(new ValidationError('The given data was invalid.'), FIELDS),
    ).toStrictEqual({ fields: {}, form: 'The given data was invalid.' });
  });

  it("shows any other API failure's message for the form", () => {
    expect(formErrorsFrom(new NotFoundError('Page not found'), FIELDS)).toStrictEqual({
      fields: {},
      form: 'Page not found',
    });
    expect(
      formErrorsFrom(new ServerError('Oops.. looks like something went wrong'), FIELDS).form,
    ).toBe('Oops.. looks like something went wrong');
  });

  it('shows the general message for a failure that is no API error', () => {
    expect(formErrorsFrom(new TypeError('Failed to fetch'), FIELDS)).toStrictEqual({
      fields: {},
      form: GENERAL_ERROR_MESSAGE,
    });
    expect(formErrorsFrom({ message: 'no issues' }, FIELDS).form).toBe(GENERAL_ERROR_MESSAGE);
  });
});
