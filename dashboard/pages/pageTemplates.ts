import about from '../../fixtures/pages/about.json';
import homepage from '../../fixtures/pages/homepage.json';
import nestedRows from '../../fixtures/pages/nested-rows.json';
import unpublishedAndConditional from '../../fixtures/pages/unpublished-and-conditional.json';
import v1OldStyle from '../../fixtures/pages/v1-old-style.json';
import { pageSchema, type Page } from '../../src/model';

export interface PageTemplate {
  /** The fixture's file name, stable across renames of its title. */
  id: string;
  title: string;
  page: Page;
}

const template = (id: string, json: unknown): PageTemplate => {
  const page = pageSchema.parse(json);
  return { id, title: page.properties.title.value, page };
};

/**
 * Pages a seller can start from: the foundation fixture pages (fixtures/pages), each a
 * small, real page of a clothing store. Listed by name rather than globbed, so the large
 * pages benchmarks add to fixtures/ never end up in the editor's bundle or this menu.
 */
export const PAGE_TEMPLATES: readonly PageTemplate[] = [
  template('homepage', homepage),
  template('about', about),
  template('nested-rows', nestedRows),
  template('unpublished-and-conditional', unpublishedAndConditional),
  template('v1-old-style', v1OldStyle),
];
