import { describe, expect, it } from 'vitest';
import {
  addElement,
  bundlePrintCount,
  designDocumentSchema,
  designProblem,
  isBlankSku,
  isCustomSku,
  studioSku,
  DESIGN_MESSAGES,
  designPrice,
  duplicateElement,
  effectiveDpi,
  findBaseProduct,
  lowResolutionWarning,
  mmToPixels,
  moveLayer,
  nudge,
  printCount,
  push,
  redo,
  removeElement,
  scaleElement,
  sidesOf,
  snapToCentre,
  startHistory,
  STUDIO_ALIASES,
  studioPrice,
  undo,
  type StudioElement,
} from './index';

const text = (id: string, area: StudioElement['area'] = 'front'): StudioElement => ({
  id,
  kind: 'text',
  area,
  x: 100,
  y: 100,
  width: 100,
  height: 20,
  rotation: 0,
  locked: false,
  text: 'Hello',
  font: 'Lato',
  fontSize: 20,
  fill: '#ffffff',
  align: 'center',
  curve: 0,
});

describe('print count (0, 1 or 2 by front and back, summed over bundle items)', () => {
  it('counts front and back only', () => {
    expect(printCount({ front: false, back: false })).toBe(0);
    expect(printCount({ front: true, back: false })).toBe(1);
    expect(printCount({ front: false, back: true })).toBe(1);
    expect(printCount({ front: true, back: true })).toBe(2);
  });
  it('sums over bundle items', () => {
    expect(
      bundlePrintCount([
        { front: true, back: true },
        { front: true, back: false },
        { front: false, back: false },
      ]),
    ).toBe(3);
    expect(bundlePrintCount([])).toBe(0);
  });
  it('reads sides from elements; sleeves do not count', () => {
    expect(printCount(sidesOf([text('a', 'left'), text('b', 'right')]))).toBe(0);
    expect(printCount(sidesOf([text('a'), text('b'), text('c', 'back')]))).toBe(2);
  });
});

describe('price', () => {
  it('adds the print price per counted print and follows the design', () => {
    expect(studioPrice(45, 0)).toBe(45);
    expect(studioPrice(45, 2)).toBe(55);
    const document = { product: 'hoodie', colour: 'Navy', size: 'M', elements: [] };
    expect(designPrice(document)).toEqual({ price: 45, printCount: 0 });
    expect(designPrice({ ...document, elements: [text('a')] })).toEqual({
      price: 50,
      printCount: 1,
    });
    expect(designPrice({ ...document, product: 'unknown' })).toBeNull();
  });
});

describe('resolution', () => {
  it('converts millimetres to 300 DPI pixels', () => {
    expect(mmToPixels(25.4)).toBe(300);
    expect(mmToPixels(280)).toBe(3307);
  });
  it('warns below 150 DPI only', () => {
    expect(effectiveDpi(300, 25.4)).toBe(300);
    expect(lowResolutionWarning(150, 150, 25.4, 25.4)).toBeNull();
    expect(lowResolutionWarning(149, 300, 25.4, 25.4)).toBe(
      'This image is 149 DPI at this size; below 150 DPI it may print blurry. Make it smaller or upload a larger image.',
    );
  });
});

