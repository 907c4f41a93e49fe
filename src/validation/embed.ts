import { VALIDATION_MESSAGES as M } from './messages';
import { defineRule } from './rule';

/**
 * An iframe embed code: exactly one `<iframe ...></iframe>` with an https `src` and no
 * event handler or script URL. This checks the shape a seller pastes; the iframe block
 * still renders only the attributes it knows.
 */
export function isIframeEmbed(text: string): boolean {
  const element = /^<iframe\s([^<>]*)>\s*<\/iframe>$/i.exec(text);
  if (!element) return false;
  const attributes = element[1] ?? '';
  return (
    /(?:^|\s)src\s*=\s*["']https:\/\/[^"'\s]+["']/i.test(attributes) &&
    !/(?:^|\s)on[a-z]+\s*=/i.test(attributes) &&
    !/javascript:/i.test(attributes)
  );
}

export const iframeEmbed = defineRule('iframe_embed', M.iframeEmbed, isIframeEmbed);
