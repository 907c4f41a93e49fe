import { pageSchema, type BlockInput, type Page, type PageInput } from '../../model';

/**
 * Pages for command tests, sketched as trees: `sketch('row-1', 'row', [sketch('text-1',
 * 'textBlock')])`. Orders and parents follow the sketch, as a command leaves them, so an
 * expected page is written the same way as the starting one.
 */
export interface Sketch {
  id: string;
  type: string;
  items: Sketch[];
  extra: Partial<BlockInput>;
}

export const sketch = (
  id: string,
  type: string,
  items: Sketch[] = [],
  extra: Partial<BlockInput> = {},
): Sketch => ({
  id,
  type,
  items,
  extra,
});

function toInput(
  { id, type, items, extra }: Sketch,
  order: number,
  parent: string | null,
): BlockInput {
  return {
    id,
    uid: id,
    type,
    order,
    parent,
    properties: { template: 'v2' },
    ...extra,
    items: items.map((item, index) => toInput(item, index, id)),
  };
}

export function pageOf(blocks: Sketch[], page: Partial<PageInput> = {}): Page {
  return pageSchema.parse({
    id: 14,
    url: '/about/',
    ...page,
    blocks: blocks.map((block, index) => toInput(block, index, null)),
  });
}

/** Freezes a value and everything inside it, so a command that mutates its input throws. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The about page most command tests start from:
 *   hero (banner)
 *   row-1 (row): text-1, button-1
 *   row-2 (row): row-3 (row): quote-1; image-1
 *   spacer-1
 */
export const aboutPage = (): Page =>
  deepFreeze(
    pageOf([
      sketch('hero', 'banner'),
      sketch('row-1', 'row', [sketch('text-1', 'textBlock'), sketch('button-1', 'button')]),
      sketch('row-2', 'row', [
        sketch('row-3', 'row', [sketch('quote-1', 'quote')]),
        sketch('image-1', 'image'),
      ]),
      sketch('spacer-1', 'spacer'),
    ]),
  );

/** The value of a Result the test expects to be ok; throws the refusal otherwise. */
export function unwrap<T, E>(result: { ok: true; value: T } | { ok: false; error: E }): T {
  if (!result.ok) throw result.error;
  return result.value;
}
