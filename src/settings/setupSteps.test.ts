import { describe, expect, it } from 'vitest';
import { nextSetupStep, setupSteps, type SetupFacts } from './setupSteps';
import { storeStatus } from './storeStatus';

const fresh: SetupFacts = {
  completed: [],
  hasHomepage: true,
  collections: 0,
  products: 0,
  themeSaved: false,
  customDomain: null,
  open: false,
};

const doneCodes = (facts: SetupFacts) =>
  setupSteps(facts)
    .filter((step) => step.done)
    .map((step) => step.code);

describe('setup steps', () => {
  it('starts at the homepage, then the collection, then the rest, in order', () => {
    expect(setupSteps(fresh).map((step) => step.code)).toStrictEqual([
      'homepage',
      'collection',
      'product',
      'theme',
      'domain',
      'launch',
    ]);
    expect(nextSetupStep(setupSteps(fresh))?.code).toBe('homepage');
  });

  it("marks the homepage done only once a page was saved (the spec's 'homepage' step)", () => {
    const saved = { ...fresh, completed: ['homepage'] };
    expect(doneCodes(saved)).toStrictEqual(['homepage']);
    expect(nextSetupStep(setupSteps(saved))?.code).toBe('collection');
    // A saved page but no page at / left: not done.
    expect(doneCodes({ ...saved, hasHomepage: false })).toStrictEqual([]);
  });

  it('derives every other step from the store data', () => {
    const facts: SetupFacts = {
      completed: ['homepage'],
      hasHomepage: true,
      collections: 1,
      products: 3,
      themeSaved: true,
      customDomain: 'shop.example.com',
      open: true,
    };
    expect(doneCodes(facts)).toHaveLength(6);
    expect(nextSetupStep(setupSteps(facts))).toBeNull();
    expect(doneCodes({ ...facts, customDomain: '' })).not.toContain('domain');
    // Out of order: a later step done does not skip an earlier one.
    expect(nextSetupStep(setupSteps({ ...facts, collections: 0 }))?.code).toBe('collection');
  });

  it('links each step to the screen where it is done', () => {
    expect(setupSteps(fresh).map((step) => step.href)).toStrictEqual([
      '/dashboard/pages/',
      '/dashboard/products/',
      '/dashboard/products/new/',
      '/dashboard/themes/',
      '/dashboard/settings/domain/',
      '/dashboard/settings/access/',
    ]);
  });
});

describe('store status', () => {
  const open = { active: true, passwordProtected: false, comingSoon: false };
  it('is live, password protected, coming soon or under review, in that priority', () => {
    expect(storeStatus(open)).toBe('live');
    expect(storeStatus({ ...open, comingSoon: true })).toBe('coming-soon');
    expect(storeStatus({ ...open, comingSoon: true, passwordProtected: true })).toBe(
      'password-protected',
    );
    expect(storeStatus({ ...open, active: false, passwordProtected: true })).toBe('under-review');
  });
});
