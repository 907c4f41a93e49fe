/** Dashboard screens for mail pages: the email preview with test sends, and the outbox. */
export { MailPreviewScreen, type MailPreviewScreenProps } from './MailPreviewScreen';
export { OutboxScreen, type OutboxScreenProps } from './OutboxScreen';
export { EmailView, PREVIEW_WIDTHS } from './EmailView';
export { MailApiContext, httpMailApi, useMailApi, type MailApi } from './mailApi';
export { OUTBOX_PATH, editorPath, mailPreviewPath } from './paths';
