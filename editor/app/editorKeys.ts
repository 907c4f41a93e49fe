/** Editor actions from the keyboard, beside undo/redo/save (machines/shortcuts.ts). */
export type EditorKeyAction =
  | 'edit'
  | 'delete'
  | 'duplicate'
  | 'copy'
  | 'paste'
  | 'moveUp'
  | 'moveDown'
  | 'clear'
  | 'next'
  | 'previous'
  | 'parent'
  | 'firstChild';

export interface KeyInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/**
 * Keys while the canvas or the layers panel has focus (never while typing in a field):
 * Delete/Backspace delete, Ctrl/Cmd+D duplicate, Ctrl/Cmd+C copy, Ctrl/Cmd+V paste,
 * Alt+Arrow Up/Down move the block, Escape clears the selection, and plain arrows walk the
 * block tree (Down next, Up previous, Left parent, Right first child); Enter edits a
 * selected text block's text in place.
 */
export function editorKeyAction(event: KeyInput): EditorKeyAction | null {
  const command = event.ctrlKey || event.metaKey;
  if (command && !event.altKey) {
    const key = event.key.toLowerCase();
    if (key === 'd') return 'duplicate';
    if (key === 'c') return 'copy';
    if (key === 'v') return 'paste';
    return null;
  }
  if (event.altKey && event.key === 'ArrowUp') return 'moveUp';
  if (event.altKey && event.key === 'ArrowDown') return 'moveDown';
  if (event.altKey || event.shiftKey) return null;
  switch (event.key) {
    case 'Delete':
    case 'Backspace':
      return 'delete';
    case 'Escape':
      return 'clear';
    case 'Enter':
      return 'edit';
    case 'ArrowDown':
      return 'next';
    case 'ArrowUp':
      return 'previous';
    case 'ArrowLeft':
      return 'parent';
    case 'ArrowRight':
      return 'firstChild';
    default:
      return null;
  }
}

/** True when the keystroke belongs to a text field, not to the editor. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return Boolean(
    target.closest(
      'input, textarea, select, [contenteditable="true"], [role="slider"], [role="tab"], [role="tree"]',
    ),
  );
}
