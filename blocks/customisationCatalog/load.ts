import { fail, productSummarySchema, type ProductSummary } from '../../src/model';
import {
  getAsyncPath,
  getValidated,
  listResponse,
  type BlockData,
  type BlockLoadArgs,
} from '../../src/registry';
import { catalogPath, catalogQuery } from './catalog';
import type { CustomisationCatalogProperties } from './properties';

export type CustomisationCatalogData = BlockData<ProductSummary[]>;

export const CATALOG_NO_STORE_REASON =
  'The page belongs to no store, so there are no products to customise';

const productsResponse = listResponse(productSummarySchema, 'products');

export async function loadCustomisationCatalog({
  properties,
  divisionId,
  get,
}: BlockLoadArgs<CustomisationCatalogProperties>): Promise<CustomisationCatalogData> {
  let result: CustomisationCatalogData;
  if (properties.asyncItems !== '')
    result = await getAsyncPath(properties.asyncItems, divisionId, get, productsResponse);
  else if (divisionId === null) return fail(CATALOG_NO_STORE_REASON);
  else
    result = await getValidated(
      get,
      catalogPath(divisionId),
      catalogQuery(properties.limit, properties.collection),
      productsResponse,
    );
  return result.ok ? { ok: true, value: result.value.slice(0, properties.limit) } : result;
}
