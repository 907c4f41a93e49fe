import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { pageSchema } from '../../src/model';
import { resolvePageTheme } from '../../themes';
import { exportMailPage } from './exportMailPage';

const fixture = pageSchema.parse(
  JSON.parse(
    readFileSync(new URL('../../fixtures/pages/mail-newsletter.json', import.meta.url), 'utf8'),
  ),
);
const division = { id: 1, name: 'Loop & Thread', theme: 'punch', pro: false };
const noData = async () => {
  throw new Error('no API in this test');
};

describe('exportMailPage', () => {
  it("renders with the store's theme when the page names none, links on the given origin", async () => {
    const mail = await exportMailPage({
      page: fixture,
      division,
      origin: 'https://shop.example',
      get: noData,
      now: Date.parse('2026-03-02T10:00:00Z'),
    });
    expect(mail.subject).toBe('Spring is here: meet the Coastline range');
    expect(mail.html).toContain(
      `background-color:${resolvePageTheme('punch').values['button.background']}`,
    );
    expect(mail.html).toContain('href="https://shop.example/mail/110/"');
    expect(mail.html).toContain('href="https://shop.example/collection/coastline/"');
  });

  it("prefers the page's own theme, and names the store when the page has no title", async () => {
    const page = {
      ...fixture,
      theme: 'nordic',
      properties: { ...fixture.properties, title: { value: '' } },
    };
    const mail = await exportMailPage({
      page,
      division,
      origin: 'https://shop.example',
      get: noData,
    });
    expect(mail.subject).toBe('Loop & Thread');
    expect(mail.html).toContain(`<title>Loop &amp; Thread</title>`);
    expect(mail.html).toContain(
      `background-color:${resolvePageTheme('nordic').values['page.background']}`,
    );
  });

  it("loads data blocks through get with the store's id", async () => {
    const list = { id: 'list', uid: 'list', type: 'productList', properties: { title: 'Picks' } };
    const get = vi.fn(async () => ({ products: [] }));
    await exportMailPage({
      page: pageSchema.parse({ blocks: [list], properties: { isMailPage: { value: true } } }),
      division,
      origin: 'https://shop.example',
      get,
    });
    expect(get).toHaveBeenCalledWith(
      expect.stringContaining('/division/1/products/'),
      expect.anything(),
    );
  });
});
