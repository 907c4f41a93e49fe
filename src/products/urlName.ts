/**
 * A product's or collection's url name: the part after /product/ or /collection/. Lower
 * case letters and digits in dash-separated words, so the address reads well and never
 * needs escaping.
 */
export const URL_NAME_MAX = 100;

export const URL_NAME_MESSAGES = {
  required: 'Please enter a url name',
  invalid: 'Use lower-case letters, numbers and single dashes only',
  tooLong: `Use at most ${URL_NAME_MAX} characters`,
  taken: 'This url name is already used in your store',
} as const;

const URL_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Suggests a url name from a name: accents dropped, anything else becomes one dash. */
export function urlNameFrom(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, URL_NAME_MAX)
    .replace(/-+$/, '');
}

/** The message for a bad url name, or null when it is fine. */
export function checkUrlName(urlName: string): string | null {
  if (urlName.length === 0) return URL_NAME_MESSAGES.required;
  if (urlName.length > URL_NAME_MAX) return URL_NAME_MESSAGES.tooLong;
  if (!URL_NAME_PATTERN.test(urlName)) return URL_NAME_MESSAGES.invalid;
  return null;
}
