import { VALIDATION_MESSAGES as M } from './messages';
import { defineRule } from './rule';

/** required: non-blank text and not the value -1 (a select's "choose one" option). */
export const required = defineRule('required', M.required, (text) => text !== '' && text !== '-1', {
  optional: false,
});

// The WHATWG form email pattern (what <input type="email"> accepts), with a dot required in
// the domain: an address shoppers type for receipts must be reachable on the internet.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export const email = defineRule('email', M.email, (text) => EMAIL.test(text));

const LABEL = '(?!-)[a-z0-9-]{1,63}(?<!-)';
const TOP_LEVEL = '(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})';
const DOMAIN = new RegExp(`^(?=.{1,253}$)(?:${LABEL}\\.)+${TOP_LEVEL}$`, 'i');

/** A host name such as `shop.example.com`: no scheme, no path, at least one dot. */
export function isDomain(text: string): boolean {
  return DOMAIN.test(text);
}

export const domain = defineRule('domain', M.domain, isDomain);

/**
 * An http(s) address on a public host name, or a path on this site (`/about/`). A
 * protocol-relative `//host` is not a site path. International host names are checked
 * in their punycode form, as the URL parser gives them.
 */
export function isUrl(text: string): boolean {
  if (/\s/.test(text)) return false;
  if (text.startsWith('/')) return !text.startsWith('//');
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && isDomain(url.hostname);
  } catch {
    return false;
  }
}

export const url = defineRule('url', M.url, isUrl);

/** A URL must be given: 'Missing URL'. Pair it with `url`. */
export const urlRequired = defineRule('url_required', M.missingUrl, (text) => text !== '', {
  optional: false,
});

/** Reads the password as typed: its rule is about the spaces a trim would hide. */
export const password = defineRule('password', M.password, (text) => !/^\s|\s$/.test(text), {
  trim: false,
});
