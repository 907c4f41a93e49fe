import { pageSchema, type BlockInput, type Page } from '../../src/model';

/**
 * The editor benchmark's pages (issue 6, Performance): 100 blocks, 230 blocks of rows
 * nested in rows, 500 and 2,000 blocks, counted with nested blocks. Each is a long store
 * page made of small repeating sections of the block types a seller uses most: text,
 * button, spacer, image, quote, banner and rows. Derived, never random: the same page on
 * every run, so two runs (and ours against Puck) measure the same content.
 */
export const BENCH_FIXTURES = {
  'flat-100': { count: 100, nested: false },
  'nested-230': { count: 230, nested: true },
  'flat-500': { count: 500, nested: false },
  'flat-2000': { count: 2000, nested: false },
} as const;
export type BenchFixtureName = keyof typeof BENCH_FIXTURES;

/** A picture that never leaves the machine; the run swaps in the demo store's own. */
export const OFFLINE_IMAGE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 4 3'%3E%3Crect width='4' height='3' fill='%23c9d1d9'/%3E%3C/svg%3E";

interface Builder {
  /** The next id in document order: `bench-<name>-1`, `-2`... */
  id: () => string;
  image: () => string;
}

type Section = { size: number; make: (b: Builder, n: number) => BlockInput };

const block = (
  id: string,
  type: string,
  width: number,
  properties: Record<string, unknown>,
  items: BlockInput[] = [],
): BlockInput => ({
  id,
  uid: id,
  type,
  size: { x: width, y: 1 },
  properties: { template: 'v2', ...properties },
  items: items.map((item, order) => ({ ...item, order, parent: id })),
});

const text = (b: Builder, width: number, html: string) =>
  block(b.id(), 'textBlock', width, { html });
const button = (b: Builder, width: number, label: string) =>
  block(b.id(), 'button', width, { text: label, href: '/collection/new-in/' });
const image = (b: Builder, width: number, n: number) =>
  block(b.id(), 'image', width, { src: b.image(), alt: `Look ${n}: a tee on a rail` });
const quote = (b: Builder, width: number, n: number) =>
  block(b.id(), 'quote', width, {
    quote: `Review ${n}: the softest tee I own.`,
    author: 'A happy customer',
  });
const spacer = (b: Builder, width: number) => block(b.id(), 'spacer', width, { height: 24 });
const banner = (b: Builder, n: number) =>
  block(b.id(), 'banner', 12, {
    title: `Collection ${n}`,
    copy: 'Fresh designs, printed when you order them.',
    image: b.image(),
    actions: [
      {
        text: 'Shop now',
        href: '/collection/new-in/',
        action: '',
        target: '',
        icon: '',
        primary: true,
      },
    ],
  });
/** A row: its id is taken before its children's, so ids follow document order. */
const row = (b: Builder, width: number, children: (b: Builder) => BlockInput[]) => {
  const id = b.id();
  return block(id, 'row', width, {}, children(b));
};

/** A long page of mostly top-level blocks, with a row here and there: 15 blocks a round. */
const FLAT_SECTIONS: readonly Section[] = [
  { size: 1, make: (b, n) => banner(b, n) },
  {
    size: 1,
    make: (b, n) =>
      text(b, 12, `<h2>Section ${n}</h2><p>Organic cotton, printed when you order.</p>`),
  },
  {
    size: 3,
    make: (b, n) =>
      row(b, 12, () => [
        image(b, 6, n),
        text(b, 6, `<h3>Look ${n}</h3><p>Heavyweight, soft, made to last.</p>`),
      ]),
  },
  { size: 1, make: (b, n) => button(b, 6, `Shop look ${n}`) },
  { size: 1, make: (b, n) => button(b, 6, `See look ${n}`) },
  { size: 1, make: (b, n) => quote(b, 12, n) },
  {
    size: 4,
    make: (b, n) =>
      row(b, 12, () => [
        text(b, 4, `<p>Free returns ${n}.</p>`),
        text(b, 4, `<p>Printed on demand ${n}.</p>`),
        button(b, 4, 'Read more'),
      ]),
  },
  { size: 1, make: (b) => spacer(b, 12) },
  { size: 1, make: (b, n) => image(b, 6, n) },
  { size: 1, make: (b, n) => quote(b, 6, n) },
];

/**
 * Rows three deep: an outer row holding a row of text and picture, and a row holding a
 * button over a row of quote and spacer (9 blocks), then a banner and a text block.
 */
const NESTED_SECTIONS: readonly Section[] = [
  {
    size: 9,
    make: (b, n) =>
      row(b, 12, () => [
        row(b, 8, () => [text(b, 6, `<h3>Look ${n}</h3><p>Nested, left.</p>`), image(b, 6, n)]),
        row(b, 4, () => [
          button(b, 12, `Shop look ${n}`),
          row(b, 12, () => [quote(b, 6, n), spacer(b, 6)]),
        ]),
      ]),
  },
  { size: 1, make: (b, n) => banner(b, n) },
  {
    size: 1,
    make: (b, n) =>
      text(b, 12, `<h2>Section ${n}</h2><p>Organic cotton, printed when you order.</p>`),
  },
];

/**
 * The named fixture as a page for the pages API: exactly its count of blocks (a single
 * text block where the next section would overshoot), ids `bench-<name>-<n>` in document
 * order, pictures taken in turn from `images`.
 */
export function benchFixture(
  name: BenchFixtureName,
  images: readonly string[] = [OFFLINE_IMAGE],
): Page {
  const { count, nested } = BENCH_FIXTURES[name];
  const sections = nested ? NESTED_SECTIONS : FLAT_SECTIONS;
  let last = 0;
  let pictures = 0;
  const builder: Builder = {
    id: () => `bench-${name}-${(last += 1)}`,
    image: () => images[pictures++ % images.length] ?? OFFLINE_IMAGE,
  };
  const blocks: BlockInput[] = [];
  for (let n = 0; last < count; n += 1) {
    const section = sections[n % sections.length]!;
    blocks.push(
      last + section.size <= count
        ? section.make(builder, n + 1)
        : text(builder, 12, `<p>Filler ${n + 1}.</p>`),
    );
  }
  return pageSchema.parse({
    url: `/bench/editor/${name}/`,
    properties: {
      title: { value: `Editor bench: ${name}` },
      description: { value: 'A long page for the editor benchmark.' },
    },
    sitemap: false,
    blocks: blocks.map((item, order) => ({ ...item, order })),
  });
}
