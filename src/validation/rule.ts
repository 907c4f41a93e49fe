/**
 * A validation rule: a name from the catalogue, its message and a test. Rules are plain
 * data so forms (client) and zod schemas (server, see ./zod) share one definition.
 */
export interface Rule {
  /** The catalogue name: `email`, `alpha_dash`, `min_length`... */
  name: string;
  message: string;
  /**
   * True when a blank value passes. Every rule is optional except `required` and the
   * few the spec says are not (the Pinterest and Facebook verification tags): a form
   * adds `required` to a field that must be filled.
   */
  optional: boolean;
  /** Tests the value as text (trimmed unless the rule is about surrounding spaces). */
  test: (text: string) => boolean;
  /** False when the test must see the spaces around the value (the password rule). */
  trim: boolean;
}

/** What a form field may hold: text, a number (select values such as -1), or nothing. */
export type FieldValue = string | number | null | undefined;

export function defineRule(
  name: string,
  message: string,
  test: (text: string) => boolean,
  options: { optional?: boolean; trim?: boolean } = {},
): Rule {
  return { name, message, test, optional: options.optional ?? true, trim: options.trim ?? true };
}

export function toText(value: FieldValue): string {
  return value === null || value === undefined ? '' : String(value);
}

export function isBlank(value: FieldValue): boolean {
  return toText(value).trim() === '';
}

/** The rule's message when the value fails it; undefined when it passes. */
export function checkRule(rule: Rule, value: FieldValue): string | undefined {
  if (rule.optional && isBlank(value)) return undefined;
  const text = rule.trim ? toText(value).trim() : toText(value);
  return rule.test(text) ? undefined : rule.message;
}

/** The first failing rule's message, in the order given; undefined when all pass. */
export function validate(value: FieldValue, rules: readonly Rule[]): string | undefined {
  for (const rule of rules) {
    const message = checkRule(rule, value);
    if (message !== undefined) return message;
  }
  return undefined;
}
