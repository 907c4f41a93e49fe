import type { Kysely } from 'kysely';
import type { Database } from './schema';
import { createBasketsRepository, type BasketsRepository } from '../basket/repository';
import { createBlogRepository, type BlogRepository } from '../blog/repository';
import {
  createCollectionsRepository,
  type CollectionsRepository,
} from '../catalogue/collectionsRepository';
import { createDivisionsRepository, type DivisionsRepository } from '../store/divisionsRepository';
import { createImagesRepository, type ImagesRepository } from '../images/repository';
import { createPagesRepository, type PagesRepository } from '../pages/repository';
import {
  createPageVersionsRepository,
  type PageVersionsRepository,
} from '../pages/versionsRepository';
import { createProductsRepository, type ProductsRepository } from '../catalogue/productsRepository';
import {
  createSellerCollectionsRepository,
  type SellerCollectionsRepository,
} from '../products/sellerCollectionsRepository';
import {
  createSellerProductsRepository,
  type SellerProductsRepository,
} from '../products/sellerProductsRepository';
import { createRecordsRepository, type RecordsRepository } from '../records/repository';
import {
  createSubscribersRepository,
  type SubscribersRepository,
} from '../mailingLists/subscribersRepository';
import { createSessionsRepository, type SessionsRepository } from '../accounts/sessionsRepository';
import { createUsersRepository, type UsersRepository } from '../accounts/usersRepository';
import { createThemesRepository, type ThemesRepository } from '../themes/repository';
import { createOrdersRepository, type OrdersRepository } from '../commerce/ordersRepository';
import { createDesignsRepository, type DesignsRepository } from '../designs/designsRepository';
import {
  createPasskeysRepository,
  type PasskeysRepository,
} from '../accounts/passkeys/passkeysRepository';
import { createStaffRepository, type StaffRepository } from '../backOffice/staffRepository';
import { createLiveChatRepository, type LiveChatRepository } from '../liveChat/repository';

/** Everything routes read and write, one repository per aggregate. Routes see only this. */
export interface Repositories {
  pages: PagesRepository;
  /** Published versions and scheduled publishes (issue 14): what shoppers read. */
  pageVersions: PageVersionsRepository;
  divisions: DivisionsRepository;
  users: UsersRepository;
  sessions: SessionsRepository;
  /** WebAuthn credentials and their pending challenges. */
  passkeys: PasskeysRepository;
  products: ProductsRepository;
  collections: CollectionsRepository;
  /** The seller's side of products and collections: editing, approval state, versions. */
  sellerProducts: SellerProductsRepository;
  sellerCollections: SellerCollectionsRepository;
  blog: BlogRepository;
  baskets: BasketsRepository;
  records: RecordsRepository;
  liveChat: LiveChatRepository;
  subscribers: SubscribersRepository;
  images: ImagesRepository;
  /** The store theme (preset + changed keys, versioned) and named custom themes. */
  themes: ThemesRepository;
  /** Orders, their payment attempts, coupons and processed webhook events (server/commerce). */
  orders: OrdersRepository;
  /** Staff profiles for atlas: status, role, mute (server/backOffice). */
  staff: StaffRepository;
  /** Shoppers' studio designs and their rendered print files (server/designs). */
  designs: DesignsRepository;
}

export function createRepositories(db: Kysely<Database>): Repositories {
  return {
    pages: createPagesRepository(db),
    pageVersions: createPageVersionsRepository(db),
    divisions: createDivisionsRepository(db),
    users: createUsersRepository(db),
    sessions: createSessionsRepository(db),
    passkeys: createPasskeysRepository(db),
    products: createProductsRepository(db),
    collections: createCollectionsRepository(db),
    sellerProducts: createSellerProductsRepository(db),
    sellerCollections: createSellerCollectionsRepository(db),
    blog: createBlogRepository(db),
    baskets: createBasketsRepository(db),
    records: createRecordsRepository(db),
    liveChat: createLiveChatRepository(db),
    subscribers: createSubscribersRepository(db),
    images: createImagesRepository(db),
    themes: createThemesRepository(db),
    orders: createOrdersRepository(db),
    staff: createStaffRepository(db),
    designs: createDesignsRepository(db),
  };
}

export type { PageVersionsRepository };
export type {
  BasketsRepository,
  BlogRepository,
  CollectionsRepository,
  DivisionsRepository,
  ImagesRepository,
  PagesRepository,
  PasskeysRepository,
  ProductsRepository,
  RecordsRepository,
  SessionsRepository,
  UsersRepository,
};
