// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EditorActorRef, SaveIndicator } from '../machines/react';
import { SaveStatusIndicator, useSaveStatus } from './SaveStatusIndicator';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const saved: SaveIndicator = { status: 'idle', isSaving: false, hasUnsavedChanges: false, serverPage: null };

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

function TopBarStatus({ editor, save, onRetry = () => undefined }: { editor: EditorActorRef; save: SaveIndicator; onRetry?: () => void }) {
  return <SaveStatusIndicator status={useSaveStatus(editor, save, null)} onRetry={onRetry} />;
}

describe('<SaveStatusIndicator>', () => {
  it('shows one status, and the time of the last save once the editor saved', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 26, 9, 41, 30));
    const { editor, announceSaved } = fakeEditor();
    render(<TopBarStatus editor={editor} save={saved} />);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(['All changes saved']);
    act(() => announceSaved());
    expect(screen.getByRole('status').textContent).toBe('All changes saved at 09:41');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says saving while an edit waits for autosave', () => {
    const { editor } = fakeEditor();
    render(<TopBarStatus editor={editor} save={{ ...saved, status: 'dirty', hasUnsavedChanges: true }} />);
    expect(screen.getByRole('status').textContent).toBe('Saving…');
    expect(document.querySelector('.ed-status')?.getAttribute('data-state')).toBe('saving');
  });

  it('offers Retry when the server refused the save', () => {
    const { editor } = fakeEditor();
    const onRetry = vi.fn();
    render(<TopBarStatus editor={editor} save={{ ...saved, status: 'failed', hasUnsavedChanges: true }} onRetry={onRetry} />);
    expect(screen.getByRole('status').textContent).toBe('Not saved');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
