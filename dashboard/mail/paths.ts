/** Dashboard routes of the mail screens (the lead's router mounts them at these paths). */
export const OUTBOX_PATH = '/dashboard/outbox/';
/** A page's email preview: the editor top bar links here for mail pages. */
export const mailPreviewPath = (pageId: number): string => `/dashboard/pages/${pageId}/mail/`;
/** Back to editing the page. */
export const editorPath = (pageId: number): string => `/dashboard/pages/${pageId}/edit/`;
