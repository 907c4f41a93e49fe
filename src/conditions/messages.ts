/** Logged (not shown) when a block names unknown conditions. */
export const INVALID_CONDITIONS_MESSAGE = 'Invalid block conditions';

export const conditionConflictMessage = (name: string): string =>
  `Condition ${name} is already registered`;
