/**
 * Test helpers for the panels and the pages screen: a fake EditorApi (every call
 * answers with empty data unless a test gives its own) and a provider to render with it.
 * Used by tests only.
 */
import { render, type RenderResult } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { EditorApiContext, type EditorApi, type LibraryImage } from '../app/api';
import type { FieldDescriptor } from '../../src/registry';
import type { ProductSummary } from '../../src/model';
import { FieldInput } from './fields/FieldInput';

export const DIVISION_ID = 318;

export function fakeEditorApi(overrides: Partial<EditorApi> = {}): EditorApi {
  const notExpected = (name: string) => () => Promise.reject(new Error(`${name} was not expected in this test`));
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
    ...overrides,
  };
}

export function renderWithApi(ui: ReactElement, api: EditorApi = fakeEditorApi()): RenderResult {
  return render(<EditorApiContext.Provider value={api}>{ui}</EditorApiContext.Provider>);
}

/** A field drawn the way the panel draws it, holding its value as the document would. */
export function ControlledField({ field, initial, onChange }: { field: FieldDescriptor; initial: unknown; onChange?: (value: unknown) => void }) {
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
