import { vatPercentOf } from './totals';

/**
 * The figures of one of a seller's products as the priceBreakdown block explains them:
 * the price the shopper pays (the sale price when set), VAT included; the blank product's
 * cost; the printing cost (included in the base cost for catalogue products, so 0); and
 * the VAT rate the checkout charges on it.
 */
export interface SellerPriceFigures {
  price: number;
  baseCost: number;
  printCost: number;
  vatRate: number;
}

export function sellerPriceFigures(product: {
  price: number;
  salePrice: number | null;
  baseCost: number;
  /** The product's VAT multiplier: 0 zero-rated, anything else the standard rate. */
  vatRate: number;
}): SellerPriceFigures {
  return {
    price: product.salePrice ?? product.price,
    baseCost: product.baseCost,
    printCost: 0,
    vatRate: vatPercentOf(product.vatRate),
  };
}
