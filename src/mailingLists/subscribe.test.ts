import { describe, expect, it } from 'vitest';
import { ApiError, ServerError, ValidationError } from '../../src/errors';
import { subscribeFailure, subscribePayload, validateSubscriber } from './subscribe';

describe('newsletter subscribe rules', () => {
  it('requires a valid email and a first name, with the catalogue messages', () => {
    expect(validateSubscriber({ email: '', firstName: '' })).toStrictEqual({
      firstName: 'This field is required',
      email: 'This field is required',
    });
    expect(validateSubscriber({ email: 'sam@', firstName: 'Sam' })).toStrictEqual({
      email: 'Please enter a valid email address',
    });
    expect(validateSubscriber({ email: 'sam@example.com', firstName: 'Sam' })).toStrictEqual({});
  });

  it('sends division, mailingList, email and firstName, trimmed', () => {
    expect(
      subscribePayload({ email: ' sam@example.com ', firstName: ' Sam ' }, 7, 'news'),
    ).toStrictEqual({
      division: 7,
      mailingList: 'news',
      email: 'sam@example.com',
      firstName: 'Sam',
    });
  });

  it("leaves the list out when none is named, so the server uses the store's default", () => {
    expect(subscribePayload({ email: 'sam@example.com', firstName: 'Sam' }, 7, ' ')).toStrictEqual({
      division: 7,
      email: 'sam@example.com',
      firstName: 'Sam',
    });
  });

  it('shows a validation error its own message, without reporting it', () => {
    const error = new ValidationError('Validation failed', [
      { field: 'email', message: 'This email is already subscribed' },
    ]);
    expect(subscribeFailure(error)).toStrictEqual({
      message: 'This email is already subscribed',
      report: false,
    });
  });

  it('shows any other failure the general message and reports it', () => {
    const expected = {
      message: 'Oops... Something went wrong, please try again later',
      report: true,
    };
    expect(subscribeFailure(new ServerError())).toStrictEqual(expected);
    expect(subscribeFailure(new ApiError('Bad gateway', 502))).toStrictEqual(expected);
    expect(subscribeFailure(new TypeError('Failed to fetch'))).toStrictEqual(expected);
  });
});
