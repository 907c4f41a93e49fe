import { describe, expect, it } from 'vitest';
import { setProperty } from './setProperty';
import { aboutPage, unwrap } from './testing/testKit';

describe('setProperty', () => {
  it('sets one property and shares the rest of the page', () => {
    const page = aboutPage();
    const next = unwrap(setProperty(page, { id: 'quote-1', key: 'author', value: 'Ada, Bristol' }));
    expect(next.blocks[2]?.items[0]?.items[0]?.properties).toStrictEqual({
      template: 'v2',
      author: 'Ada, Bristol',
    });
    expect(next.blocks[2]?.items[1]).toBe(page.blocks[2]?.items[1]);
    expect(next.blocks[1]).toBe(page.blocks[1]);
  });

  it('removes a property set to undefined', () => {
    const page = unwrap(
      setProperty(aboutPage(), { id: 'hero', key: 'title', value: 'Wear it again' }),
    );
    const next = unwrap(setProperty(page, { id: 'hero', key: 'title', value: undefined }));
    expect(next.blocks[0]?.properties).toStrictEqual({ template: 'v2' });
  });

  it('keeps the page when the value is the same', () => {
    const page = aboutPage();
    expect(unwrap(setProperty(page, { id: 'hero', key: 'template', value: 'v2' }))).toBe(page);
    expect(unwrap(setProperty(page, { id: 'hero', key: 'title', value: undefined }))).toBe(page);
  });

  it('sets the special properties when they are valid', () => {
    const next = unwrap(
      setProperty(aboutPage(), { id: 'hero', key: 'conditions', value: ['logged-out'] }),
    );
    expect(next.blocks[0]?.properties.conditions).toStrictEqual(['logged-out']);
  });

  it('refuses a special property the model cannot read', () => {
    const result = setProperty(aboutPage(), { id: 'hero', key: 'published', value: 'yes' });
    expect(result.ok || result.error.code).toBe('invalidProperty');
    expect(result.ok || result.error.message).toMatch(/^The published property is not valid: /);
  });

  it('refuses a missing block', () => {
    const result = setProperty(aboutPage(), { id: 'ghost', key: 'text', value: 'Hi' });
    expect(result.ok || result.error.message).toBe('Block ghost was not found on this page');
  });
});
