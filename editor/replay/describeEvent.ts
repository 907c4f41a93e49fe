import type { RecordedEvent } from './session';

/** A short line saying what a recorded step did, for the visible replay. */
export function describeEvent(event: RecordedEvent, titleOf: (type: string) => string): string {
  switch (event.kind) {
    case 'undo':
      return 'Undo';
    case 'redo':
      return 'Redo';
    case 'merge':
      return 'Merged a newer copy saved by someone else';
    case 'updatePage':
      return `Page settings: ${Object.keys(event.patch)
        .flatMap((key) =>
          key === 'properties' ? Object.keys(event.patch.properties as object) : [key],
        )
        .join(', ')}`;
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
      }
    }
  }
}
