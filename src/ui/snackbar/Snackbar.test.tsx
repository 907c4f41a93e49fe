// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Snackbar } from './Snackbar';
import { createSnackbarStore, type SnackbarStore } from './store';

let store: SnackbarStore;

beforeEach(() => {
  vi.useFakeTimers();
  store = createSnackbarStore();
});

afterEach(() => {
  cleanup();
  store.dispose();
  vi.useRealTimers();
});

describe('<Snackbar>', () => {
  it('keeps both live regions in the page while empty', () => {
    render(<Snackbar store={store} />);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('announces a message politely and removes it after 3000 ms', () => {
    render(<Snackbar store={store} />);
    act(() => {
      store.push({ message: 'Page saved', kind: 'success' });
    });
    expect(screen.getByRole('status').textContent).toBe('Page saved');
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('announces an error in the alert region', () => {
    render(<Snackbar store={store} />);
    act(() => {
      store.pushError();
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Oops... looks like something went wrong. Please try again.',
    );
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows queued messages one after another with the 300 ms gap', () => {
    render(<Snackbar store={store} />);
    act(() => {
      store.push({ message: 'First' });
      store.push({ message: 'Second' });
    });
    act(() => {
      vi.advanceTimersByTime(3000 + 299);
    });
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status').textContent).toBe('Second');
  });

  it('closes the message with its dismiss button', () => {
    render(<Snackbar store={store} dismissLabel="Close message" />);
    act(() => {
      store.push({ message: 'Copied' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close message' }));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('renders on the server with empty regions', () => {
    const html = renderToString(<Snackbar store={store} />);
    expect(html).toContain('role="status"');
    expect(html).toContain('role="alert"');
  });
});
