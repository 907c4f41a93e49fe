import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso, parseJson } from '../db/rows';

/** An uploaded image: its original and sized variants (width -> URL). */
export interface StoredImage {
  id: number;
  divisionId: number;
  name: string;
  altText: string;
  width: number;
  height: number;
  original: string;
  sizes: Record<string, string>;
  createdAt: string;
}

export interface ImagesRepository {
  create(input: Omit<StoredImage, 'id' | 'createdAt'>): Promise<StoredImage>;
  /** Newest first, optionally filtered by a name fragment (case-insensitive). */
  search(
    divisionId: number,
    options: { searchTerm: string; page: number; perPage: number },
  ): Promise<{ images: StoredImage[]; total: number }>;
}

export function createImagesRepository(db: Kysely<Database>): ImagesRepository {
  const toImage = (row: {
    id: number;
    division_id: number;
    name: string;
    alt_text: string;
    width: number;
    height: number;
    variants: string;
    created_at: string;
  }): StoredImage => {
    const variants = parseJson<{ original: string; sizes: Record<string, string> }>(row.variants, {
      original: '',
      sizes: {},
    });
    return {
      id: row.id,
      divisionId: row.division_id,
      name: row.name,
      altText: row.alt_text,
      width: row.width,
      height: row.height,
      original: variants.original,
      sizes: variants.sizes,
      createdAt: row.created_at,
    };
  };

  return {
    async create(input) {
      const row = await db
        .insertInto('images')
        .values({
          division_id: input.divisionId,
          name: input.name,
          alt_text: input.altText,
          width: input.width,
          height: input.height,
          variants: JSON.stringify({ original: input.original, sizes: input.sizes }),
          created_at: nowIso(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toImage(row);
    },
    async search(divisionId, { searchTerm, page, perPage }) {
      let base = db.selectFrom('images').where('division_id', '=', divisionId);
      const term = searchTerm.trim().toLowerCase();
      if (term)
        base = base.where((eb) =>
          eb(eb.fn('lower', ['name']), 'like', `%${term.replace(/[%_]/g, '')}%`),
        );
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('id', 'desc')
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { images: rows.map(toImage), total: Number(count.n) };
    },
  };
}
