import type { RecordedEvent } from './session';

const MERGED = 'Merged a newer copy saved by someone else';

const blocksCount = (count: number): string => `${count} block${count === 1 ? '' : 's'}`;

const pageSettings = (patch: object): string =>
  `Page settings: ${Object.entries(patch)
    .flatMap(([key, value]) => (key === 'properties' ? Object.keys(value as object) : [key]))
    .join(', ')}`;

/** A short line saying what a recorded step did, for the visible replay. */
export function describeEvent(event: RecordedEvent, titleOf: (type: string) => string): string {
  switch (event.kind) {
    case 'undo':
      return 'Undo';
    case 'redo':
      return 'Redo';
    case 'merge':
      return MERGED;
    case 'updatePage':
      return pageSettings(event.patch);
    case 'command': {
      const command = event.command;
      switch (command.type) {
        case 'insertBlock':
          return `Added ${titleOf(command.block.type)}`;
        case 'moveBlock':
          return `Moved a block to position ${command.index + 1}${command.parentId ? ' in a container' : ''}`;
        case 'nestBlock':
          return 'Moved a block into a container';
        case 'resizeBlock':
          return `Resized a block to ${command.width} columns`;
        case 'setProperty':
          return `Set ${command.key}`;
        case 'duplicateBlock':
          return 'Duplicated a block';
        case 'deleteBlock':
          return 'Deleted a block';
        case 'pasteBlocks':
          return `Pasted ${command.blocks.length} block${command.blocks.length === 1 ? '' : 's'}`;
        case 'deleteBlocks':
          return `Deleted ${blocksCount(command.ids.length)}`;
        case 'setBlocksProperty':
          return `Set ${command.key} on ${blocksCount(command.ids.length)}`;
        case 'resizeBlocks':
          return `Resized ${blocksCount(command.ids.length)} to ${command.width} columns`;
        case 'updatePage':
          return pageSettings(command.patch);
        case 'mergePage':
          return MERGED;
      }
    }
  }
}
