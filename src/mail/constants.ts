/**
 * Mail page constants. The width is the mail layout's content width, 520px; the rest are
 * choices where the product description is silent.
 */
export const MAIL_WIDTH = 520;

/**
 * Longest preheader: the text inbox lists show after the subject. Clients show 40 to 140
 * characters; @react-email/components' Preview pads up to 150, so 150 is the ceiling.
 */
export const PREHEADER_MAX_LENGTH = 150;

/** Where the web version of a mail page lives on the storefront (runtime, mail layout). */
export const MAIL_WEB_VERSION_PREFIX = '/mail/';

/** Shown above the mail when a web version exists: what sellers' readers expect to find. */
export const WEB_VERSION_LINK_TEXT = 'View this email in your browser';

/** The outbox `kind` of a stored test send of a mail page. */
export const MAIL_TEST_KIND = 'mail-page-test';
