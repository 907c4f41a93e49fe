import { VALIDATION_MESSAGES as M } from './messages';
import { defineRule } from './rule';

/**
 * The attributes of a single `<meta ...>` tag, or null when the text is anything else.
 * Site verification snippets are pasted as one meta tag; attribute order and quotes vary.
 */
export function readMetaTag(text: string): Record<string, string> | null {
  const tag = /^<meta\s([^<>]*?)\/?>$/i.exec(text.trim());
  if (!tag) return null;
  const attributes: Record<string, string> = {};
  const rest = (tag[1] ?? '').replace(
    /([a-z:_-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi,
    (_, name: string, double, single) => {
      attributes[name.toLowerCase()] = double ?? single ?? '';
      return '';
    },
  );
  // Anything left besides spaces is not an attribute: not a clean meta tag.
  return rest.trim() === '' ? attributes : null;
}

function isVerificationTag(text: string, name: string, content: RegExp): boolean {
  const attributes = readMetaTag(text);
  return attributes?.name === name && content.test(attributes.content ?? '');
}

/** Google Search Console: `<meta name="google-site-verification" content="..." />`; optional. */
export const googleVerification = defineRule('google_verification', M.googleVerification, (text) =>
  isVerificationTag(text, 'google-site-verification', /^[A-Za-z0-9_-]{20,100}$/),
);

/** Pinterest: `<meta name="p:domain_verify" content="<32 hex digits>"/>`; not optional. */
export const pinterestVerification = defineRule(
  'pinterest_verification',
  M.pinterestVerification,
  (text) => isVerificationTag(text, 'p:domain_verify', /^[a-f0-9]{32}$/i),
  { optional: false },
);

/** Facebook: `<meta name="facebook-domain-verification" content="..." />`; not optional. */
export const facebookVerification = defineRule(
  'facebook_verification',
  M.facebookVerification,
  (text) => isVerificationTag(text, 'facebook-domain-verification', /^[a-z0-9]{20,40}$/i),
  { optional: false },
);
