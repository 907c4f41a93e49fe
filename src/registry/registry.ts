import { blockSchema, type Block, type BlockInput } from '../model';
import { BlockRegistryError, REGISTRY_MESSAGES } from './errors';
import type { AnyBlockType, Compatibility } from './types';

/** Block types by name. One registry holds every type the product knows. */
export interface BlockRegistry {
  register(type: AnyBlockType): void;
  has(name: string): boolean;
  /** The type, or a BlockRegistryError `Block type of {type} hasn't been registered`. */
  get(name: string): AnyBlockType;
  /** The type, or undefined (for rendering, where an unknown type is skipped). */
  find(name: string): AnyBlockType | undefined;
  all(): AnyBlockType[];
  compatibleWith(target: Compatibility): AnyBlockType[];
  /** Makes a new block of a type through the type's builder. */
  make(name: string | undefined, init?: Partial<BlockInput>): Block;
}

export function createRegistry(types: readonly AnyBlockType[] = []): BlockRegistry {
  const byName = new Map<string, AnyBlockType>();

  const registry: BlockRegistry = {
    register(type) {
      if (byName.has(type.name)) throw new BlockRegistryError(REGISTRY_MESSAGES.conflict);
      byName.set(type.name, type);
    },
    has: (name) => byName.has(name),
    get(name) {
      const type = byName.get(name);
      if (!type) throw new BlockRegistryError(REGISTRY_MESSAGES.unregistered(name));
      return type;
    },
    find: (name) => byName.get(name),
    all: () => [...byName.values()],
    compatibleWith: (target) =>
      [...byName.values()].filter((type) => type.compatibility.has(target)),
    make(name, init) {
      if (!name) throw new BlockRegistryError(REGISTRY_MESSAGES.noType);
      const type = registry.get(name);
      if (!type.builder) throw new BlockRegistryError(REGISTRY_MESSAGES.noBuilder);
      return blockSchema.parse(type.builder(init));
    },
  };

  for (const type of types) registry.register(type);
  return registry;
}
