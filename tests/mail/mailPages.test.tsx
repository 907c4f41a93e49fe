import { describe, expect, it } from 'vitest';
import { registry } from '../../blocks';
import { pageSchema, type Block, type PageInput } from '../../src/model';
import { resolvePageTheme } from '../../themes';
import { htmlProblems } from './htmlValidator';
import { fixturePage, renderPageAsMail } from './renderFixture';

/**
 * The definition of done of mail pages (issue 8): every mail-compatible block renders to
 * email-safe HTML inside a mail page, and the fixture newsletter is valid HTML whose
 * markup and text are a contract (a change to either shows up here).
 */

/** What a mail client must never receive, and what every mail must carry. */
function mailSafetyProblems(html: string): string[] {
  const problems: string[] = [];
  const forbidden: Array<[RegExp, string]> = [
    [/<script/i, 'a script'],
    [/<form|<input|<button|<select|<textarea/i, 'a form or form control'],
    [/<link[^>]+rel=["']?stylesheet/i, 'an external stylesheet'],
    [/<style/i, 'a <style> block'],
    [/\sclass=/i, 'a class (only inline styles reach every client)'],
    [/\son[a-z]+=/i, 'an event handler'],
    [/<iframe|<object|<embed|<video|<audio/i, 'embedded media'],
  ];
  for (const [pattern, what] of forbidden) if (pattern.test(html)) problems.push(`has ${what}`);
  for (const img of html.match(/<img\b[^>]*>/gi) ?? []) {
    if (!/\salt="/.test(img)) problems.push(`image without alt: ${img}`);
    if (!/\ssrc="https:\/\//.test(img))
      problems.push(`image without an absolute https src: ${img}`);
  }
  for (const [, href] of html.matchAll(/\shref="([^"]*)"/gi)) {
    if (!/^(https?:\/\/|mailto:|tel:)/.test(href ?? ''))
      problems.push(`relative or empty link: ${href}`);
  }
  return problems;
}

const EVERY_BLOCK = fixturePage('every-block.json');
const everyBlock = (blocks: readonly Block[]): Block[] =>
  blocks.flatMap((block) => [block, ...everyBlock(block.items)]);
const mailTypes = registry.compatibleWith('mail');

/** A mail page holding the given blocks at the top level. */
const mailPage = (blocks: Block[]): PageInput => ({
  id: 7,
  blocks: blocks.map((block, order) => ({ ...block, parent: null, order })),
  properties: { isMailPage: { value: true }, title: { value: 'Test mail' } },
});

describe('every mail-compatible block in a mail page', () => {
  it('covers the types the palette offers for mail, feature and placeholder included', () => {
    const names = mailTypes.map((type) => type.name);
    expect(names).toEqual(
      expect.arrayContaining(['feature', 'placeholder', 'textBlock', 'button', 'image', 'row']),
    );
    expect(mailTypes.every((type) => type.mail !== undefined)).toBe(true);
  });

  it.each(mailTypes.map((type) => [type.name, type] as const))(
    '%s renders email-safe HTML with its defaults and as in every-block.json',
    async (name, type) => {
      const examples = everyBlock(EVERY_BLOCK.blocks).filter((block) => block.type === name);
      const blocks = [registry.make(name), ...examples];
      const { html, text } = await renderPageAsMail(mailPage(blocks));
      expect(mailSafetyProblems(html)).toStrictEqual([]);
      // The heading outline is the seller's composition (a lone card starts at h3); the
      // fixture newsletter below is checked with it.
      expect(await htmlProblems(html, { ignore: ['heading-level'] })).toStrictEqual([]);
      // A block that has something to show in mail shows up in it.
      if (name !== 'placeholder') expect(html).toContain(`data-block-type="${name}"`);
      expect(text.length).toBeGreaterThan(0);
      expect(type.compatibility.has('mail')).toBe(true);
    },
  );

  it("gives images in a seller's rich text an alt and an absolute address", async () => {
    const text = registry.make('textBlock', {
      properties: { html: '<p>Look<img src="/uploads/fox.png"></p>' },
    });
    const { html } = await renderPageAsMail(mailPage([text]));
    expect(html).toContain('<img alt="" src="https://loopandthread.example/uploads/fox.png">');
    expect(mailSafetyProblems(html)).toStrictEqual([]);
  });

  it('leaves page-only blocks out of a mail page', async () => {
    const { html } = await renderPageAsMail(
      mailPage([registry.make('youtube'), registry.make('button')]),
    );
    expect(html).not.toContain('data-block-type="youtube"');
    expect(html).toContain('data-block-type="button"');
  });

  it("paints blocks with the page theme's values", async () => {
    const punch = resolvePageTheme('punch').values;
    const base = resolvePageTheme(null).values;
    expect(punch['button.background']).not.toBe(base['button.background']);
    const page = { ...mailPage([registry.make('button')]), theme: 'punch' };
    const { html } = await renderPageAsMail(page);
    expect(html).toContain(`background-color:${punch['button.background']}`);
    expect(html).toContain(`background-color:${punch['page.background']}`);
  });
});

describe('the fixture mail page (fixtures/pages/mail-newsletter.json)', () => {
  const page = fixturePage('mail-newsletter.json');

  it('is a mail page built from mail-compatible blocks, feature and placeholder among them', () => {
    expect(page.properties.isMailPage.value).toBe(true);
    expect(page.layout).toBe('mail');
    const types = everyBlock(page.blocks).map((block) => block.type);
    expect(types).toEqual(
      expect.arrayContaining(['feature', 'placeholder', 'row', 'pod', 'textBlock']),
    );
    expect(types.filter((type) => !registry.get(type).compatibility.has('mail'))).toStrictEqual([]);
  });

  it('renders to HTML the validator accepts, email-safe', async () => {
    const { html } = await renderPageAsMail(page);
    expect(await htmlProblems(html)).toStrictEqual([]);
    expect(mailSafetyProblems(html)).toStrictEqual([]);
  });

  it('lays the two picks side by side and keeps the preheader and web version link', async () => {
    const { html, preheader } = await renderPageAsMail(page);
    expect(preheader).toBe(page.properties.description.value);
    expect(html).toContain('https://loopandthread.example/mail/110/');
    expect(html).toMatch(
      /<td data-block-type="pod"[^>]*style="width:50%[^"]*"[\s\S]*?<td data-block-type="pod"[^>]*style="width:50%/,
    );
  });

  it('gives the email HTML and text of the contract files', async () => {
    const { html, text } = await renderPageAsMail(pageSchema.parse(page));
    await expect(html).toMatchFileSnapshot('./contract/mail-newsletter.html');
    await expect(text).toMatchFileSnapshot('./contract/mail-newsletter.txt');
  });
});
