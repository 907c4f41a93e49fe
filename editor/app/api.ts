/**
 * The editor's view of the /omnis/v3 API: every call the dashboard makes, typed, parsing
 * responses with the shared schemas. Screens and panels receive an `EditorApi` (through
 * `useEditorApi()`), so tests hand them a fake.
 */
import { createContext, useContext } from 'react';
import { z } from 'zod';
import {
  API_PREFIX,
  CSRF_HEADER,
  createApiClient,
  fetchTransport,
  libraryImageSchema as uploadedImageSchema,
  readXsrfToken,
} from '../../src/api';
import { errorFromResponse } from '../../src/errors';
import { pageSchema } from '../../src/model';
import { earlyRequests } from './earlyRequests';
import type {
  BlogPostSummary,
  CollectionSummary,
  Page,
  PageInput,
  ProductSummary,
  SessionState,
  StoreCoreData,
  StorePageSummary,
} from '../../src/model';

/** An uploaded image in the store's library (GET /artemis/query/: thumbnails.original read). */
export const libraryImageSchema = z.object({
  id: z.union([z.number(), z.string()]),
  name: z.string().default(''),
  thumbnails: z.object({ original: z.string() }).catchall(z.string()),
});
export type LibraryImage = z.infer<typeof libraryImageSchema>;

/** A fixture page of the QA library (GET /omnis/v3/qa/fixtures/). */
export const qaFixtureSchema = z.object({
  name: z.string(),
  kind: z.enum(['page', 'theme', 'stress']),
  description: z.string().default(''),
  page: pageSchema,
});
export type QaFixture = z.infer<typeof qaFixtureSchema>;

export interface EditorApi {
  session(): Promise<SessionState>;
  /** The store core data for this host (division from the Host header). */
  coreData(): Promise<StoreCoreData>;
  listPages(divisionId: number): Promise<StorePageSummary[]>;
  getPage(divisionId: number, pageId: number): Promise<Page>;
  createPage(divisionId: number, page: PageInput): Promise<Page>;
  /** PATCH with the page's version; 409 rejects with a ConflictError carrying the current page. */
  savePage(divisionId: number, page: PageInput & { id: number }): Promise<Page>;
  deletePage(divisionId: number, pageId: number): Promise<void>;
  products(
    divisionId: number,
    query?: { limit?: number; collection?: string },
  ): Promise<ProductSummary[]>;
  collections(divisionId: number): Promise<CollectionSummary[]>;
  blogPosts(divisionId: number): Promise<BlogPostSummary[]>;
  imageLibrary(
    divisionId: number,
    query?: { page?: number; perPage?: number; searchTerm?: string },
  ): Promise<LibraryImage[]>;
  uploadImage(
    divisionId: number,
    file: File,
    onProgress?: (fraction: number) => void,
  ): Promise<LibraryImage>;
  /** The QA fixture library (sellers and staff). */
  qaFixtures(): Promise<QaFixture[]>;
}

// The dashboard's first requests were sent before this module ran (earlyRequests.ts): take their answers.
const qaTransport = fetchTransport({
  fetch: (input, init) =>
    (typeof input === 'string' ? earlyRequests.take(input, init) : null) ??
    globalThis.fetch(input, init),
});
const client = createApiClient(qaTransport);

/** The EditorApi over the shared /omnis/v3 client (src/api), which parses every answer. */
export const httpEditorApi: EditorApi = {
  session: () => client.session.get(),
  coreData: () => client.store.coreData(),
  // Storefront pages first, then mail pages: the dashboard lists both.
  listPages: async (division) => {
    const [store, mail] = await Promise.all([
      client.pages.list(division, 'StorePage'),
      client.pages.list(division, 'MailPage'),
    ]);
    return [...store, ...mail];
  },
  getPage: (division, id) => client.pages.get(division, id),
  createPage: (division, page) => client.pages.create(division, page),
  savePage: (division, page) => client.pages.update(division, page),
  deletePage: (division, id) => client.pages.delete(division, id),
  products: (division, query) => client.catalogue.products(division, { ...query, sort: 'new-in' }),
  collections: (division) => client.catalogue.collections(division),
  blogPosts: async (division) =>
    (await client.catalogue.blog({ divisions: division, paginate: 50, lite: true })).posts,
  imageLibrary: async (division, query) => (await client.images.library(division, query)).images,
  qaFixtures: async () =>
    z
      .object({ fixtures: z.array(qaFixtureSchema) })
      .parse(await qaTransport({ method: 'GET', path: '/qa/fixtures/' })).fixtures,
  uploadImage: (division, file, onProgress) =>
    new Promise<LibraryImage>((resolve, reject) => {
      // XMLHttpRequest rather than fetch: it reports upload progress.
      const xhr = new XMLHttpRequest();
      xhr.open('POST', `${API_PREFIX}/divisions/${division}/images/`);
      xhr.withCredentials = true;
      const token = readXsrfToken(document.cookie);
      if (token) xhr.setRequestHeader(CSRF_HEADER, token);
      xhr.upload.onprogress = (event) =>
        event.lengthComputable && onProgress?.(event.loaded / event.total);
      xhr.onerror = () => reject(errorFromResponse(0, null));
      xhr.onload = () => {
        const body = parseBody(xhr.responseText);
        if (xhr.status >= 200 && xhr.status < 300) resolve(uploadedImageSchema.parse(body));
        else reject(errorFromResponse(xhr.status, body));
      };
      const form = new FormData();
      form.append('file', file, file.name);
      xhr.send(form);
    }),
};

/** A response body: JSON when it parses, else the text itself (never throws). */
function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export const EditorApiContext = createContext<EditorApi>(httpEditorApi);
export const useEditorApi = (): EditorApi => useContext(EditorApiContext);
