import { GRID_COLUMNS, MIN_BLOCK_WIDTH } from '../model';

export type CommandErrorCode =
  | 'blockNotFound'
  | 'duplicateBlockId'
  | 'cannotMoveIntoItself'
  | 'widthOutOfRange'
  | 'notAccepted'
  | 'fixedBlock'
  | 'invalidProperty';

/** Why a command refused a change. The page is left as it was; `code` lets callers react without reading text. */
export class CommandError extends Error {
  override name = 'CommandError';
  constructor(
    readonly code: CommandErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Each refusal with its message, so a code and its wording never drift apart. */
export const commandErrors = {
  blockNotFound: (id: string) =>
    new CommandError('blockNotFound', `Block ${id} was not found on this page`),
  duplicateBlockId: (id: string) =>
    new CommandError('duplicateBlockId', `Block ${id} is already on this page`),
  cannotMoveIntoItself: () =>
    new CommandError(
      'cannotMoveIntoItself',
      'A block cannot be moved into itself or into one of its own blocks',
    ),
  widthOutOfRange: (width: number) =>
    new CommandError(
      'widthOutOfRange',
      `A block is a whole number of columns from ${MIN_BLOCK_WIDTH} to ${GRID_COLUMNS} wide, not ${width}`,
    ),
  fixedBlock: () =>
    new CommandError(
      'fixedBlock',
      'The first block of this page is fixed: it stays at the top and cannot be moved',
    ),
  notAccepted: (parentType: string, childType: string) =>
    new CommandError('notAccepted', `A ${parentType} block does not accept a ${childType} block`),
  invalidProperty: (key: string, reason: string) =>
    new CommandError('invalidProperty', `The ${key} property is not valid: ${reason}`),
};
