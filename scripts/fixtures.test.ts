import { describe, expect, it } from 'vitest';
import { fixtureUrls, formatFixtureList, parseFixturesArgs } from './fixtures';

describe('parseFixturesArgs', () => {
  it('reads list and open NAME', () => {
    expect(parseFixturesArgs(['list'])).toStrictEqual({ command: 'list' });
    expect(parseFixturesArgs(['open', 'themes/neonCity'])).toStrictEqual({
      command: 'open',
      name: 'themes/neonCity',
    });
  });

  it('answers usage, with the reason, for anything else', () => {
    expect(parseFixturesArgs([])).toStrictEqual({ command: 'usage' });
    expect(parseFixturesArgs(['open'])).toStrictEqual({
      command: 'usage',
      error: 'open takes one fixture name (see npm run fixtures -- list)',
    });
    expect(parseFixturesArgs(['open', 'a', 'b'])).toStrictEqual({
      command: 'usage',
      error: 'open takes one fixture name (see npm run fixtures -- list)',
    });
    expect(parseFixturesArgs(['show', 'x'])).toStrictEqual({
      command: 'usage',
      error: 'Unknown command: show x',
    });
  });
});

describe('formatFixtureList', () => {
  it('aligns name, kind, the url open uses, and the description', () => {
    expect(
      formatFixtureList([
        { name: 'homepage', kind: 'page', description: 'Home' },
        { name: 'themes/salt', kind: 'theme', description: 'The homepage in the salt theme' },
      ]),
    ).toBe(
      [
        'homepage     page    /qa/homepage/     Home',
        'themes/salt  theme   /qa/themes/salt/  The homepage in the salt theme',
      ].join('\n'),
    );
  });
});

describe('fixtureUrls', () => {
  it('gives the page on the storefront and in the editor', () => {
    expect(
      fixtureUrls('http://localhost:3000', { id: 12, url: '/qa/homepage/', mail: false }),
    ).toStrictEqual([
      ['runtime', 'http://localhost:3000/qa/homepage/'],
      ['editor', 'http://localhost:3000/dashboard/pages/12/edit/'],
    ]);
  });

  it('gives a mail page its email preview instead: the storefront does not serve mail pages', () => {
    expect(
      fixtureUrls('http://localhost:3000', { id: 7, url: '/qa/mail-newsletter/', mail: true }),
    ).toStrictEqual([
      ['mail preview', 'http://localhost:3000/dashboard/pages/7/mail/'],
      ['editor', 'http://localhost:3000/dashboard/pages/7/edit/'],
    ]);
  });
});
