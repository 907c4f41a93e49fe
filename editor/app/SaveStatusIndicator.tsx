import { useEffect, useState } from 'react';
import { Button } from '../../src/ui';
import type { CollabConnection } from '../collab/connectCollaboration';
import { useCollabStatus } from '../collab/hooks';
import type { EditorActorRef, SaveIndicator } from '../machines/react';
import { RETRY_SAVE_LABEL, saveStatus, type SaveStatusView } from './saveStatus';

/** When the editor's last save of this session succeeded (its `page.saved`), by this browser's clock. */
function useLastSavedAt(editor: EditorActorRef): Date | null {
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  useEffect(() => {
    const subscription = editor.on('page.saved', () => setSavedAt(new Date()));
    return () => subscription.unsubscribe();
  }, [editor]);
  return savedAt;
}

/** The one save status of the page being edited (saveStatus.ts), kept current. */
export function useSaveStatus(
  editor: EditorActorRef,
  save: SaveIndicator,
  connection: CollabConnection | null,
): SaveStatusView {
  const collab = useCollabStatus(connection);
  const savedAt = useLastSavedAt(editor);
  return saveStatus({ save, collab, savedAt });
}

/**
 * The top bar's save status, in one place for every page (mail pages too): the words,
 * announced politely, and a Retry button when the server refused the save.
 */
export function SaveStatusIndicator({
  status,
  onRetry,
}: {
  status: SaveStatusView;
  onRetry: () => void;
}) {
  return (
    <span className="ed-status" data-state={status.state}>
      <span role="status" aria-live="polite">
        {status.text}
      </span>
      {status.retry ? <Button onClick={onRetry}>{RETRY_SAVE_LABEL}</Button> : null}
    </span>
  );
}
