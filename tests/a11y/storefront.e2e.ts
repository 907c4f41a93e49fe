/**
 * Accessibility of the storefront (issue 9): axe-core's WCAG 2.2 A and AA rules on every
 * fixture page as a shopper sees it (the runtime, hydrated; a mail page as its email), at
 * desktop width; the homepage also at phone width, where the header collapses into the
 * menu drawer. Zero violations.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { fixtureLibrary } from '../../fixtures/pages/library';
import { openStill } from '../visual/capture';
import { startFixtureStore, type FixtureStore } from '../visual/storeFixtures';
import { expectAccessible } from './axe';

const library = fixtureLibrary();
const shots = [
  ...library.map((fixture) => ({ name: fixture.name, width: 1280 })),
  { name: 'homepage', width: 375 },
];

let store: FixtureStore;
beforeAll(async () => {
  store = await startFixtureStore(library);
});
afterAll(async () => {
  await store?.e2e.close();
});

describe('storefront accessibility (WCAG 2.2 AA)', () => {
  it.each(shots.map((shot) => [`${shot.name} at ${shot.width}px`, shot] as const))(
    '%s has no violations',
    async (_label, shot) => {
      const stored = store.stored.get(shot.name);
      if (!stored) throw new Error(`fixture ${shot.name} was not loaded into the store`);
      const page = await openStill(
        store.e2e.browser,
        store.e2e.server.origin,
        stored.target,
        shot.width,
      );
      try {
        await expectAccessible(page);
      } finally {
        await page.context().close();
      }
    },
  );
});

describe('collection page accessibility (WCAG 2.2 AA)', () => {
  it('has no violations once scrolling has loaded every product', async () => {
    const page = await openStill(
      store.e2e.browser,
      store.e2e.server.origin,
      { path: '/collection/designs/' },
      1280,
    );
    try {
      // Each time the grid's end shows, the next 12 of the 30 products load.
      for (const shown of [24, 30]) {
        await page.locator('[data-testid="collection-end"]').scrollIntoViewIfNeeded();
        await page.waitForFunction(
          (count) => document.querySelectorAll('.sf-product-tile').length >= count,
          shown,
        );
      }
      await expectAccessible(page);
    } finally {
      await page.context().close();
    }
  });
});
