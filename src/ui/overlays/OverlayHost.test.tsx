// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GotItDialog } from './GotItDialog';
import { LoadingDialog } from './LoadingDialog';
import { OverlayHost, type OverlayDefinition } from './OverlayHost';
import { createOverlayStore } from './store';

afterEach(cleanup);

const overlays: OverlayDefinition[] = [
  {
    name: 'got-it',
    render: (close) => (
      <GotItDialog open title="Saved" text="Your page is saved." onClose={() => close()} />
    ),
  },
  {
    name: 'loading',
    render: () => <LoadingDialog open title="Publishing" label="Publishing your page…" />,
  },
];

describe('<OverlayHost>', () => {
  it('registers every overlay closed and draws only the open ones', () => {
    const store = createOverlayStore();
    const { unmount } = render(<OverlayHost store={store} overlays={overlays} />);
    expect(store.getSnapshot()).toEqual({ 'got-it': false, loading: false });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => store.open('got-it'));
    expect(screen.getByRole('dialog', { name: 'Saved' })).toBeTruthy();
    unmount();
    expect(store.getSnapshot()).toEqual({});
  });

  it('closes the got-it message from its button, moving focus back', () => {
    const store = createOverlayStore();
    render(
      <>
        <button type="button" onClick={() => store.open('got-it')}>
          Save
        </button>
        <OverlayHost store={store} overlays={overlays} />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Save' });
    opener.focus();
    fireEvent.click(opener);
    const gotIt = screen.getByRole('button', { name: 'Got it' });
    expect(document.activeElement).toBe(gotIt);
    fireEvent.click(gotIt);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps the loading overlay open on Escape, and closes everything with closeAll', () => {
    const store = createOverlayStore();
    render(<OverlayHost store={store} overlays={overlays} />);
    act(() => store.open('loading'));
    const loading = screen.getByRole('dialog', { name: 'Publishing' });
    expect(screen.getByRole('status').textContent).toBe('Publishing your page…');
    fireEvent.keyDown(loading, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Publishing' })).toBeTruthy();
    act(() => store.open('got-it'));
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    act(() => store.closeAll());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes the got-it message on Escape', () => {
    const store = createOverlayStore();
    render(<OverlayHost store={store} overlays={overlays} />);
    act(() => store.open('got-it'));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(store.getSnapshot()['got-it']).toBe(false);
  });
});
