/**
 * The one sanitiser for seller HTML (textBlock, html block). Pages render through it and
 * the server runs it again when a page is saved, so stored and shown HTML obey the same
 * rules. DOMPurify does the parsing and the hard part; this file only holds our policy:
 *
 * - HTML profile only: SVG and MathML (and their script vectors) are dropped whole.
 * - No elements that load or run other documents or take input: iframe, object, embed,
 *   form and its controls, style, link, meta, base. Embeds belong in the iframe block.
 * - Inline `style` attributes stay (rich text sets colour and alignment with them) unless
 *   they reach for `url(`, `expression(`, `@import`, `behavior` or a script scheme.
 * - Every URL attribute obeys the seller link rules (`isSafeUrl`, allowed schemes only):
 *   an unsafe `href` is replaced by the provider's 404 page (and logged, like any unsafe
 *   link); any other unsafe URL attribute (`src`, `poster`, ...) is removed.
 * - A link that opens elsewhere (`target`) always gets `rel="noopener noreferrer"`.
 *
 * For email (`mailOrigin`), links and images are made absolute and in-page actions
 * (`@name`, `#`) lose their href: a mail client has no storefront around it.
 *
 * `data:` is an allowed scheme in the link rules, but DOMPurify keeps data URIs only on
 * media elements (img, video, audio...): a `data:` link would open a page browsers block.
 */
import DOMPurify from 'isomorphic-dompurify';
import type { Config, UponSanitizeAttributeHook, NodeHook } from 'isomorphic-dompurify';
import { absoluteUrl, isSafeUrl, mailHref, sanitizeUrl } from '../links';

/** Attributes whose value is a URL a browser may follow or load. */
const LINK_ATTRIBUTES = new Set(['href', 'xlink:href']);
const LOADED_URL_ATTRIBUTES = new Set([
  'src',
  'action',
  'formaction',
  'poster',
  'background',
  'cite',
  'data',
  'longdesc',
]);

/** CSS that can load or run something: refused inside `style` attributes. */
const UNSAFE_STYLE =
  /url\s*\(|expression\s*\(|@import|behavior\s*:|-moz-binding|javascript:|vbscript:/i;

/** Link schemes allowed in seller links, minus `data` (see above). */
const ALLOWED_URI =
  /^(?:(?:https?|wss?|mqtts?|mailto|tel|dtg):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const ALLOWED_TARGETS = new Set(['_blank', '_self']);

export const SELLER_HTML_CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'link',
    'meta',
    'base',
    'noscript',
    'template',
  ],
  FORBID_ATTR: ['srcdoc', 'formaction', 'ping'],
  ADD_ATTR: ['target'],
  ALLOWED_URI_REGEXP: ALLOWED_URI,
};

const checkAttribute: UponSanitizeAttributeHook = (_node, data) => {
  const name = data.attrName.toLowerCase();
  const value = data.attrValue;
  if (LINK_ATTRIBUTES.has(name)) {
    if (!isSafeUrl(value)) data.attrValue = sanitizeUrl(value);
  } else if (LOADED_URL_ATTRIBUTES.has(name)) {
    if (!isSafeUrl(value)) data.keepAttr = false;
  } else if (name === 'style') {
    if (UNSAFE_STYLE.test(value)) data.keepAttr = false;
  }
};

/** Rewrites URLs for email once they have passed the checks above. */
function mailUrls(origin: string): NodeHook {
  return (node) => {
    if (!('getAttribute' in node)) return;
    const element = node as Element;
    const href = element.getAttribute('href');
    if (href !== null) {
      const absolute = mailHref(href, origin, () => undefined);
      if (absolute === undefined) element.removeAttribute('href');
      else element.setAttribute('href', absolute);
    }
    const src = element.getAttribute('src');
    if (src !== null) element.setAttribute('src', absoluteUrl(src, origin));
  };
}

const guardTargets: NodeHook = (node) => {
  if (!('getAttribute' in node)) return;
  const element = node as Element;
  const target = element.getAttribute('target');
  if (target === null) return;
  if (!ALLOWED_TARGETS.has(target.toLowerCase())) {
    element.removeAttribute('target');
    return;
  }
  element.setAttribute('rel', 'noopener noreferrer');
};

/** Results kept for the same input: most pages render the same seller HTML again and again. */
const CACHE_ENTRIES = 500;
const CACHEABLE_LENGTH = 20_000;
const cache = new Map<string, string>();

function remember(html: string, clean: string): string {
  if (html.length > CACHEABLE_LENGTH) return clean;
  if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(html, clean);
  return clean;
}

/**
 * Seller HTML made inert: safe to put in `dangerouslySetInnerHTML` and to store.
 * Hooks are added for this call only, so other users of DOMPurify are unaffected.
 * Sanitising is a pure function of its input, so results are cached (least recently used
 * first out, bounded in entries and input size); under SSR, DOMPurify over jsdom is a large
 * share of a page's render time.
 */
export function sanitizeHtml(html: string, options: { mailOrigin?: string } = {}): string {
  if (html.trim() === '') return '';
  if (options.mailOrigin === undefined) {
    const hit = cache.get(html);
    if (hit !== undefined) {
      cache.delete(html);
      cache.set(html, hit);
      return hit;
    }
    return remember(html, purify(html, options));
  }
  return purify(html, options);
}

function purify(html: string, options: { mailOrigin?: string }): string {
  const forMail = options.mailOrigin === undefined ? undefined : mailUrls(options.mailOrigin);
  DOMPurify.addHook('uponSanitizeAttribute', checkAttribute);
  DOMPurify.addHook('afterSanitizeAttributes', guardTargets);
  if (forMail) DOMPurify.addHook('afterSanitizeAttributes', forMail);
  try {
    return DOMPurify.sanitize(html, {
      ...SELLER_HTML_CONFIG,
      RETURN_TRUSTED_TYPE: false,
    }) as string;
  } finally {
    DOMPurify.removeHook('uponSanitizeAttribute', checkAttribute);
    DOMPurify.removeHook('afterSanitizeAttributes', guardTargets);
    if (forMail) DOMPurify.removeHook('afterSanitizeAttributes', forMail);
  }
}
