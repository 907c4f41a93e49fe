/**
 * How a product's price splits (a seller's view): the shopper pays `price`, VAT
 * included; the platform charges the blank product (`baseCost`) and its printing
 * (`printCost`); what is left after VAT is the seller's profit. Money is worked in
 * pence so the parts always add up to the price exactly.
 */
export interface PriceFigures {
  /** Retail price in GBP, VAT included. */
  price: number;
  baseCost: number;
  printCost: number;
  /** VAT rate in percent (20 for the UK standard rate). */
  vatRate: number;
}

export type PricePart = 'baseCost' | 'printCost' | 'vat' | 'profit';

export interface PriceBreakdown {
  /** Amounts in GBP; `profit` is negative when the costs exceed the price. */
  amounts: Record<PricePart | 'price', number>;
  /** Each part's share of the price in percent, one decimal; a loss has no share. */
  shares: Record<PricePart, number>;
  isLoss: boolean;
}

const toPence = (pounds: number) => Math.round(pounds * 100);
const toPounds = (pence: number) => pence / 100;

export function breakdownPrice(figures: PriceFigures): PriceBreakdown {
  const price = toPence(figures.price);
  const baseCost = toPence(figures.baseCost);
  const printCost = toPence(figures.printCost);
  // The price includes VAT: VAT = price × rate / (100 + rate).
  const vat = Math.round((price * figures.vatRate) / (100 + figures.vatRate));
  const profit = price - vat - baseCost - printCost;
  const share = (pence: number) =>
    price <= 0 || pence <= 0 ? 0 : Math.round((pence / price) * 1000) / 10;
  return {
    amounts: {
      price: toPounds(price),
      baseCost: toPounds(baseCost),
      printCost: toPounds(printCost),
      vat: toPounds(vat),
      profit: toPounds(profit),
    },
    shares: {
      baseCost: share(baseCost),
      printCost: share(printCost),
      vat: share(vat),
      profit: share(profit),
    },
    isLoss: profit < 0,
  };
}
