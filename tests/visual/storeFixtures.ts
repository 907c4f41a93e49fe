/**
 * End-to-end setup shared by the visual and accessibility suites: the real product
 * (tests/e2e/harness), signed in as the demo seller, with every fixture of the library
 * created in the demo store through the pages API at `/qa/<name>/`.
 */
import { fixtureLibrary, type Fixture } from '../../fixtures/pages/library';
import { loadFixture, storeImages } from '../../scripts/qa/loadFixture';
import { DEMO_DIVISION, signInAsSeller, type SellerSession } from '../../scripts/qa/sellerApi';
import { startE2E, type E2E } from '../e2e/harness';

export interface StoredFixture {
  fixture: Fixture;
  pageId: number;
  /** Path of the page on the storefront. */
  url: string;
}

export interface FixtureStore {
  e2e: E2E;
  seller: SellerSession;
  stored: Map<string, StoredFixture>;
}

export async function startFixtureStore(fixtures: readonly Fixture[] = fixtureLibrary()): Promise<FixtureStore> {
  const e2e = await startE2E();
  try {
    const seller = await signInAsSeller(e2e.server.origin);
    const images = await storeImages(seller.api, DEMO_DIVISION);
    const stored = new Map<string, StoredFixture>();
    for (const fixture of fixtures) {
      const page = await loadFixture(seller.api, DEMO_DIVISION, fixture, images);
      stored.set(fixture.name, { fixture, pageId: page.id ?? 0, url: page.url ?? '/' });
    }
    return { e2e, seller, stored };
  } catch (error) {
    await e2e.close();
    throw error;
  }
}
