// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOverlayStore, type OverlayStore } from './store';
import { useOverlay } from './useOverlay';

afterEach(cleanup);

describe('createOverlayStore', () => {
  it('applies the registry rule and notifies only on change', () => {
    const store = createOverlayStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const unregister = store.register('confirm');
    store.open('confirm');
    store.close('confirm', { preventClose: true });
    expect(store.getSnapshot()).toEqual({ confirm: true });
    store.closeAll();
    expect(store.getSnapshot()).toEqual({ confirm: false });
    expect(listener).toHaveBeenCalledTimes(3);
    unregister();
    expect(store.getSnapshot()).toEqual({});
  });
});

function ImagePreview({ store }: { store: OverlayStore }) {
  const overlay = useOverlay(store, 'image-preview');
  return <p>{overlay.isOpen ? 'open' : 'closed'}</p>;
}

describe('useOverlay', () => {
  it('registers the overlay closed while mounted and follows the store', () => {
    const store = createOverlayStore();
    const { unmount } = render(<ImagePreview store={store} />);
    expect(store.getSnapshot()).toEqual({ 'image-preview': false });
    expect(screen.getByText('closed')).toBeTruthy();
    act(() => store.toggle('image-preview'));
    expect(screen.getByText('open')).toBeTruthy();
    unmount();
    expect(store.getSnapshot()).toEqual({});
  });
});
