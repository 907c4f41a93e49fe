import { z } from 'zod';
import { blockSchema, type Block } from '../../src/model';

/**
 * Copy and paste of blocks, also between pages and tabs of the same store: the copied
 * blocks (with everything inside them) are kept in localStorage under one key, and
 * written to the system clipboard as JSON where the browser allows it.
 */
export const CLIPBOARD_KEY = 'omnis.editor.clipboard';
const clipboardSchema = z.object({ kind: z.literal('omnis-blocks'), blocks: z.array(blockSchema) });

export function serializeClipboard(blocks: readonly Block[]): string {
  return JSON.stringify({ kind: 'omnis-blocks', blocks });
}

/** Blocks from clipboard text, or null when the text is not copied blocks. */
export function parseClipboard(text: string | null): Block[] | null {
  if (!text) return null;
  try {
    const parsed = clipboardSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.blocks : null;
  } catch {
    return null;
  }
}

export function writeClipboard(
  blocks: readonly Block[],
  storage: Pick<Storage, 'setItem'> = localStorage,
): void {
  const text = serializeClipboard(blocks);
  storage.setItem(CLIPBOARD_KEY, text);
  void globalThis.navigator?.clipboard?.writeText(text).catch(() => undefined);
}

export function readClipboard(storage: Pick<Storage, 'getItem'> = localStorage): Block[] | null {
  return parseClipboard(storage.getItem(CLIPBOARD_KEY));
}
