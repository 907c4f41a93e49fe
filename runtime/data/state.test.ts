import { describe, expect, it } from 'vitest';
import { storeCoreDataSchema } from '../../src/model';
import { serializeState, type StorefrontState } from './state';

const coreData = storeCoreDataSchema.parse({
  state: { subdomain: { division: { id: 1, name: 'Demo', code: 'demo' }, sessionId: 's' } },
});

describe('serializeState', () => {
  it('never lets seller text close the script element', () => {
    const hostile = storeCoreDataSchema.parse({
      ...coreData,
      state: { ...coreData.state, subdomain: { ...coreData.state.subdomain, sitewideBanner: { enabled: true, text: '</script><script>alert(1)</script>\u2028' } } },
    });
    const state: StorefrontState = {
      coreData: hostile,
      session: null,
      origin: 'http://demo.localhost:3000',
      platformOrigin: null,
      assets: { scripts: ['/assets/runtime.js'], styles: [], preload: [] },
      head: {
        themeColor: '#3f7d58',
        fontStylesheets: ['/fonts/lato/400.css'],
        fonts: [{ family: 'Lato', weights: [400, 700], display: 'swap' }],
      },
      renderedAt: 0,
      currency: { code: 'GBP', symbol: '£', symbolAlign: 'left', name: 'Pound sterling', conversionRate: 1 },
    };
    const json = serializeState(state);
    expect(json).not.toContain('</script');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toStrictEqual(state);
  });
});
