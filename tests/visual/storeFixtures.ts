/**
 * End-to-end setup shared by the visual and accessibility suites: the real product
 * (tests/e2e/harness), signed in as the demo seller, with every fixture of the library
 * created in the demo store through the pages API at `/qa/<name>/`.
 */
import { fixtureLibrary, type Fixture } from '../../fixtures/pages/library';
import { loadFixture, storeImages } from '../../scripts/qa/loadFixture';
import { DEMO_DIVISION, signInAsSeller, type SellerSession } from '../../scripts/qa/sellerApi';
import { startE2E, type E2E } from '../e2e/harness';
import type { StillTarget } from './capture';

export interface StoredFixture {
  fixture: Fixture;
  pageId: number;
  /** Path of the page on the storefront. */
  url: string;
  /** What shoppers see: the storefront page, or for a mail page its email HTML. */
  target: StillTarget;
}

export interface FixtureStore {
  e2e: E2E;
  seller: SellerSession;
  stored: Map<string, StoredFixture>;
}

/** A mail page as the email its readers get (GET .../pages/{id}/mail/, as the seller). */
async function mailHtml(origin: string, seller: SellerSession, pageId: number): Promise<string> {
  const cookie = seller
    .cookies()
    .map(({ name, value }) => `${name}=${value}`)
    .join('; ');
  const response = await fetch(
    `${origin}/omnis/v3/divisions/${DEMO_DIVISION}/pages/${pageId}/mail/`,
    { headers: { cookie, accept: 'application/json' } },
  );
  if (!response.ok)
    throw new Error(`The mail export of page ${pageId} answered ${response.status}`);
  return ((await response.json()) as { html: string }).html;
}

/**
 * The day the baselines show. Fixture pages carry date conditions (a sale banner before
 * 18 December 2026); the server renders at this time so the pictures do not change with
 * the calendar.
 */
export const FIXTURE_STORE_NOW = '2026-11-25T12:00:00Z';

export async function startFixtureStore(
  fixtures: readonly Fixture[] = fixtureLibrary(),
): Promise<FixtureStore> {
  const e2e = await startE2E({ TEST_NOW: FIXTURE_STORE_NOW });
  try {
    const seller = await signInAsSeller(e2e.server.origin);
    const images = await storeImages(seller.api, DEMO_DIVISION);
    const stored = new Map<string, StoredFixture>();
    for (const fixture of fixtures) {
      // Published: the suites look at the storefront as shoppers do (issue 14).
      const page = await loadFixture(seller.api, DEMO_DIVISION, fixture, images, seller.publishing);
      const pageId = page.id ?? 0;
      const url = page.url ?? '/';
      const target = page.properties.isMailPage.value
        ? { html: await mailHtml(e2e.server.origin, seller, pageId) }
        : { path: url };
      stored.set(fixture.name, { fixture, pageId, url, target });
    }
    return { e2e, seller, stored };
  } catch (error) {
    await e2e.close();
    throw error;
  }
}
