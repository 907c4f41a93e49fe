import { DEFAULT_CURRENCY_ENTRY, findCurrency, type CurrencyEntry } from '../../src/currency';
import type { StoreCoreData } from '../../src/model';

/**
 * The selected currency's entry (the core data names its code); a code this build does
 * not know shows GBP prices. Worked out on the server and embedded in the page, so the
 * browser never needs the table of currencies to start.
 */
export const selectedCurrency = (coreData: StoreCoreData): CurrencyEntry =>
  findCurrency(coreData.state.currency) ?? DEFAULT_CURRENCY_ENTRY;
