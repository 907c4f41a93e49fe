import { VALIDATION_MESSAGES as M } from './messages';
import { defineRule, type Rule } from './rule';

// Letters and digits of any script: "José" and "Zoë" are alphanumeric too.
export const alpha = defineRule('alpha', M.alpha, (text) => /^[\p{L}\p{N}]+$/u.test(text));

export const alphaDash = defineRule('alpha_dash', M.alphaDash, (text) =>
  /^[\p{L}\p{N}_-]+$/u.test(text),
);

export const alphaSpaces = defineRule('alpha_spaces', M.alphaSpaces, (text) =>
  /^[\p{L}\p{N} ]+$/u.test(text),
);

/** Letters, digits, spaces and punctuation (`.,'!?-&()` and the like), but no symbols such as `<`. */
export const alphaSpacesPunctuation = defineRule(
  'alpha_spaces_punctuation',
  M.alphaSpacesPunctuation,
  (text) => /^[\p{L}\p{N}\p{P} ]+$/u.test(text),
);

/** No capital letters (digits and punctuation are fine): subdomains, handles. */
export const lowercase = defineRule(
  'lowercase',
  M.lowercase,
  (text) => text === text.toLowerCase(),
);

/** Length in characters as a person counts them: an emoji is one. */
const lengthOf = (text: string) => Array.from(text).length;

export const minLength = (min = 3): Rule =>
  defineRule('min_length', M.minLength(min), (text) => lengthOf(text) >= min);

export const maxLength = (max = 10): Rule =>
  defineRule('max_length', M.maxLength(max), (text) => lengthOf(text) <= max);

/** A custom regular expression with its own message. A `g` or `y` flag is ignored (it makes tests stateful). */
export function matchesPattern(pattern: RegExp, message: string): Rule {
  const stateless = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  return defineRule('regex', message, (text) => stateless.test(text));
}
