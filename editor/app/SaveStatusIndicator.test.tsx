// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLLAB_REFUSALS, type CollabRefusal } from '../../src/collab';
import type { CollabConnection } from '../collab/connectCollaboration';
import type { CollabStatus } from '../collab/collabStatus';
import type { EditorActorRef, SaveIndicator } from '../machines/react';
import { SaveStatusIndicator, useSaveStatus } from './SaveStatusIndicator';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const saved: SaveIndicator = {
  status: 'idle',
  isSaving: false,
  hasUnsavedChanges: false,
  serverPage: null,
};

/** Just enough of the editor actor: `on('page.saved')`, fired by the test. */
function fakeEditor() {
  const listeners = new Set<() => void>();
  const editor = {
    on: (type: string, listener: () => void) => {
      if (type === 'page.saved') listeners.add(listener);
      return { unsubscribe: () => listeners.delete(listener) };
    },
  } as unknown as EditorActorRef;
  return { editor, announceSaved: () => listeners.forEach((listener) => listener()) };
}

/** Just enough of a collaboration connection: its status and refusal, changed by the test. */
function fakeConnection(status: CollabStatus, refusal: CollabRefusal | null = null) {
  const listeners = new Set<() => void>();
  const state = { status, refusal };
  const connection = {
    status: () => state.status,
    refusal: () => state.refusal,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as CollabConnection;
  const change = (next: Partial<typeof state>) => {
    Object.assign(state, next);
    listeners.forEach((listener) => listener());
  };
  return { connection, change };
}

function TopBarStatus({
  editor,
  save,
  connection = null,
  onRetry = () => undefined,
}: {
  editor: EditorActorRef;
  save: SaveIndicator;
  connection?: CollabConnection | null;
  onRetry?: () => void;
}) {
  return <SaveStatusIndicator status={useSaveStatus(editor, save, connection)} onRetry={onRetry} />;
}

describe('<SaveStatusIndicator>', () => {
  it('shows one status, and the time of the last save once the editor saved', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 26, 9, 41, 30));
    const { editor, announceSaved } = fakeEditor();
    render(<TopBarStatus editor={editor} save={saved} />);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual([
      'All changes saved',
    ]);
    act(() => announceSaved());
    expect(screen.getByRole('status').textContent).toBe('All changes saved at 09:41');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says saving while an edit waits for autosave', () => {
    const { editor } = fakeEditor();
    render(
      <TopBarStatus
        editor={editor}
        save={{ ...saved, status: 'dirty', hasUnsavedChanges: true }}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Saving…');
    expect(document.querySelector('.ed-status')?.getAttribute('data-state')).toBe('saving');
  });

  it('follows the collaboration channel: connecting, offline with edits kept, then saved', () => {
    const { editor } = fakeEditor();
    const { connection, change } = fakeConnection('connecting');
    const { rerender } = render(
      <TopBarStatus editor={editor} save={saved} connection={connection} />,
    );
    expect(screen.getByRole('status').textContent).toBe('Connecting…');
    const edited: SaveIndicator = { ...saved, status: 'dirty', hasUnsavedChanges: true };
    act(() => change({ status: 'offline-with-unsaved' }));
    rerender(<TopBarStatus editor={editor} save={edited} connection={connection} />);
    expect(screen.getByRole('status').textContent).toBe(
      'Offline – your changes are kept on this device',
    );
    act(() => change({ status: 'synced' }));
    rerender(<TopBarStatus editor={editor} save={saved} connection={connection} />);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual([
      'All changes saved',
    ]);
  });

  it('follows the saving machine alone once the server refused the channel (saves go over HTTP)', () => {
    const { editor } = fakeEditor();
    const { connection, change } = fakeConnection('connecting');
    render(<TopBarStatus editor={editor} save={saved} connection={connection} />);
    act(() => change({ refusal: COLLAB_REFUSALS.forbidden }));
    expect(screen.getByRole('status').textContent).toBe('All changes saved');
  });

  it('offers Retry when the server refused the save', () => {
    const { editor } = fakeEditor();
    const onRetry = vi.fn();
    render(
      <TopBarStatus
        editor={editor}
        save={{ ...saved, status: 'failed', hasUnsavedChanges: true }}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Not saved');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
