import { ok, type Page, type Result } from '../model';
import { deleteBlock, type DeleteBlockArgs } from './deleteBlock';
import { deleteBlocks, type DeleteBlocksArgs } from './deleteBlocks';
import { duplicateBlock, type DuplicateBlockArgs } from './duplicateBlock';
import type { CommandError } from './errors';
import { insertBlock, type InsertBlockArgs } from './insertBlock';
import { mergePage, type MergePageArgs } from './mergePage';
import { moveBlock, type MoveBlockArgs } from './moveBlock';
import { nestBlock, type NestBlockArgs } from './nestBlock';
import type { CommandOptions } from './options';
import { pasteBlocks, type PasteBlocksArgs } from './pasteBlocks';
import { resizeBlock, type ResizeBlockArgs } from './resizeBlock';
import { resizeBlocks, type ResizeBlocksArgs } from './resizeBlocks';
import { setBlocksProperty, type SetBlocksPropertyArgs } from './setBlocksProperty';
import { setProperty, type SetPropertyArgs } from './setProperty';
import { updatePage, type UpdatePageArgs } from './updatePage';

/** A command as data: what history, recorded sessions and replay tests store. */
export type PageCommand =
  | ({ type: 'insertBlock' } & InsertBlockArgs)
  | ({ type: 'moveBlock' } & MoveBlockArgs)
  | ({ type: 'nestBlock' } & NestBlockArgs)
  | ({ type: 'resizeBlock' } & ResizeBlockArgs)
  | ({ type: 'setProperty' } & SetPropertyArgs)
  | ({ type: 'duplicateBlock' } & DuplicateBlockArgs)
  | ({ type: 'deleteBlock' } & DeleteBlockArgs)
  | ({ type: 'pasteBlocks' } & PasteBlocksArgs)
  | ({ type: 'deleteBlocks' } & DeleteBlocksArgs)
  | ({ type: 'setBlocksProperty' } & SetBlocksPropertyArgs)
  | ({ type: 'resizeBlocks' } & ResizeBlocksArgs)
  | ({ type: 'updatePage' } & UpdatePageArgs)
  | ({ type: 'mergePage' } & MergePageArgs);

export function applyCommand(
  page: Page,
  command: PageCommand,
  options: CommandOptions = {},
): Result<Page, CommandError> {
  switch (command.type) {
    case 'insertBlock':
      return insertBlock(page, command, options);
    case 'moveBlock':
      return moveBlock(page, command, options);
    case 'nestBlock':
      return nestBlock(page, command, options);
    case 'resizeBlock':
      return resizeBlock(page, command);
    case 'setProperty':
      return setProperty(page, command);
    case 'duplicateBlock':
      return duplicateBlock(page, command);
    case 'deleteBlock':
      return deleteBlock(page, command);
    case 'pasteBlocks':
      return pasteBlocks(page, command, options);
    case 'deleteBlocks':
      return deleteBlocks(page, command);
    case 'setBlocksProperty':
      return setBlocksProperty(page, command);
    case 'resizeBlocks':
      return resizeBlocks(page, command);
    case 'updatePage':
      return updatePage(page, command);
    case 'mergePage':
      return mergePage(page, command);
  }
}

/** Applies commands in sequence; the first refusal stops the run and is returned. */
export function applyCommands(
  page: Page,
  commands: readonly PageCommand[],
  options: CommandOptions = {},
): Result<Page, CommandError> {
  let current = page;
  for (const command of commands) {
    const result = applyCommand(current, command, options);
    if (!result.ok) return result;
    current = result.value;
  }
  return ok(current);
}
