import { isDeepStrictEqual } from 'node:util';
import type * as Y from 'yjs';
import { blockIds, findBlock, type PageCommand } from '../../../src/commands';
import {
  blockSchema,
  pageSchema,
  sequentialIds,
  setIdGenerator,
  newId,
  type Block,
  type Page,
} from '../../../src/model';
import { applyCommandToDoc, createPageDoc } from '../pageDoc';
import { LOCAL_ORIGIN } from '../../../src/pageDoc/origins';
import { blocksOf, richTextOf } from '../../../src/pageDoc/schema';
import { seededRandom, type Random } from './seededRandom';
import { createSimulatedNetwork } from './simulatedNetwork';
import { createSnapshotStore, type SnapshotStore } from '../../../src/pageDoc/snapshot';

/**
 * The convergence harness (issue 7, "Proof"): N simulated peers edit one page through the
 * binding with random commands and rich-text edits while the network delivers updates in
 * random order, with random disconnects and reconnects. At the end every peer must hold
 * the same valid page with every block exactly once. Node-only (tests and benchmarks).
 */

export interface ConvergenceOptions {
  seed: number;
  peers?: number;
  /** Random steps before the final sync; each step edits on one peer. */
  steps?: number;
}

export interface ConvergenceResult {
  seed: number;
  /** Each peer's final snapshot. */
  pages: Page[];
  /** Each peer's final rich text per text block id. */
  richTexts: Record<string, string>[];
  /** Each peer's block map keys. */
  docBlockIds: string[][];
  /** Every block id any peer created during the run. */
  createdIds: string[];
  /** Whether a peer still holds updates it could not integrate. */
  pending: boolean[];
  /** Commands applied (not refused), as a sanity measure of how much happened. */
  applied: number;
}

const BLOCK_TYPES = ['row', 'textBlock', 'button', 'spacer', 'image'] as const;
const PROPERTY_KEYS = ['title', 'text', 'height'] as const;
const accepts = (parentType: string): boolean => parentType === 'row';

const block = (id: string, type: string, items: Block[] = []): Block =>
  blockSchema.parse({ id, uid: id, type, properties: { template: 'v2' }, items });

/** The page every run starts from: a little of everything, including nesting. */
export function startingPage(): Page {
  const blocks = [
    block('hero-row', 'row', [block('intro', 'textBlock'), block('cta', 'button')]),
    block('story', 'textBlock'),
    block('gap', 'spacer'),
    block('gallery', 'row', [block('photo', 'image')]),
  ];
  const numbered = (items: Block[], parent: string | null): Block[] =>
    items.map((item, order) => ({ ...item, order, parent, items: numbered(item.items, item.id) }));
  return pageSchema.parse({ id: 1, url: '/', blocks: numbered(blocks, null) });
}

function randomCommand(page: Page, random: Random): PageCommand | undefined {
  const ids = blockIds(page.blocks);
  if (ids.length === 0) return undefined;
  const rows = ids.filter((id) => findBlock(page.blocks, id)?.type === 'row');
  const anyId = () => random.pick(ids);
  const container = () => (rows.length > 0 && random.chance(0.6) ? random.pick(rows) : null);
  switch (random.int(7)) {
    case 0:
      return {
        type: 'insertBlock',
        block: block(newId(), random.pick(BLOCK_TYPES)),
        parentId: container(),
        index: random.int(6),
      };
    case 1:
      return { type: 'moveBlock', id: anyId(), parentId: container(), index: random.int(6) };
    case 2:
      return rows.length > 0
        ? { type: 'nestBlock', id: anyId(), parentId: random.pick(rows) }
        : undefined;
    case 3:
      return { type: 'resizeBlock', id: anyId(), width: 3 + random.int(10) };
    case 4:
      return {
        type: 'setProperty',
        id: anyId(),
        key: random.pick(PROPERTY_KEYS),
        value: random.chance(0.2) ? undefined : `v${random.int(1000)}`,
      };
    case 5:
      return { type: 'duplicateBlock', id: anyId() };
    default:
      return { type: 'deleteBlock', id: anyId() };
  }
}

