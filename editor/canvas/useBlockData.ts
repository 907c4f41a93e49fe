import { useEffect, useRef, useState } from 'react';
import type { Block, Page } from '../../src/model';
import { readProperties, type BlockRegistry } from '../../src/registry';
import { browserGet } from '../../runtime/data/http';
import { canvasItems } from './Canvas';

/**
 * Data for the canvas' data-driven blocks (product lists, feeds...), loaded through each
 * type's own `load` with the seller's session, exactly as the storefront loads it. A block
 * loads again when its properties change (a new limit, another collection); others keep
 * what they have.
 */
export function useBlockData(
  page: Page,
  registry: BlockRegistry,
  divisionId: number,
): Record<string, unknown> {
  const [data, setData] = useState<Record<string, unknown>>({});
  const loadedFor = useRef(new Map<string, object>());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    const visit = (blocks: readonly Block[]) => {
      for (const block of canvasItems(blocks)) {
        const type = registry.find(block.type);
        if (type?.load && loadedFor.current.get(block.id) !== block.properties) {
          loadedFor.current.set(block.id, block.properties);
          const load = type.load;
          void load({
            block,
            properties: readProperties(type, block),
            divisionId,
            get: async (path, query) => {
              const response = await browserGet(path, query);
              if (response.status < 200 || response.status >= 300)
                throw new Error(`GET ${path} answered ${response.status}`);
              return response.body;
            },
          }).then(
            (value) => {
              // Only the latest request for a block may land (properties may change again meanwhile).
              if (mounted.current && loadedFor.current.get(block.id) === block.properties) {
                setData((previous) => ({ ...previous, [block.id]: value }));
              }
            },
            () => undefined,
          );
        }
        visit(block.items);
      }
    };
    visit(page.blocks);
  }, [page, registry, divisionId]);

  return data;
}
