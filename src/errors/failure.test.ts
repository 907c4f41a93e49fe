import { describe, expect, it } from 'vitest';
import { messageForFailure, validationIssuesFrom } from './failure';

const GENERAL = 'Oops... looks like something went wrong. Please try again.';

describe('messageForFailure', () => {
  it('shows the first error of the first field under 422', () => {
    const body = {
      message: 'The given data was invalid',
      errors: {
        email: ['Please enter a valid email address', 'Too long'],
        firstName: ['This field is required'],
      },
    };
    expect(messageForFailure(422, body)).toBe('Please enter a valid email address');
  });

  it('reads the { message, issues } shape under 422', () => {
    const body = {
      message: 'Page failed validation',
      issues: [{ field: 'url', message: 'A page url is at most 500 characters' }],
    };
    expect(messageForFailure(422, body)).toBe('A page url is at most 500 characters');
  });

  it('falls back to the general message under 422 with no validation message', () => {
    expect(messageForFailure(422, { message: 'Unprocessable' })).toBe(GENERAL);
    expect(messageForFailure(422, { errors: {} })).toBe(GENERAL);
  });

  it("shows 'Oops.. looks like something went wrong' for a 500, whatever the body", () => {
    expect(messageForFailure(500, { message: 'SQLSTATE[42S02]' })).toBe(
      'Oops.. looks like something went wrong',
    );
  });

  it("shows the server's message for other 4xx and 5xx", () => {
    expect(messageForFailure(403, { message: 'Permission denied' })).toBe('Permission denied');
    expect(messageForFailure(503, { message: 'Down for maintenance' })).toBe(
      'Down for maintenance',
    );
  });

  it('falls back to the general message when the server gave none', () => {
    expect(messageForFailure(404, null)).toBe(GENERAL);
    expect(messageForFailure(502, '<html>Bad gateway</html>')).toBe(GENERAL);
    expect(messageForFailure(400, { message: '  ' })).toBe(GENERAL);
  });

  it('shows nothing for a cancelled request (status 0)', () => {
    expect(messageForFailure(0, null)).toBeNull();
  });
});

describe('validationIssuesFrom', () => {
  it('lists every message of every field in order, accepting a lone string', () => {
    expect(validationIssuesFrom({ errors: { email: ['A', 'B'], firstName: 'C' } })).toEqual([
      { field: 'email', message: 'A' },
      { field: 'email', message: 'B' },
      { field: 'firstName', message: 'C' },
    ]);
  });

  it('reads zod-style issues with a path', () => {
    expect(
      validationIssuesFrom({
        issues: [
          { path: ['blocks', 0, 'size', 'x'], message: 'A block is at least 3 columns wide' },
        ],
      }),
    ).toEqual([{ field: 'blocks.0.size.x', message: 'A block is at least 3 columns wide' }]);
  });

  it('gives nothing for a body of another shape', () => {
    expect(validationIssuesFrom('oops')).toEqual([]);
    expect(validationIssuesFrom({ errors: ['not', 'a', 'map'] })).toEqual([]);
  });
});
