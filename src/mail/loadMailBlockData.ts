import type { Block } from '../model';
import { readProperties, type BlockLoadArgs, type BlockRegistry } from '../registry';

/**
 * Runs `load` of every mail-compatible data block a mail shows (product lists, feeds,
 * catalogues), in parallel, so the mail carries the same products the web page would.
 * A load that fails leaves its block without data: the block's mail renderer shows its
 * empty state and the mail still renders.
 */
export async function loadMailBlockData(args: {
  blocks: readonly Block[];
  registry: BlockRegistry;
  visibleItems: (blocks: readonly Block[]) => Block[];
  divisionId: number | null;
  /** GET a path under /omnis/v3, resolving to the parsed body (rejecting on failure). */
  get: BlockLoadArgs<unknown>['get'];
}): Promise<Record<string, unknown>> {
  const jobs: Array<Promise<[string, unknown] | null>> = [];
  const visit = (blocks: readonly Block[]) => {
    for (const block of args.visibleItems(blocks)) {
      const type = args.registry.find(block.type);
      const load = type?.compatibility.has('mail') ? type.load : undefined;
      if (type && load) {
        jobs.push(
          load({
            block,
            properties: readProperties(type, block),
            divisionId: args.divisionId,
            get: args.get,
          }).then(
            (data): [string, unknown] => [block.id, data],
            () => null,
          ),
        );
      }
      visit(block.items);
    }
  };
  visit(args.blocks);
  const results = await Promise.all(jobs);
  return Object.fromEntries(results.filter((entry): entry is [string, unknown] => entry !== null));
}
