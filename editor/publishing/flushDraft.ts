import { saveIndicatorOf, type EditorActorRef } from '../machines/react';

/**
 * Asks the saving machine to store the seller's pending edits and resolves once nothing
 * is left unsaved, or when saving cannot finish now (offline, conflict, failed) or after
 * `timeoutMs`: the publish that follows then takes the draft as the server has it.
 */
export function flushDraft(editor: EditorActorRef, timeoutMs = 10_000): Promise<void> {
  const saving = editor.getSnapshot().children.saving;
  if (!saving || !saveIndicatorOf(saving.getSnapshot()).hasUnsavedChanges) return Promise.resolve();
  return new Promise((resolve) => {
    const settled = () => {
      const { status, hasUnsavedChanges } = saveIndicatorOf(saving.getSnapshot());
      return (
        !hasUnsavedChanges || status === 'offline' || status === 'conflict' || status === 'failed'
      );
    };
    const finish = () => {
      clearTimeout(timer);
      subscription.unsubscribe();
      resolve();
    };
    const timer = setTimeout(finish, timeoutMs);
    const subscription = saving.subscribe(() => settled() && finish());
    editor.send({ type: 'save.requested' });
  });
}
