const UNREAD_PREFIX = /^\(\d+\) /;

/**
 * The tab title with the unread count in front, `({n}) {page title} | {company}` (spec:
 * document title), applied to whatever title the page has now: a stale count is replaced,
 * and no count is shown at 0. The page's own title comes from src/rules/documentTitle.
 */
export function titleWithUnread(title: string, unread: number): string {
  const bare = title.replace(UNREAD_PREFIX, '');
  return unread > 0 ? `(${unread}) ${bare}` : bare;
}
