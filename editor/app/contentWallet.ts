import { z } from 'zod';
import { blockSchema, type Block } from '../../src/model';
import { BLOCK_FLAGS, hasFlag } from '../../src/rules';

/**
 * The content wallet: blocks the seller saved to reuse (a styled banner, a row of
 * buttons), kept in this browser's localStorage under one key, like the clipboard, so
 * they can be inserted into any page of any store edited here.
 */
export const CONTENT_WALLET_KEY = 'omnis.editor.contentWallet';
/** The wallet keeps the newest entries up to this many. */
export const CONTENT_WALLET_LIMIT = 20;
export const CONTENT_WALLET_NAME_MAX_LENGTH = 80;

export const walletEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** ISO time it was saved. */
  savedAt: z.string(),
  blocks: z.array(blockSchema).min(1),
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;

/** The stored wallet, or an empty one when nothing (or nothing readable) is stored. */
export function parseWallet(text: string | null): WalletEntry[] {
  if (!text) return [];
  try {
    const parsed = z.array(walletEntrySchema).safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/**
 * The wallet with `blocks` saved under `name` first (newest first), trimmed to the
 * limit; an empty name falls back to `fallbackName`. Deleted blocks are not saved.
 */
export function addToWallet(
  wallet: readonly WalletEntry[],
  entry: {
    id: string;
    name: string;
    fallbackName: string;
    savedAt: string;
    blocks: readonly Block[];
  },
): WalletEntry[] {
  const blocks = entry.blocks.filter((block) => !hasFlag(block.flags, BLOCK_FLAGS.deleted));
  if (blocks.length === 0) return [...wallet];
  const name = (entry.name.trim() || entry.fallbackName).slice(0, CONTENT_WALLET_NAME_MAX_LENGTH);
  return [{ id: entry.id, name, savedAt: entry.savedAt, blocks }, ...wallet].slice(
    0,
    CONTENT_WALLET_LIMIT,
  );
}

export function removeFromWallet(wallet: readonly WalletEntry[], id: string): WalletEntry[] {
  return wallet.filter((entry) => entry.id !== id);
}

export function readWallet(storage: Pick<Storage, 'getItem'> = localStorage): WalletEntry[] {
  return parseWallet(storage.getItem(CONTENT_WALLET_KEY));
}

export function writeWallet(
  wallet: readonly WalletEntry[],
  storage: Pick<Storage, 'setItem'> = localStorage,
): void {
  storage.setItem(CONTENT_WALLET_KEY, JSON.stringify(wallet));
}