/** Types or deletes a little text in a random text block, as Lexical would. */
function editRandomText(doc: Y.Doc, page: Page, random: Random): void {
  const texts = blockIds(page.blocks).filter(
    (id) => findBlock(page.blocks, id)?.type === 'textBlock',
  );
  if (texts.length === 0) return;
  const text = richTextOf(doc, random.pick(texts));
  doc.transact(() => {
    const at = random.int(text.length + 1);
    if (text.length > 0 && random.chance(0.3)) text.delete(at === text.length ? at - 1 : at, 1);
    else text.insert(at, random.pick(['a', 'b', 'c', ' ', 'xyz']));
  }, LOCAL_ORIGIN);
}

export function runConvergence({
  seed,
  peers = 5,
  steps = 60,
}: ConvergenceOptions): ConvergenceResult {
  const restoreIds = setIdGenerator(sequentialIds(`s${seed}`));
  const random = seededRandom(seed);
  const network = createSimulatedNetwork(peers, random);
  try {
    createPageDoc(startingPage(), network.peers[0]!.doc);
    network.settle();
    const stores: SnapshotStore[] = network.peers.map((peer) => createSnapshotStore(peer.doc));
    const created = new Set<string>();
    let applied = 0;

    for (let step = 0; step < steps; step += 1) {
      if (random.chance(0.04)) {
        const peer = random.pick(network.peers);
        if (peer.online) network.disconnect(peer);
        else network.connect(peer);
      } else if (random.chance(0.02)) {
        while (network.deliverRandomMessage());
      } else if (random.chance(0.5)) {
        network.deliverRandomMessage();
      }
      const peer = random.pick(network.peers);
      const store = stores[peer.index]!;
      const before = store.get();
      if (random.chance(0.15)) {
        editRandomText(peer.doc, before, random);
        continue;
      }
      const command = randomCommand(before, random);
      if (!command) continue;
      const result = applyCommandToDoc(peer.doc, store, command, { accepts });
      if (!result.ok) continue;
      applied += 1;
      const known = new Set(blockIds(before.blocks));
      for (const id of blockIds(result.value.blocks)) if (!known.has(id)) created.add(id);
    }

    network.settle();
    const pages = stores.map((store) => store.get());
    return {
      seed,
      pages,
      richTexts: network.peers.map((peer, i) => richTextsOf(peer.doc, pages[i]!)),
      docBlockIds: network.peers.map((peer) => [...blocksOf(peer.doc).keys()].sort()),
      createdIds: [...created],
      pending: network.peers.map(
        ({ doc }) => doc.store.pendingStructs !== null || doc.store.pendingDs !== null,
      ),
      applied,
    };
  } finally {
    network.peers.forEach((peer) => peer.doc.destroy());
    restoreIds();
  }
}

function richTextsOf(doc: Y.Doc, page: Page): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const id of blockIds(page.blocks)) {
    if (findBlock(page.blocks, id)?.type === 'textBlock')
      texts[id] = richTextOf(doc, id).toString();
  }
  return texts;
}

/** What went wrong in a run, in words; empty when every peer converged on a valid page. */
export function convergenceProblems(result: ConvergenceResult): string[] {
  const problems: string[] = [];
  const [first, ...others] = result.pages;
  if (!first) return ['no peers'];
  others.forEach((page, i) => {
    if (!isDeepStrictEqual(page, first))
      problems.push(`peer ${i + 1} has another page than peer 0`);
    if (!isDeepStrictEqual(result.richTexts[i + 1], result.richTexts[0]))
      problems.push(`peer ${i + 1} has other rich text than peer 0`);
  });
  const parsed = pageSchema.safeParse(first);
  if (!parsed.success) problems.push(`the page does not parse: ${parsed.error.issues[0]?.message}`);
  else if (!isDeepStrictEqual(parsed.data, first)) problems.push('the page changes when parsed');
  const ids = blockIds(first.blocks);
  if (new Set(ids).size !== ids.length) problems.push('a block id appears twice in the tree');
  result.docBlockIds.forEach((docIds, i) => {
    if (!isDeepStrictEqual([...ids].sort(), docIds))
      problems.push(`peer ${i}'s tree and block map hold different ids`);
  });
  const lost = result.createdIds.filter((id) => !ids.includes(id));
  if (lost.length > 0) problems.push(`created blocks were lost: ${lost.join(', ')}`);
  result.pending.forEach((pending, i) => {
    if (pending) problems.push(`peer ${i} still holds updates it could not apply`);
  });
  return problems;
}
