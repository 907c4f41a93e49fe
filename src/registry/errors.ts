/** Block registry messages, to the letter. */
export const REGISTRY_MESSAGES = {
  conflict: 'Tried to register block type that conflicts with another',
  noType: 'Unable to make block, no type was defined',
  noBuilder: 'Tried to make type but no builder was defined',
  unregistered: (type: string) => `Block type of ${type} hasn't been registered`,
  factoryNoSource: 'Factory has no source',
} as const;

export class BlockRegistryError extends Error {
  override name = 'BlockRegistryError';
}
