/**
 * The storefront's view of a block type lives, by convention, in `blocks/<type>/view.ts`,
 * whose default export is the component the browser hydrates a prepared page with (the
 * definition's `view`, else its `component`). The component loaders find the files by this
 * name (components.ts) and the build reads the type from the path (scripts/vite/blockChunks.ts).
 * No import.meta here: the Vite config imports this file.
 */
export const BLOCK_VIEW_FILE = 'view.ts';

/** `../../blocks/pod/view.ts` (or `/app/blocks/pod/view.ts`) -> `pod`; any other path -> undefined. */
export function blockTypeOfView(path: string): string | undefined {
  const [folder, type, file] = path.split('/').slice(-3);
  return folder === 'blocks' && file === BLOCK_VIEW_FILE && type ? type : undefined;
}

/** Loaders by block type from the modules a glob found: `{ path: load }` -> `{ type: load }`. */
export function viewLoadersOf<T>(
  modules: Readonly<Record<string, () => Promise<T>>>,
): Readonly<Record<string, () => Promise<T>>> {
  return Object.fromEntries(
    Object.entries(modules).flatMap(([path, load]) => {
      const type = blockTypeOfView(path);
      return type ? [[type, load] as const] : [];
    }),
  );
}
