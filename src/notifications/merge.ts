import type { Notification } from './entity';

type Mergeable = Pick<Notification, 'id' | 'tag' | 'createdAt' | 'replacePrevious' | 'mergable'>;

/**
 * Adds an arriving notification to the list on screen (spec page-builder §4): when the new
 * one is replaceable (replacePrevious) or mergeable, those with the same tag and an older
 * createdAt are removed. Untagged notifications never replace anything. Newest first; an
 * id already in the list is replaced in place (the stream may deliver twice).
 */
export function addNotification<T extends Mergeable>(list: readonly T[], incoming: T): T[] {
  const replaces = (incoming.replacePrevious || incoming.mergable) && incoming.tag !== null;
  const kept = list.filter((item) => {
    if (item.id === incoming.id) return false;
    if (!replaces || item.tag !== incoming.tag) return true;
    return Date.parse(item.createdAt) >= Date.parse(incoming.createdAt);
  });
  return [incoming, ...kept].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** Unread: not opened and not deleted. The document title shows this count. */
export const unreadCount = (
  list: readonly Pick<Notification, 'openedAt' | 'deletedAt'>[],
): number => list.filter((item) => item.openedAt === null && item.deletedAt === null).length;
