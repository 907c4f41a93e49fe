import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createBasketsRepository, type BasketsRepository } from './baskets';
import { createBlogRepository, type BlogRepository } from './blog';
import { createCollectionsRepository, type CollectionsRepository } from './collections';
import { createDivisionsRepository, type DivisionsRepository } from './divisions';
import { createImagesRepository, type ImagesRepository } from './images';
import { createPagesRepository, type PagesRepository } from './pages';
import { createPageVersionsRepository, type PageVersionsRepository } from './pageVersions';
import { createProductsRepository, type ProductsRepository } from './products';
import { createRecordsRepository, type RecordsRepository } from './records';
import { createSessionsRepository, type SessionsRepository } from '../accounts/sessionsRepository';
import { createUsersRepository, type UsersRepository } from '../accounts/usersRepository';

/** Everything routes read and write, one repository per aggregate. Routes see only this. */
export interface Repositories {
  pages: PagesRepository;
  /** Published versions and scheduled publishes (issue 14): what shoppers read. */
  pageVersions: PageVersionsRepository;
  divisions: DivisionsRepository;
  users: UsersRepository;
  sessions: SessionsRepository;
  products: ProductsRepository;
  collections: CollectionsRepository;
  blog: BlogRepository;
  baskets: BasketsRepository;
  records: RecordsRepository;
  images: ImagesRepository;
}

export function createRepositories(db: Kysely<Database>): Repositories {
  return {
    pages: createPagesRepository(db),
    pageVersions: createPageVersionsRepository(db),
    divisions: createDivisionsRepository(db),
    users: createUsersRepository(db),
    sessions: createSessionsRepository(db),
    products: createProductsRepository(db),
    collections: createCollectionsRepository(db),
    blog: createBlogRepository(db),
    baskets: createBasketsRepository(db),
    records: createRecordsRepository(db),
    images: createImagesRepository(db),
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
  ProductsRepository,
  RecordsRepository,
  SessionsRepository,
  UsersRepository,
};
