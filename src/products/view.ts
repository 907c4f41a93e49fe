import type { ApprovalStatus } from './approval';
import type { Margin } from './pricing';
import type { ProductImage } from './productInput';

/** A product as the seller's editor shows it. */
export interface SellerProduct {
  id: number;
  uuid: string;
  baseSku: string;
  name: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
  urlName: string;
  images: ProductImage[];
  options: Array<{ colourName: string; colourHex: string; sizes: string[] }>;
  price: number;
  salePrice: number | null;
  baseCost: number;
  margin: Margin;
  collections: number[];
  tags: string[];
  enabled: boolean;
  enableAddToCart: boolean;
  crossSellProducts: number[];
  approvalStatus: ApprovalStatus;
  denialReason: string | null;
  version: number;
  createdAt: string;
  updatedAt: string | null;
}

/** One row of the seller's product table. */
export interface SellerProductRow {
  id: number;
  name: string;
  urlName: string;
  baseSku: string | null;
  price: number;
  salePrice: number | null;
  enabled: boolean;
  approvalStatus: ApprovalStatus;
  denialReason: string | null;
  updatedAt: string | null;
  version: number;
}

export interface SellerProductPage {
  products: SellerProductRow[];
  total: number;
  page: number;
  perPage: number;
}

export interface SellerCollection {
  id: number;
  name: string;
  urlName: string;
  banner: string | null;
  mode: 'manual' | 'rule';
  rule: 'tag' | 'newest' | 'bestseller' | null;
  ruleTag: string;
  productIds: number[];
  active: boolean;
  version: number;
}
