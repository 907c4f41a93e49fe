import type { BlockCondition } from '../../src/model';

/**
 * Editing a block's `properties.conditions` (named conditions, src/conditions): a bare
 * name, or `{ name, args }` for the ones that take values (`currency` with codes,
 * `before`/`after` with a date). Pure; each edit returns a new list.
 */

export const conditionName = (condition: BlockCondition): string =>
  typeof condition === 'string' ? condition : condition.name;

/** `currency (USD, EUR)` for a condition with values, its name otherwise. */
export function describeCondition(condition: BlockCondition): string {
  const args = typeof condition === 'string' ? [] : (condition.args ?? []);
  return args.length > 0
    ? `${conditionName(condition)} (${args.map(String).join(', ')})`
    : conditionName(condition);
}

/** Names nobody registered: the storefront hides the block and logs 'Invalid block conditions'. */
export function invalidConditionNames(
  conditions: readonly BlockCondition[],
  known: readonly string[],
): string[] {
  return conditions.map(conditionName).filter((name) => !known.includes(name));
}

/** Values typed as a comma list: `USD, EUR` -> ['USD', 'EUR']; blanks dropped. */
export const parseConditionArgs = (text: string): string[] =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/**
 * The list with a condition added: a bare name, or `{ name, args }` when values were
 * typed. A condition of the same name is replaced, since two would only contradict.
 */
export function addCondition(
  conditions: readonly BlockCondition[],
  name: string,
  argsText = '',
): BlockCondition[] {
  const args = parseConditionArgs(argsText);
  const added: BlockCondition = args.length > 0 ? { name, args } : name;
  const index = conditions.findIndex((condition) => conditionName(condition) === name);
  if (index === -1) return [...conditions, added];
  return conditions.map((condition, i) => (i === index ? added : condition));
}

export const removeCondition = (
  conditions: readonly BlockCondition[],
  index: number,
): BlockCondition[] => conditions.filter((_, i) => i !== index);
