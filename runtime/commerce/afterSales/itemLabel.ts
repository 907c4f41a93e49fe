import type { AfterSalesItem } from '../../../src/commerce/afterSalesView';

/** An item as one line: its name and chosen options, e.g. "Fox Tee (Black, M)". */
export const itemLabel = (item: Pick<AfterSalesItem, 'name' | 'options'>): string => {
  const options = Object.values(item.options).filter(Boolean);
  return options.length ? `${item.name} (${options.join(', ')})` : item.name;
};
