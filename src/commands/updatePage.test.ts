import { describe, expect, it } from 'vitest';
import { updatePage } from './updatePage';
import { aboutPage, unwrap } from './testing/testKit';

describe('updatePage', () => {
  it('replaces the patched fields and merges the patched properties', () => {
    const page = aboutPage();
    const next = unwrap(
      updatePage(page, {
        patch: { url: '/team/', sitemap: false, properties: { title: { value: 'Our team' } } },
      }),
    );
    expect(next).toStrictEqual({
      ...page,
      url: '/team/',
      sitemap: false,
      properties: { ...page.properties, title: { value: 'Our team' } },
    });
    expect(next.blocks).toBe(page.blocks);
  });

  it('clears a field set to null', () => {
    const page = unwrap(updatePage(aboutPage(), { patch: { theme: 'dawn' } }));
    expect(unwrap(updatePage(page, { patch: { theme: null } })).theme).toBeNull();
  });

  it('keeps the page when the patch changes nothing', () => {
    const page = aboutPage();
    expect(
      unwrap(
        updatePage(page, {
          patch: { url: '/about/', published: true, properties: { ySpacing: { value: 24 } } },
        }),
      ),
    ).toBe(page);
  });

  it('reads only the settings fields of a recorded patch', () => {
    const page = aboutPage();
    const patch = { version: 99, blocks: [], layout: 'blank' } as never;
    expect(unwrap(updatePage(page, { patch }))).toStrictEqual({ ...page, layout: 'blank' });
  });
});
