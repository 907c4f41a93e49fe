import { rankByQuery } from '../../src/format';
import type { AnyBlockType, BlockType } from '../../src/registry';
import { isPseudoItem } from '../../src/rules';

type Category = BlockType['category'];

/** Category headings, in the palette's order when nothing is searched. */
export const CATEGORY_LABELS: Record<Category, string> = {
  layout: 'Layout',
  content: 'Content',
  media: 'Media',
  commerce: 'Commerce',
  marketing: 'Marketing',
  dashboard: 'Dashboard',
  mail: 'Mail',
};

export interface PaletteGroup {
  category: Category;
  label: string;
  types: AnyBlockType[];
}

/**
 * The palette's block types in category groups. With no query: every addable type, the
 * categories in their fixed order. With a query: the types ranked by `rankByQuery` over
 * title, name and description (whole words count double), the group holding the best
 * match first, each group keeping its types in rank order. Pseudo-types (`_name_`) are
 * never offered.
 */
export function paletteGroups(types: readonly AnyBlockType[], query: string): PaletteGroup[] {
  const addable = types.filter((type) => !isPseudoItem({ type: type.name }));
  const ranked = rankByQuery(addable, query, (type) => [type.title, type.name, type.description]);
  const byCategory = new Map<Category, AnyBlockType[]>();
  const order = query.trim() === '' ? (Object.keys(CATEGORY_LABELS) as Category[]) : [];
  for (const category of order) byCategory.set(category, []);
  for (const type of ranked) {
    const list = byCategory.get(type.category);
    if (list) list.push(type);
    else byCategory.set(type.category, [type]);
  }
  return [...byCategory]
    .filter(([, list]) => list.length > 0)
    .map(([category, list]) => ({ category, label: CATEGORY_LABELS[category], types: list }));
}
