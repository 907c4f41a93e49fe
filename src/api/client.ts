import { z } from 'zod';
import { PAGE_FAILURE_MESSAGES } from '../errors';
import {
  blogPostSummarySchema,
  collectionSummarySchema,
  pageSchema,
  productSchema,
  productSummarySchema,
  sessionStateSchema,
  storeCoreDataSchema,
  storePageSummarySchema,
  type BlogPostSummary,
  type CollectionSummary,
  type Page,
  type PageInput,
  type Product,
  type ProductSummary,
  type SessionState,
  type StoreCoreData,
  type StorePageSummary,
} from '../model';
import {
  basketListSchema,
  blogPageSchema,
  favouritesListSchema,
  imageLibraryPageSchema,
  keyedList,
  libraryImageSchema,
  messageSchema,
  remillAnswerSchema,
  recoveryCodesAnswerSchema,
  twoFactorSetupSchema,
  type BasketList,
  type FavouritesList,
  type ImageLibraryPage,
  type LibraryImage,
  type TwoFactorSetup,
} from './schemas';
import type { Transport } from './transport';

/**
 * The typed /omnis/v3 client. Every answer is parsed with the
 * shared schemas, every failure is a typed error from src/errors (page calls with the
 * page messages, such as 'Page not found'). The runtime and the editor build one with
 * `createApiClient(fetchTransport())`; tests give it a fake transport.
 */
export type DivisionRef = number | string;
export type BasketName = 'main' | 'favourites';

export interface BasketItemInput {
  productId?: number;
  productUrl?: string;
  productColor?: string;
  productSize?: string;
  bundleOptions?: Record<string, string>;
  quantity?: number;
}

export interface ProductQuery {
  limit?: number;
  collection?: string;
  sort?: 'new-in';
  removeDuplicates?: boolean;
}

export interface LoginInput {
  email: string;
  password: string;
  v3captchaToken?: string;
  v2captchaToken?: string;
  twoFactorAuthCode?: string;
  redirect_uri?: string;
}

export interface CollectorEvent {
  event: string;
  payload?: unknown;
  metadata?: {
    environment?: string;
    location?: string;
    userAgent?: string;
    currency?: string;
    division?: { id?: number | null; name?: string };
  };
}

const pageCall = { messages: PAGE_FAILURE_MESSAGES };

