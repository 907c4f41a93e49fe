import { describe, expect, it } from 'vitest';
import { ServerError, ValidationError } from '../../src/errors';
import { contactFailure, contactPayload, MAX_MESSAGE_LENGTH, validateContact } from './contact';

describe('contact form rules', () => {
  it('requires a name, a valid email and a message', () => {
    expect(validateContact({ name: ' ', email: 'x', message: '' })).toStrictEqual({
      name: 'This field is required',
      email: 'Please enter a valid email address',
      message: 'This field is required',
    });
    expect(
      validateContact({ name: 'Ada', email: 'ada@example.com', message: 'Do you ship to Norway?' }),
    ).toStrictEqual({});
  });

  it('limits a message to 5000 characters', () => {
    const long = {
      name: 'Ada',
      email: 'ada@example.com',
      message: 'x'.repeat(MAX_MESSAGE_LENGTH + 1),
    };
    expect(validateContact(long)).toStrictEqual({
      message: 'This field must be no more than 5000 characters',
    });
  });

  it('sends division, pageId, blockId, name, email and message — never a recipient', () => {
    const payload = contactPayload(
      { name: ' Ada ', email: 'ada@example.com', message: ' Hello ' },
      { division: 3, pageId: 12, blockId: 'b-1' },
    );
    expect(payload).toStrictEqual({
      division: 3,
      pageId: 12,
      blockId: 'b-1',
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Hello',
    });
  });

  it('follows the newsletter failure pattern', () => {
    const invalid = new ValidationError('Invalid', [
      { field: 'email', message: 'Please enter a valid email address' },
    ]);
    expect(contactFailure(invalid)).toStrictEqual({
      message: 'Please enter a valid email address',
      report: false,
    });
    expect(contactFailure(new ServerError())).toStrictEqual({
      message: 'Oops... Something went wrong, please try again later',
      report: true,
    });
  });
});
