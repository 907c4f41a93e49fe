import { describe, expect, it } from 'vitest';
import { storeStateSchema, type StoreState } from '../../src/model';
import { chooseBanner, showsPasswordBanner } from './bannerChoice';

const state = (
  overrides: Record<string, unknown> = {},
  subdomain: Record<string, unknown> = {},
): StoreState =>
  storeStateSchema.parse({
    subdomain: { division: { id: 1, name: 'Demo', code: 'demo' }, sessionId: 's', ...subdomain },
    ...overrides,
  });
const christmas = {
  christmasContent: { show: true, text: 'Order by these dates for Christmas delivery' },
  christmasCutoffDates: [{ service: 'Standard', date: '2026-12-18' }],
};

describe('chooseBanner', () => {
  it('shows the sitewide banner first when it is enabled', () => {
    const choice = chooseBanner(
      state(christmas, { sitewideBanner: { enabled: true, text: 'Free UK delivery' } }),
      'standard',
    );
    expect(choice?.kind).toBe('sitewide');
  });
  it('else shows the Christmas banner, #9E1919 with white text by default', () => {
    const choice = chooseBanner(
      state(christmas, { plugins: { 'christmas-banner': {} } }),
      'standard',
    );
    expect(choice).toMatchObject({
      kind: 'christmas',
      backgroundColor: '#9E1919',
      textColor: '#FFFFFF',
    });
  });
  it('hides the Christmas banner in the studio layout, when disabled, without dates or when content is hidden', () => {
    expect(chooseBanner(state(christmas), 'studio')).toBeNull();
    expect(
      chooseBanner(
        state(christmas, { plugins: { 'christmas-banner': { disabled: true } } }),
        'standard',
      ),
    ).toBeNull();
    expect(chooseBanner(state({ ...christmas, christmasCutoffDates: [] }), 'standard')).toBeNull();
    expect(
      chooseBanner(state({ ...christmas, christmasContent: { show: false } }), 'standard'),
    ).toBeNull();
  });
});

describe('showsPasswordBanner', () => {
  it('shows only on the live (native) storefront of a protected store', () => {
    expect(showsPasswordBanner('native', true)).toBe(true);
    expect(showsPasswordBanner('preview', true)).toBe(false);
    expect(showsPasswordBanner('native', false)).toBe(false);
  });
});
