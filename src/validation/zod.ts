import { z } from 'zod';
import { checkRule, type FieldValue, type Rule } from './rule';

/**
 * A rule as a zod check, so the server's schemas refuse what the client's forms refuse,
 * with the same message: `z.string().check(zodCheck(email))`. The check aborts the
 * value's remaining checks, so a field reports one message, the first failing rule's,
 * exactly as `validate` does on the client.
 */
export function zodCheck<T extends FieldValue = string>(rule: Rule): z.core.$ZodCheck<T> {
  return z.refine<T>((value) => checkRule(rule, value) === undefined, {
    error: rule.message,
    abort: true,
  });
}

/**
 * A string schema checked by rules in order: `ruledString(required, email)`. The value
 * is trimmed first, so what is stored is what was checked; pass `{ trim: false }` for
 * passwords, whose rule is about the spaces.
 */
export function ruledString(rules: readonly Rule[], options: { trim?: boolean } = {}): z.ZodString {
  const base = options.trim === false ? z.string() : z.string().trim();
  return base.check(...rules.map((rule) => zodCheck(rule)));
}
