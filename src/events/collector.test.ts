import { describe, expect, it } from 'vitest';
import { collectorBody, collectorMetadata } from './collector';

const base = {
  environment: 'production',
  location: 'https://demo.example.com/shop/',
  userAgent: 'Mozilla/5.0',
};

describe('collector metadata', () => {
  it("carries the spec's fields: environment, location, user agent, currency, division id and name", () => {
    const metadata = collectorMetadata({
      ...base,
      page: { currency: 'EUR', division: { id: 7, name: 'Demo Store' } },
    });
    expect(collectorBody('chunk-load-failed', { message: 'x' }, metadata)).toStrictEqual({
      event: 'chunk-load-failed',
      payload: { message: 'x' },
      metadata: {
        environment: 'production',
        location: 'https://demo.example.com/shop/',
        userAgent: 'Mozilla/5.0',
        currency: 'EUR',
        division: { id: 7, name: 'Demo Store' },
      },
    });
  });

  it('still reports before the core data is known, with the store unknown', () => {
    expect(collectorMetadata({ ...base, page: null })).toMatchObject({
      currency: '',
      division: { id: null, name: '' },
    });
  });
});
