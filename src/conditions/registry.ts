import type { Block, BlockCondition } from '../model';
import { builtinConditions } from './builtins';
import type { ConditionContext, ConditionPredicate } from './context';
import { INVALID_CONDITIONS_MESSAGE, conditionConflictMessage } from './messages';

/** Receives `Invalid block conditions` with the block id and the names nobody registered. */
export type ConditionLog = (
  message: string,
  detail: { blockId: string; invalid: string[] },
) => void;

export interface ConditionRegistry {
  /** Adds a named condition; returns the cleanup that removes it. A taken name is refused. */
  register(name: string, predicate: ConditionPredicate): () => void;
  has(name: string): boolean;
  names(): string[];
  /**
   * True when the block may show: every condition in `properties.conditions` holds. A
   * block naming an unknown condition is hidden and the unknown names are logged, so a
   * typo hides a block rather than showing it to the wrong visitors.
   */
  evaluate(block: Pick<Block, 'id' | 'properties'>, context: ConditionContext): boolean;
}

export interface ConditionRegistryOptions {
  log: ConditionLog;
  /** The starting conditions; the built-in set unless given. */
  conditions?: Readonly<Record<string, ConditionPredicate>>;
}

const nameOf = (condition: BlockCondition): string =>
  typeof condition === 'string' ? condition : condition.name;
const argsOf = (condition: BlockCondition): readonly unknown[] =>
  typeof condition === 'string' ? [] : (condition.args ?? []);

export function createConditionRegistry({
  log,
  conditions = builtinConditions,
}: ConditionRegistryOptions): ConditionRegistry {
  const byName = new Map<string, ConditionPredicate>(Object.entries(conditions));

  return {
    register(name, predicate) {
      if (byName.has(name)) throw new Error(conditionConflictMessage(name));
      byName.set(name, predicate);
      return () => {
        if (byName.get(name) === predicate) byName.delete(name);
      };
    },
    has: (name) => byName.has(name),
    names: () => [...byName.keys()],
    evaluate(block, context) {
      const listed = block.properties.conditions ?? [];
      const invalid = listed.map(nameOf).filter((name) => !byName.has(name));
      if (invalid.length > 0) {
        log(INVALID_CONDITIONS_MESSAGE, { blockId: block.id, invalid });
        return false;
      }
      return listed.every(
        (condition) => byName.get(nameOf(condition))?.(context, argsOf(condition)) === true,
      );
    },
  };
}
