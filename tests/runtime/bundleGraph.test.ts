import { beforeAll, describe, expect, it } from 'vitest';
import { buildRuntimeBundle, RUNTIME_ENTRY, type RuntimeBundle } from './runtimeBundle';

/**
 * docs/architecture.md: a shopper never downloads seller or staff code. Everything the
 * storefront's browser entry can load (its chunks and every chunk they import, now or
 * lazily) is built and searched for modules of editor/, dashboard/ and atlas/; the design
 * studio (studio/) may be loaded lazily by the studio routes, never at start.
 */
let bundle: RuntimeBundle;
beforeAll(async () => {
  bundle = await buildRuntimeBundle();
}, 120_000);

const reachable = (bundle: RuntimeBundle) => {
  const byName = new Map(bundle.chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = byName.get(name);
    if (!chunk || seen.has(name)) return;
    seen.add(name);
    for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
  };
  for (const chunk of bundle.chunks) if (chunk.isEntry) visit(chunk.fileName);
  return [...seen].flatMap((name) => byName.get(name)?.moduleIds ?? []);
};

/** The modules the entry loads before anything is imported on demand. */
const staticGraph = (bundle: RuntimeBundle) => {
  const byName = new Map(bundle.chunks.map((chunk) => [chunk.fileName, chunk]));
  const modules = new Set<string>();
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = byName.get(name);
    if (!chunk || seen.has(name)) return;
    seen.add(name);
    for (const id of chunk.moduleIds) modules.add(id);
    for (const next of chunk.imports) visit(next);
  };
  for (const chunk of bundle.chunks) if (chunk.isEntry) visit(chunk.fileName);
  return modules;
};

describe('the storefront’s browser bundle graph', () => {
  it('holds the runtime entry, the screens and the block components', () => {
    const modules = reachable(bundle);
    expect(modules).toContain(RUNTIME_ENTRY);
    expect(modules).toContain('runtime/screens/ProductScreen.tsx');
    expect(modules).toContain('blocks/textBlock/TextBlock.tsx');
  });

  it('holds no module of the seller’s or the staff’s apps (editor, dashboard, atlas)', () => {
    expect(reachable(bundle).filter((id) => /(^|\/)(editor|dashboard|atlas)\//.test(id))).toEqual(
      [],
    );
  });

  it('loads each block type’s component in one chunk named after it, with no chunk in front of it', () => {
    const views = bundle.chunks.flatMap((chunk) =>
      chunk.moduleIds
        .filter((id) => /^blocks\/[^/]+\/view\.ts$/.test(id))
        .map((view) => ({ view, chunk })),
    );
    expect(views.length).toBeGreaterThan(40);
    const misplaced = views.filter(({ view, chunk }) => {
      // assets/Banner-<hash>.js holds blocks/banner/view.ts and blocks/banner/Banner.tsx.
      const name = /^assets\/([A-Za-z]\w*)-[^/]+\.js$/.exec(chunk.fileName)?.[1];
      const folder = view.replace(/view\.ts$/, '');
      return (
        !name || !chunk.moduleIds.some((id) => id !== view && id.startsWith(`${folder}${name}.`))
      );
    });
    expect(misplaced.map(({ view, chunk }) => `${view} in ${chunk.fileName}`)).toEqual([]);
  });

  it('starts without schemas or the studio: the entry’s static graph holds no zod, no block definition and no studio module', () => {
    const staticModules = staticGraph(bundle);
    const offending = [...staticModules].filter(
      (id) =>
        /node_modules\/zod\//.test(id) ||
        /^blocks\/[^/]+\/(index|properties)\.ts$/.test(id) ||
        id.startsWith('studio/'),
    );
    expect(offending).toEqual([]);
  });

  it('loads the sidebar and the header search on demand: neither is in the entry’s static graph', () => {
    const staticModules = staticGraph(bundle);
    const onDemand = ['runtime/shell/MenuDrawer.tsx', 'runtime/shell/HeaderSearch.tsx'];
    expect(onDemand.filter((id) => staticModules.has(id))).toEqual([]);
    expect(onDemand.filter((id) => !reachable(bundle).includes(id))).toEqual([]);
  });
});
