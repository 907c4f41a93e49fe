/**
 * Test helpers for the panels and the pages screen: a fake EditorApi (every call
 * answers with empty data unless a test gives its own) and a provider to render with it.
 * Used by tests only.
 */
import { render, type RenderResult } from '@testing-library/react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { EditorApiContext, type EditorApi, type LibraryImage } from '../../app/api';
import { z } from 'zod';
import { blockSchema, type Block, type BlockInput, type ProductSummary } from '../../../src/model';
import { createRegistry, defineBlock, type FieldDescriptor } from '../../../src/registry';
import { FieldInput } from '../fields/FieldInput';

export const DIVISION_ID = 318;

export function fakeEditorApi(overrides: Partial<EditorApi> = {}): EditorApi {
  const notExpected = (name: string) => () =>
    Promise.reject(new Error(`${name} was not expected in this test`));
  return {
    session: notExpected('session'),
    coreData: notExpected('coreData'),
    listPages: async () => [],
    getPage: notExpected('getPage'),
    createPage: notExpected('createPage'),
    savePage: notExpected('savePage'),
    deletePage: notExpected('deletePage'),
    products: async () => [],
    collections: async () => [],
    blogPosts: async () => [],
    imageLibrary: async () => [],
    uploadImage: notExpected('uploadImage'),
    qaFixtures: async () => [],
    ...overrides,
  };
}

export function renderWithApi(ui: ReactElement, api: EditorApi = fakeEditorApi()): RenderResult {
  // A wrapper rather than a parent element, so `rerender` keeps the API.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <EditorApiContext.Provider value={api}>{children}</EditorApiContext.Provider>
  );
  return render(ui, { wrapper });
}

/** A field drawn the way the panel draws it, holding its value as the document would. */
export function ControlledField({
  field,
  initial,
  onChange,
}: {
  field: FieldDescriptor;
  initial: unknown;
  onChange?: (value: unknown) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <FieldInput
      field={field}
      value={value}
      divisionId={DIVISION_ID}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

export const product = (id: number, name: string, urlName: string): ProductSummary => ({
  id,
  name,
  urlName,
  image: null,
  price: 25,
  salePrice: null,
  manufacturer: null,
  description: '',
  reviews: { count: 0, average: 0 },
});

/** A product with an image (no alt text of its own). */
export const productSummary = (id: number, name: string, src: string): ProductSummary => ({
  ...product(id, name, name.toLowerCase().replace(/ /g, '-')),
  image: { original: src, altText: '', sizes: {} },
});

export const libraryImage = (id: number, name: string): LibraryImage => ({
  id,
  name,
  thumbnails: { original: `https://images.example/${id}.jpg` },
});

/** A promise whose settling the test controls. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * A small registry for panel tests: a promo (content and style fields, at least 4
 * columns), a row container, and a text block whose summary comes from rich text.
 */
export function testRegistry() {
  const nothing = () => null;
  const promo = defineBlock({
    name: 'promo',
    title: 'Promo',
    description: 'A headline with a button.',
    category: 'marketing',
    properties: z.object({
      title: z.string().default('Autumn sale'),
      titleColor: z.string().default(''),
      titleBackground: z.string().default(''),
      spacing: z.number().min(0).max(100).default(24),
    }),
    fields: [
      { kind: 'text', name: 'title', label: 'Title', group: 'Content' },
      { kind: 'colour', name: 'titleColor', label: 'Title colour', group: 'Style' },
      {
        kind: 'colour',
        name: 'titleBackground',
        label: 'Title background',
        group: 'Style',
        alpha: true,
      },
      {
        kind: 'number',
        name: 'spacing',
        label: 'Spacing',
        group: 'Style',
        min: 0,
        max: 100,
        unit: 'px',
      },
    ],
    size: { default: 12, min: 4 },
    component: nothing,
  });
  const row = defineBlock({
    name: 'row',
    title: 'Row',
    description: 'Blocks side by side.',
    category: 'layout',
    properties: z.object({}),
    fields: [],
    children: { allowed: '*' },
    component: nothing,
  });
  const text = defineBlock({
    name: 'textBlock',
    title: 'Text',
    description: 'Formatted text.',
    category: 'content',
    compatibility: ['page', 'mail'],
    properties: z.object({ html: z.string().default('') }),
    fields: [{ kind: 'richText', name: 'html', label: 'Text' }],
    component: nothing,
  });
  const feature = defineBlock({
    name: 'feature',
    title: 'Feature',
    description: 'A mail-only highlight.',
    category: 'mail',
    compatibility: ['mail'],
    properties: z.object({ title: z.string().default('') }),
    fields: [{ kind: 'text', name: 'title', label: 'Title' }],
    component: nothing,
  });
  return createRegistry([promo, row, text, feature]);
}

/** A block of the test registry, parsed as the document holds it. */
export function testBlock(input: BlockInput): Block {
  return blockSchema.parse(input);
}