export function createApiClient(send: Transport) {
  const get = (path: string, query?: Record<string, string | number | boolean | undefined>) =>
    send({ method: 'GET', path, query });
  const post = (path: string, body: unknown = {}) => send({ method: 'POST', path, body });

  const pages = {
    list: async (
      division: DivisionRef,
      pageType: 'StorePage' | 'MailPage' = 'StorePage',
    ): Promise<StorePageSummary[]> =>
      z
        .array(storePageSummarySchema)
        .parse(await get(`/divisions/${division}/pages`, { 'page-type': pageType })),
    get: async (division: DivisionRef, id: number): Promise<Page> =>
      pageSchema.parse(
        await send({
          method: 'GET',
          path: `/divisions/${division}/pages/${id}/`,
          query: { imageType: 'object' },
          ...pageCall,
        }),
      ),
    create: async (division: DivisionRef, page: PageInput): Promise<Page> =>
      pageSchema.parse(
        await send({
          method: 'POST',
          path: `/divisions/${division}/pages/`,
          query: { imageType: 'object' },
          body: page,
          ...pageCall,
        }),
      ),
    /** Rejects with a ConflictError whose `body.page` is the current page when `page.version` is stale. */
    update: async (division: DivisionRef, page: PageInput & { id: number }): Promise<Page> =>
      pageSchema.parse(
        await send({
          method: 'PATCH',
          path: `/divisions/${division}/pages/${page.id}/`,
          query: { imageType: 'object' },
          body: page,
          ...pageCall,
        }),
      ),
    delete: async (division: DivisionRef, id: number): Promise<void> => {
      await send({ method: 'DELETE', path: `/divisions/${division}/pages/${id}/`, ...pageCall });
    },
  };

  const store = {
    /** By path division, or (no argument) by the Host header. */
    coreData: async (division?: DivisionRef): Promise<StoreCoreData> =>
      storeCoreDataSchema.parse(
        await get(
          division === undefined
            ? '/frontend/getStoreCoreData/json/'
            : `/frontend/${division}/getStoreCoreData/json/`,
        ),
      ),
  };

  const basket = {
    add: async (
      item: BasketItemInput,
      name: BasketName = 'main',
    ): Promise<BasketList | FavouritesList> =>
      (name === 'main' ? basketListSchema : favouritesListSchema).parse(
        await post('/frontend/product/addItemToCart/', { item, name }),
      ),
    bulkAdd: async (
      items: BasketItemInput[],
      name: BasketName = 'main',
    ): Promise<BasketList | FavouritesList> =>
      (name === 'main' ? basketListSchema : favouritesListSchema).parse(
        await post('/frontend/product/bulkAddItemsToCart/', { items, name }),
      ),
    remove: async (key: string, name: BasketName = 'main'): Promise<BasketList | FavouritesList> =>
      (name === 'main' ? basketListSchema : favouritesListSchema).parse(
        await post('/basket/remove/', { key, name }),
      ),
    update: async (
      key: string,
      quantity: number,
      name: BasketName = 'main',
    ): Promise<BasketList | FavouritesList> =>
      (name === 'main' ? basketListSchema : favouritesListSchema).parse(
        await post('/basket/update/', { key, quantity, name }),
      ),
    clear: async (name: BasketName = 'main'): Promise<BasketList | FavouritesList> =>
      (name === 'main' ? basketListSchema : favouritesListSchema).parse(
        await post('/basket/clear/', { name }),
      ),
    main: async (): Promise<BasketList> => basketListSchema.parse(await get('/basket/main/list/')),
    favourites: async (): Promise<FavouritesList> =>
      favouritesListSchema.parse(await get('/basket/favourites/list/')),
    recoverFavourites: async (br: string): Promise<FavouritesList> =>
      favouritesListSchema.parse(await post('/basket/favourites/recover/', { br })),
    emailFavouritesForLater: async (email: string): Promise<string> =>
      messageSchema.parse(await post('/basket/favourites/email-for-later', { email })).message,
  };

  const catalogue = {
    products: async (division: DivisionRef, query: ProductQuery = {}): Promise<ProductSummary[]> =>
      keyedList(productSummarySchema, 'products').parse(
        await get(`/division/${division}/products/`, { ...query }),
      ),
    fetchProducts: async (ids: number[]): Promise<Product[]> =>
      keyedList(productSchema, 'products').parse(
        await post('/products/fetch/', { product_ids: ids }),
      ),
    baseProduct: async (sku: string): Promise<Product> =>
      productSchema.parse(await get('/products/fetch-base-product/', { sku })),
    collections: async (division: DivisionRef): Promise<CollectionSummary[]> =>
      keyedList(collectionSummarySchema, 'collections').parse(
        await get(`/collections/get/${division}/`),
      ),
    blog: async (query: {
      divisions: DivisionRef | DivisionRef[];
      paginate?: number;
      page?: number;
      lite?: boolean;
      tag?: string;
    }) => {
      const body = await get('/blog/paginate/', {
        ...query,
        divisions: [query.divisions].flat().join(','),
      });
      return {
        posts: keyedList(blogPostSummarySchema, 'posts').parse(body) as BlogPostSummary[],
        ...blogPageSchema.parse(body),
      };
    },
    models: async (request: {
      type: 'product' | 'collection' | 'blog_post' | 'division';
      ids: number[];
      attributes?: string[];
      relations?: string[];
    }) =>
      z
        .object({ data: z.array(z.record(z.string(), z.unknown())) })
        .parse(await post('/models/fetch/', request)).data,
  };

  const session = {
    get: async (): Promise<SessionState> =>
      sessionStateSchema.parse(await get('/dashboard/secure/get/')),
    login: async (input: LoginInput): Promise<SessionState> =>
      sessionStateSchema.parse(await post('/dashboard/secure/login/', input)),
    recoveryLogin: async (
      input: Omit<LoginInput, 'twoFactorAuthCode'> & { recoveryCode: string },
    ): Promise<SessionState> =>
      sessionStateSchema.parse(await post('/dashboard/secure/recovery-login/', input)),
    logout: async (): Promise<SessionState> =>
      sessionStateSchema.parse(await post('/dashboard/secure/logout/')),
    createCustomer: async (input: {
      email: string;
      password: string;
      v3captchaToken?: string;
      v2captchaToken?: string;
      should_have_store?: 0 | 1;
      dashboard_access?: 0 | 1;
    }): Promise<SessionState> =>
      sessionStateSchema.parse(await post('/shop/customer/create/', input)),
    forgotPassword: async (email: string): Promise<string> =>
      messageSchema.parse(await post('/dashboard/secure/forgot-password/', { email })).message,
    resetPassword: async (input: {
      token: string;
      password: string;
      password_confirmation: string;
    }): Promise<string> =>
      messageSchema.parse(await post('/dashboard/secure/reset-password/', input)).message,
    enableTwoFactor: async (password: string): Promise<TwoFactorSetup> =>
      twoFactorSetupSchema.parse(await post('/dashboard/secure/two-factor/enable/', { password })),
    confirmTwoFactor: async (code: string): Promise<string[]> =>
      recoveryCodesAnswerSchema.parse(await post('/dashboard/secure/two-factor/confirm/', { code }))
        .recoveryCodes,
  };

  const events = {
    /** The event collector is sent without credentials. */
    collect: async (event: CollectorEvent): Promise<void> => {
      await send({ method: 'POST', path: '/event-collector/', body: event, credentials: 'omit' });
    },
    log: async (
      batch: Array<{ name: string; data?: unknown }>,
      division?: number,
    ): Promise<void> => {
      await post('/events/logEvent/', { events: batch, division });
    },
  };

  const forms = {
    remill: async (email: string, division?: DivisionRef) =>
      remillAnswerSchema.parse(await post('/frontend/retex/remill/submit/', { email, division })),
    requestPermission: async (permissions: string, reason: string): Promise<string> =>
      messageSchema.parse(
        await post(`/atlas/permissions/request/${encodeURIComponent(permissions)}/`, { reason }),
      ).message,
    subscribe: async (input: {
      division: DivisionRef;
      mailingList: string;
      email: string;
      firstName: string;
    }): Promise<string> =>
      messageSchema.parse(await post('/mailing-lists/subscribe/', input)).message,
    contact: async (input: {
      division: DivisionRef;
      pageId: number;
      blockId: string;
      name: string;
      email: string;
      message: string;
    }): Promise<string> => messageSchema.parse(await post('/contact-form/submit/', input)).message,
  };

  const images = {
    upload: async (
      division: DivisionRef,
      file: Blob,
      options: { name?: string; altText?: string } = {},
    ): Promise<LibraryImage> => {
      const form = new FormData();
      if (options.altText) form.set('altText', options.altText);
      form.set('file', file, options.name ?? 'image');
      return libraryImageSchema.parse(
        await send({ method: 'POST', path: `/divisions/${division}/images/`, body: form }),
      );
    },
    library: async (
      division: DivisionRef,
      query: { page?: number; perPage?: number; searchTerm?: string } = {},
    ): Promise<ImageLibraryPage> =>
      imageLibraryPageSchema.parse(
        await get('/artemis/query/', { macros: 'drive,imageLibrary', division, ...query }),
      ),
  };

  return { pages, store, basket, catalogue, session, events, forms, images };
}

export type ApiClient = ReturnType<typeof createApiClient>;
