import { useEffect } from 'react';
import type { SplitTest } from '../../src/model';
import { splitTestStartLog } from '../../src/splitTests/startLog';

/**
 * Internal users (staff, or signed in as staff) get a console line for each split test
 * this visit started, naming the variation shown (spec), so staff checking a store can
 * tell which variation they are looking at. Shoppers' consoles stay quiet. Browser only:
 * runs once hydrated.
 */
export function useSplitTestStartLog(args: {
  hydrated: boolean;
  internal: boolean;
  splitTests: readonly SplitTest[];
}): void {
  const { hydrated, internal, splitTests } = args;
  useEffect(() => {
    if (!hydrated || !internal) return;
    for (const test of splitTests) {
      const line = splitTestStartLog(test);
      if (line) console.info(line);
    }
  }, [hydrated, internal, splitTests]);
}
