import type { Accepts, CommandOptions } from '../../src/commands';
import type { BlockRegistry } from '../../src/registry';

/** Which child types a container takes, from the block registry (`children.allowed`). */
export const acceptsFrom =
  (registry: Pick<BlockRegistry, 'find'>): Accepts =>
  (parentType, childType) => {
    const allowed = registry.find(parentType)?.children?.allowed;
    return allowed === '*' || (allowed?.includes(childType) ?? false);
  };

/** The commands' registry-derived options: what containers take, which block is fixed first. */
export const commandOptionsFrom = (registry: Pick<BlockRegistry, 'find'>): CommandOptions => ({
  accepts: acceptsFrom(registry),
  fixedWhenFirst: (type) => registry.find(type)?.fixedWhenFirst === true,
});
