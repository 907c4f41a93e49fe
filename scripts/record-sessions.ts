/**
 * Writes fixtures/sessions/*.json: editing sessions recorded by driving the editor's own
 * editing path (the page document, the doc binding, the undo manager) with the session
 * recorder attached, the way the editor screen records a seller. Each script below is
 * what a seller did, step by step, with the pauses between steps (they decide undo
 * grouping). Run it after a deliberate change to what editing means: `node --import tsx
 * scripts/record-sessions.ts`; `tests/replay.test.ts` then replays every file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { registry } from '../blocks';
import { applyCommandToDoc, applyPageToDoc, createPageDoc } from '../editor/doc/pageDoc';
import { LOCAL_ORIGIN } from '../src/pageDoc/origins';
import { createSnapshotStore } from '../src/pageDoc/snapshot';
import { createUndoManager } from '../editor/doc/undo';
import { acceptsFrom } from '../editor/replay/accepts';
import { createRecorder } from '../editor/replay/recorder';
import type { PageCommand } from '../src/commands';
import { findBlock } from '../src/commands';
import {
  pageSchema,
  sequentialIds,
  setIdGenerator,
  type Block,
  type BlockInput,
  type Page,
} from '../src/model';

const fixture = (name: string): Page =>
  pageSchema.parse(
    JSON.parse(readFileSync(new URL(`../fixtures/pages/${name}.json`, import.meta.url), 'utf8')),
  );
const blank = (title: string, mail = false): Page =>
  pageSchema.parse({
    id: 900,
    url: `/${title.toLowerCase().replace(/\W+/g, '-')}/`,
    divisionId: 1,
    version: 1,
    properties: { title: { value: title }, isMailPage: { value: mail } },
  });

interface Seller {
  page(): Page;
  at(ms: number): Seller;
  make(type: string, init?: Partial<BlockInput>): Block;
  run(command: PageCommand): Seller;
  insert(type: string, parentId: string | null, index: number, init?: Partial<BlockInput>): Block;
  set(id: string, key: string, value: unknown): Seller;
  type(id: string, key: string, text: string, gapMs: number): Seller;
  settings(patch: Record<string, unknown>): Seller;
  undo(): Seller;
  redo(): Seller;
  merge(theirs: Page): Seller;
}

function record(name: string, description: string, start: Page, script: (seller: Seller) => void) {
  const restoreIds = setIdGenerator(sequentialIds(name));
  let clock = 0;
  const doc = createPageDoc(start);
  const store = createSnapshotStore(doc);
  const undoManager = createUndoManager(doc);
  const recorder = createRecorder(store.get(), () => clock);
  const accepts = acceptsFrom(registry);
  let base = start;
  // The real undo manager groups by wall-clock time; these scripts run in no time, so a
  // scripted pause of at least the capture timeout ends the current undo step, as it did
  // for the seller.
  let lastChange = -Infinity;
  const beforeChange = () => {
    if (clock - lastChange >= 500) undoManager.stopCapturing();
    lastChange = clock;
  };
  const seller: Seller = {
    page: () => store.get(),
    at(ms) {
      clock += ms;
      return seller;
    },
    make: (type, init) => registry.make(type, init),
    run(command) {
      beforeChange();
      const result = applyCommandToDoc(doc, store, command, { accepts });
      if (!result.ok) throw new Error(`${name}: ${command.type} refused: ${result.error.message}`);
      recorder.command(command);
      return seller;
    },
    insert(type, parentId, index, init) {
      const block = registry.make(type, init);
      seller.run({ type: 'insertBlock', block, parentId, index });
      return block;
    },
    set: (id, key, value) => seller.run({ type: 'setProperty', id, key, value }),
    type(id, key, text, gapMs) {
      for (let i = 1; i <= text.length; i += 1) seller.at(gapMs).set(id, key, text.slice(0, i));
      return seller;
    },
    settings(patch) {
      beforeChange();
      const before = store.get();
      const after = {
        ...before,
        ...patch,
        properties: { ...before.properties, ...(patch.properties as object) },
      } as Page;
      applyPageToDoc(doc, before, after, LOCAL_ORIGIN);
      recorder.updatePage(patch);
      return seller;
    },
    undo() {
      undoManager.undo();
      recorder.undo();
      return seller;
    },
    redo() {
      undoManager.redo();
      recorder.redo();
      return seller;
    },
    merge(theirs) {
      applyPageToDoc(doc, base, { ...theirs, version: store.get().version }, Symbol('merge'));
      base = theirs;
      recorder.merge(theirs);
      return seller;
    },
  };
  script(seller);
  recorder.stop();
  restoreIds();
  const session = recorder.finish(store.get(), name, description);
  session.idPrefix = name;
  writeFileSync(
    new URL(`../fixtures/sessions/${name}.json`, import.meta.url),
    `${JSON.stringify(session, null, 2)}\n`,
  );
  console.log(`${name}: ${session.steps.length} steps`);
}

const topIds = (page: Page) => page.blocks.map((block) => block.id);

record(
  'build-homepage-from-blank',
  'A seller builds a homepage on an empty page: banner, intro text, a row of three cards, a button.',
  blank('Home'),
  (s) => {
    const banner = s.insert('banner', null, 0);
    s.at(1800).type(banner.id, 'title', 'Wear the change', 120);
    const text = s.at(2500).insert('textBlock', null, 1);
    s.at(900).set(text.id, 'html', '<p>Organic cotton tees, printed when you order.</p>');
    const row = s.at(3000).insert('row', null, 2);
    for (const [i, title] of ['Made to order', 'Send it back', 'Plastic-free'].entries()) {
      const pod = s.at(1500).insert('pod', row.id, i, { size: { x: 4 } });
      s.at(700).type(pod.id, 'title', title, 90);
    }
    const button = s.at(2200).insert('button', null, 3);
    s.at(600)
      .set(button.id, 'text', 'Shop new in')
      .at(400)
      .set(button.id, 'href', '/collection/new-in/');
  },
);

record(
  'reorder-homepage',
  'Blocks of the homepage moved up and down, one move at a time.',
  fixture('homepage'),
  (s) => {
    const ids = topIds(s.page());
    s.at(1200).run({ type: 'moveBlock', id: ids[0]!, parentId: null, index: 2 });
    s.at(1500).run({ type: 'moveBlock', id: ids[ids.length - 1]!, parentId: null, index: 0 });
    s.at(900).run({ type: 'moveBlock', id: ids[1]!, parentId: null, index: ids.length - 1 });
  },
);

record(
  'nest-into-rows',
  'Blocks nested into rows and moved across containers on the nested-rows page.',
  fixture('nested-rows'),
  (s) => {
    const page = s.page();
    const rows = page.blocks.filter((block) => block.type === 'row');
    const firstText = page.blocks.find((block) => block.type === 'textBlock')!;
    s.at(1000).run({ type: 'nestBlock', id: firstText.id, parentId: rows[0]!.id });
    const inner = findBlock(s.page().blocks, rows[1]!.items[0]!.id)!;
    s.at(1400).run({ type: 'moveBlock', id: inner.id, parentId: rows[0]!.id, index: 0 });
    const fresh = s.at(1100).insert('spacer', rows[1]!.id, 0);
    s.at(800).run({ type: 'resizeBlock', id: fresh.id, width: 6 });
  },
);

record(
  'undo-chain',
  'Edits, then undo back through them and redo some: typing without pauses is one step.',
  fixture('about'),
  (s) => {
    const [first, second] = topIds(s.page());
    s.at(1000).run({ type: 'resizeBlock', id: first!, width: 8 });
    s.at(1000).run({ type: 'duplicateBlock', id: second! });
    const text = s.at(1000).insert('textBlock', null, 0);
    s.at(800).type(text.id, 'html', '<p>Hello</p>', 80);
    s.at(1500).undo().at(700).undo().at(700).undo().at(900).redo();
  },
);

record(
  'typing-with-pauses',
  'Typing with pauses: each pause of half a second or more starts a new undo step.',
  fixture('about'),
  (s) => {
    const text = s.insert('textBlock', null, 0);
    s.at(1000)
      .type(text.id, 'html', 'Autumn', 100)
      .at(800)
      .type(text.id, 'html', 'Autumn drop', 100);
    s.at(1200).undo().at(600).undo();
  },
);

record(
  'mail-page',
  'A seller composes a newsletter mail page from mail blocks.',
  blank('Autumn newsletter', true),
  (s) => {
    const feature = s.insert('feature', null, 0);
    s.at(1500).set(feature.id, 'title', 'The autumn drop is here');
    const text = s.at(1800).insert('textBlock', null, 1);
    s.at(900).set(text.id, 'html', '<p>Twelve new designs, printed on organic cotton.</p>');
    const button = s.at(1600).insert('button', null, 2);
    s.at(700)
      .set(button.id, 'text', 'See the collection')
      .at(500)
      .set(button.id, 'href', '/collection/autumn/');
    s.at(1300).insert('placeholder', null, 3);
  },
);

record(
  'conflict-merge',
  'A seller keeps editing after someone else renamed the page; their rename is merged in.',
  fixture('about'),
  (s) => {
    const [first] = topIds(s.page());
    s.at(1000).run({ type: 'resizeBlock', id: first!, width: 6 });
    const theirs = { ...fixture('about'), version: fixture('about').version + 1 };
    theirs.properties = { ...theirs.properties, title: { value: 'About Loop & Thread' } };
    s.at(4000).merge(theirs);
    s.at(1200).settings({ properties: { description: { value: 'Who we are and how we print' } } });
  },
);

record(
  'duplicate-and-delete',
  'Duplicate a block twice, delete one copy, undo the delete.',
  fixture('homepage'),
  (s) => {
    const [first] = topIds(s.page());
    s.at(1000).run({ type: 'duplicateBlock', id: first! });
    s.at(1000).run({ type: 'duplicateBlock', id: first! });
    const copy = s.page().blocks[1]!;
    s.at(1500).run({ type: 'deleteBlock', id: copy.id }).at(1200).undo();
  },
);

record(
  'paste-between-pages',
  'Blocks copied on the about page and pasted into the homepage.',
  fixture('homepage'),
  (s) => {
    const about = fixture('about');
    s.at(2000).run({
      type: 'pasteBlocks',
      blocks: about.blocks.slice(0, 2),
      parentId: null,
      index: 1,
    });
  },
);

record(
  'page-settings',
  'Page settings: title, url, description, who can see it, theme.',
  fixture('about'),
  (s) => {
    s.at(900).settings({ properties: { title: { value: 'Our story' } } });
    s.at(1100).settings({ url: '/our-story/' });
    s.at(1300).settings({ properties: { loginState: { value: 'logged-in' } } });
    s.at(1000).settings({ theme: 'nordic' });
  },
);

record(
  'resize-in-a-row',
  'Blocks in a row resized to 3, 4 and 6 columns, then one back to full width.',
  fixture('nested-rows'),
  (s) => {
    const row = s.page().blocks.find((block) => block.type === 'row')!;
    const cells = row.items;
    const widths = [3, 4, 6];
    cells.forEach((cell, i) =>
      s.at(900).run({ type: 'resizeBlock', id: cell.id, width: widths[i % 3]! }),
    );
    s.at(1500).run({ type: 'resizeBlock', id: cells[0]!.id, width: 12 });
  },
);
