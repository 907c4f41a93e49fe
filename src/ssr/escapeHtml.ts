/**
 * Text made safe inside HTML written as a string (shells, tags added after rendering):
 * as element content or a double-quoted attribute value.
 */
export const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
