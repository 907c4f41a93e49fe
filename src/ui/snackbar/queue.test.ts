import { describe, expect, it } from 'vitest';
import {
  dismissSnackbar,
  endSnackbarGap,
  enqueueSnackbar,
  initialSnackbarState,
  type SnackbarItem,
  type SnackbarState,
} from './queue';

const item = (id: number, code = `code-${id}`): SnackbarItem => ({
  id,
  code,
  message: `Message ${id}`,
  kind: 'info',
  timeoutMs: 3000,
});

const enqueueAll = (items: SnackbarItem[], state: SnackbarState = initialSnackbarState) =>
  items.reduce(enqueueSnackbar, state);

describe('enqueueSnackbar', () => {
  it('shows the first message at once and queues the rest in order', () => {
    const state = enqueueAll([item(1), item(2), item(3)]);
    expect(state.phase).toBe('showing');
    expect(state.current?.id).toBe(1);
    expect(state.waiting.map((waiting) => waiting.id)).toEqual([2, 3]);
  });

  it('holds at most 4 messages, the one showing included', () => {
    const state = enqueueAll([item(1), item(2), item(3), item(4)]);
    expect(enqueueSnackbar(state, item(5))).toBe(state);
  });

  it('drops a message whose code is showing or waiting', () => {
    const state = enqueueAll([item(1, 'saved'), item(2, 'failed')]);
    expect(enqueueSnackbar(state, item(3, 'saved'))).toBe(state);
    expect(enqueueSnackbar(state, item(4, 'failed'))).toBe(state);
  });

  it('queues a message that arrives during the gap instead of showing it', () => {
    const gap = dismissSnackbar(enqueueAll([item(1)]), 1);
    const state = enqueueSnackbar(gap, item(2));
    expect(state.phase).toBe('gap');
    expect(state.current).toBeNull();
    expect(state.waiting.map((waiting) => waiting.id)).toEqual([2]);
  });
});

describe('dismissSnackbar and endSnackbarGap', () => {
  it('takes the current message off, waits for the gap, then shows the next', () => {
    const gap = dismissSnackbar(enqueueAll([item(1), item(2)]), 1);
    expect(gap).toMatchObject({ current: null, phase: 'gap' });
    const next = endSnackbarGap(gap);
    expect(next.current?.id).toBe(2);
    expect(next.phase).toBe('showing');
  });

  it('goes idle after the gap when nothing waits', () => {
    expect(endSnackbarGap(dismissSnackbar(enqueueAll([item(1)]), 1))).toEqual(initialSnackbarState);
  });

  it('lets a dismissed code be shown again', () => {
    const idle = endSnackbarGap(dismissSnackbar(enqueueAll([item(1, 'saved')]), 1));
    expect(enqueueSnackbar(idle, item(2, 'saved')).current?.id).toBe(2);
  });

  it('removes a waiting message by id and ignores unknown ids', () => {
    const state = enqueueAll([item(1), item(2), item(3)]);
    expect(dismissSnackbar(state, 2).waiting.map((waiting) => waiting.id)).toEqual([3]);
    expect(dismissSnackbar(state, 99)).toBe(state);
  });

  it('ignores a gap end outside the gap', () => {
    const state = enqueueAll([item(1)]);
    expect(endSnackbarGap(state)).toBe(state);
  });
});
