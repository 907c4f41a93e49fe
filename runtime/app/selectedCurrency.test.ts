import { describe, expect, it } from 'vitest';
import { storeCoreDataSchema } from '../../src/model';
import { selectedCurrency } from './selectedCurrency';

const coreData = (currency: string) =>
  storeCoreDataSchema.parse({
    state: {
      currency,
      subdomain: { division: { id: 1, name: 'Demo', code: 'demo' }, sessionId: 's' },
    },
  });

describe('selectedCurrency', () => {
  it('is the entry of the core data’s currency code', () => {
    expect(selectedCurrency(coreData('EUR'))).toMatchObject({
      code: 'EUR',
      decimalPoint: ',',
      thousandsSeparator: '.',
    });
  });
  it('shows GBP prices for a code this build does not know', () => {
    expect(selectedCurrency(coreData('XXX')).code).toBe('GBP');
  });
});
