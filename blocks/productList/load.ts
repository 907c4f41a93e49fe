import { z } from 'zod';
import { fail, ok, productSummarySchema, type ProductSummary } from '../../src/model';
import {
  getAsyncPath,
  getValidated,
  listResponse,
  type BlockData,
  type BlockLoadArgs,
} from '../../src/registry';
import type { ProductListProperties } from './properties';
import { productListPath, productListQuery } from './query';

export interface ProductListContent {
  products: ProductSummary[];
  /** From the asyncData path, when one is set. */
  title?: string;
}

export type ProductListData = BlockData<ProductListContent>;

export const NO_STORE_REASON = 'The page belongs to no store, so there are no products to list';

const productsResponse = listResponse(productSummarySchema, 'products');
const listDataResponse = z.object({ title: z.string().optional() });

async function loadProducts({ properties, divisionId, get }: BlockLoadArgs<ProductListProperties>) {
  if (properties.asyncItems !== '')
    return getAsyncPath(properties.asyncItems, divisionId, get, productsResponse);
  if (divisionId === null) return fail(NO_STORE_REASON);
  return getValidated(
    get,
    productListPath(divisionId),
    { ...productListQuery(properties) },
    productsResponse,
  );
}

async function loadListData({
  properties,
  divisionId,
  get,
}: BlockLoadArgs<ProductListProperties>): Promise<BlockData<z.output<typeof listDataResponse>>> {
  if (properties.asyncData === '') return ok({});
  return getAsyncPath(properties.asyncData, divisionId, get, listDataResponse);
}

/** The products (at most `limit`, whatever the source answers) and the optional list data. */
export async function loadProductList(
  args: BlockLoadArgs<ProductListProperties>,
): Promise<ProductListData> {
  const [products, listData] = await Promise.all([loadProducts(args), loadListData(args)]);
  if (!products.ok) return products;
  if (!listData.ok) return listData;
  const content: ProductListContent = { products: products.value.slice(0, args.properties.limit) };
  if (listData.value.title !== undefined) content.title = listData.value.title;
  return ok(content);
}