describe('editing', () => {
  it('adds, nudges, scales, duplicates, orders and removes', () => {
    let list = addElement([], text('a'));
    list = addElement(list, text('b'));
    list = nudge(list, 'a', 1, -1);
    expect(list[0]).toMatchObject({ x: 101, y: 99 });
    list = scaleElement(list, 'a', 2);
    expect(list[0]).toMatchObject({ width: 200, height: 40, fontSize: 40 });
    list = duplicateElement(list, 'a', 'c');
    expect(list.map((e) => e.id)).toEqual(['a', 'c', 'b']);
    expect(moveLayer(list, 'a', 'front').map((e) => e.id)).toEqual(['c', 'b', 'a']);
    expect(moveLayer(list, 'b', 'back').map((e) => e.id)).toEqual(['b', 'a', 'c']);
    expect(moveLayer(list, 'a', 'forward').map((e) => e.id)).toEqual(['c', 'a', 'b']);
    expect(removeElement(list, 'c').map((e) => e.id)).toEqual(['a', 'b']);
  });
  it('leaves locked elements in place', () => {
    const list = [{ ...text('a'), locked: true }];
    expect(nudge(list, 'a', 5, 5)[0]).toMatchObject({ x: 100, y: 100 });
    expect(removeElement(list, 'a')).toHaveLength(1);
  });
  it('snaps to the centre line within 4 mm', () => {
    expect(snapToCentre(147, 300)).toBe(150);
    expect(snapToCentre(145, 300)).toBe(145);
  });
});

describe('history', () => {
  it('undoes and redoes, and a new edit drops the redo stack', () => {
    let h = push(push(startHistory(1), 2), 3);
    h = undo(h);
    expect(h.present).toBe(2);
    h = redo(h);
    expect(h.present).toBe(3);
    h = push(undo(h), 9);
    expect(redo(h).present).toBe(9);
    expect(undo(undo(undo(h))).present).toBe(1);
  });
});

describe('design schema and routes', () => {
  it('refuses images other than PNG, JPEG or SVG data URLs', () => {
    const image = {
      ...text('a'),
      kind: 'image',
      src: 'data:image/gif;base64,AAAA',
      pixelWidth: 1,
      pixelHeight: 1,
    };
    const parsed = designDocumentSchema.safeParse({
      product: 'hoodie',
      colour: 'Navy',
      size: 'M',
      elements: [image],
    });
    expect(parsed.success).toBe(false);
  });
  it('has the studio, design-your-own and category aliases on known products', () => {
    expect(STUDIO_ALIASES['/studio']).toBe('t-shirt');
    expect(STUDIO_ALIASES['/design-your-own-t-shirt']).toBe('t-shirt');
    expect(STUDIO_ALIASES['/design-your-own-womens-hoodie']).toBe('hoodie');
    for (const kind of Object.values(STUDIO_ALIASES)) expect(findBaseProduct(kind)).toBeDefined();
  });
});

describe('designProblem', () => {
  const base = { product: 'hoodie', colour: 'Navy', size: 'M', elements: [text('a')] };
  it('accepts a design that fits its product', () => {
    expect(designProblem(base, ['Lato'])).toBeNull();
  });
  it('names the first problem', () => {
    expect(designProblem({ ...base, product: 'mug' }, ['Lato'])).toBe(DESIGN_MESSAGES.product);
    expect(designProblem({ ...base, colour: 'Pink' }, ['Lato'])).toBe(DESIGN_MESSAGES.colour);
    expect(designProblem({ ...base, size: 'XS' }, ['Lato'])).toBe(DESIGN_MESSAGES.size);
    expect(designProblem({ ...base, elements: [text('a', 'print')] }, ['Lato'])).toBe(
      DESIGN_MESSAGES.area,
    );
    expect(designProblem(base, ['Roboto'])).toBe(DESIGN_MESSAGES.font);
  });
});

describe('SKU rules', () => {
  it('knows blank and custom SKUs by the spec’s rules, and studio designs are custom', () => {
    expect(isBlankSku('TEE-BLANK-M')).toBe(true);
    expect(isBlankSku('TEE-M')).toBe(false);
    for (const sku of ['GBro1', 'STUSUB-2', 'FPD3', 'API-4', 'CP-5'])
      expect(isCustomSku(sku)).toBe(true);
    expect(isCustomSku('DEMO-HOODIE-FOX')).toBe(false);
    expect(isCustomSku('gbro1')).toBe(false);
    expect(studioSku('hoodie', 'abc')).toBe('CP-HOODIE-abc');
    expect(isCustomSku(studioSku('hoodie', 'abc'))).toBe(true);
  });
});
