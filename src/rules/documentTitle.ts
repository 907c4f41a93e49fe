export interface DocumentTitleInput {
  pageTitle: string;
  companyName: string;
  /** Unread notifications; shown as a `(3) ` prefix when above 0. */
  unread?: number;
  /** The home page shows only the company name. */
  isHome?: boolean;
}

/**
 * The document title:
 * `{page title} | {company name}`, prefixed `({unread}) ` when notifications are unread.
 * The home page, and a page without a title, show only the company name; the unread
 * prefix still applies there, since it is about the tab, not the page.
 */
export function documentTitle({
  pageTitle,
  companyName,
  unread = 0,
  isHome = false,
}: DocumentTitleInput): string {
  const title = isHome || pageTitle.trim() === '' ? companyName : `${pageTitle} | ${companyName}`;
  return unread > 0 ? `(${unread}) ${title}` : title;
}
