/**
 * SKU rules (spec, merchandise entities): a product is blank if its sku contains BLANK;
 * custom products have sku prefixes GBro, STUSUB, FPD, API or CP. A studio design ordered
 * by a shopper is a custom product under the CP prefix.
 */
export const CUSTOM_SKU_PREFIXES = ['GBro', 'STUSUB', 'FPD', 'API', 'CP'] as const;
export const STUDIO_SKU_PREFIX = 'CP';

export const isBlankSku = (sku: string): boolean => sku.includes('BLANK');

export const isCustomSku = (sku: string): boolean =>
  CUSTOM_SKU_PREFIXES.some((prefix) => sku.startsWith(prefix));

/** The custom SKU of a studio design on a product kind: `CP-HOODIE-<design id>`. */
export function studioSku(kind: string, designId: string): string {
  return `${STUDIO_SKU_PREFIX}-${kind.toUpperCase()}-${designId}`;
}
