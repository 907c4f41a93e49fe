// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_ERROR_MESSAGE } from '../../errors';
import { InlineError } from './InlineError';

afterEach(cleanup);

describe('<InlineError>', () => {
  it('announces the message as an alert and retries on "Try again"', () => {
    const onRetry = vi.fn();
    render(<InlineError message={SERVER_ERROR_MESSAGE} onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(`${SERVER_ERROR_MESSAGE}Try again`);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no button when there is nothing to retry', () => {
    render(<InlineError message="This page is not a mail page" />);
    expect(screen.getByRole('alert').textContent).toBe('This page is not a mail page');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
