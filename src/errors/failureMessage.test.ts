import { describe, expect, it } from 'vitest';
import {
  NotFoundError,
  ServerError,
  ValidationError,
  errorFromResponse,
  PAGE_FAILURE_MESSAGES,
} from './index';
import { failureMessage } from './failureMessage';

describe('failureMessage', () => {
  it("shows an API error's own message", () => {
    expect(failureMessage(errorFromResponse(404, null, PAGE_FAILURE_MESSAGES))).toBe(
      'Page not found',
    );
    expect(failureMessage(new ServerError('Server error encountered fetching page'))).toBe(
      'Server error encountered fetching page',
    );
    expect(failureMessage(new NotFoundError())).toBe('Not found');
  });

  it('shows the first field message of a validation error', () => {
    const error = new ValidationError('Page failed validation', [
      { field: 'url', message: 'Another page of this store already uses this url' },
      { field: 'title', message: 'A page title is at most 200 characters' },
    ]);
    expect(failureMessage(error)).toBe('Another page of this store already uses this url');
    expect(failureMessage(new ValidationError('Page failed validation'))).toBe(
      'Page failed validation',
    );
  });

  it('shows the general message for anything else', () => {
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe(
      'Oops... looks like something went wrong. Please try again.',
    );
  });
});
