/** Ctrl+Shift+P (Cmd+Shift+P on a Mac) publishes the page (issue 14). */
export function isPublishShortcut(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>,
  platform: 'mac' | 'other',
): boolean {
  const command = platform === 'mac' ? event.metaKey : event.ctrlKey;
  return command && event.shiftKey && !event.altKey && event.key.toLowerCase() === 'p';
}
