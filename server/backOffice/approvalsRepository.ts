import type { Kysely } from 'kysely';
import type { ApprovalItem } from '../../src/backOffice/approvals';
import type { Database } from '../db/schema';
import { parseJson, nowIso } from '../db/rows';

type Db = Kysely<Database>;

/** The first picture of a product: its own gallery, else its first colour's images. */
function imageOf(gallery: string, optionImages: string | null): string | null {
  const own = parseJson<Array<{ url?: string }>>(gallery, []);
  if (own[0]?.url) return own[0].url;
  const images = parseJson<Array<{ original?: string; src?: string } | string>>(
    optionImages ?? '[]',
    [],
  );
  const first = images[0];
  if (!first) return null;
  return typeof first === 'string' ? first : (first.original ?? first.src ?? null);
}

/** Products waiting for staff approval, oldest change first, and the decisions on them. */
export function createApprovalsRepository(db: Db) {
  return {
    async pending(limit: number, offset: number): Promise<ApprovalItem[]> {
      const rows = await db
        .selectFrom('products as p')
        .innerJoin('divisions as d', 'd.id', 'p.division_id')
        .select([
          'p.id',
          'p.version',
          'p.name',
          'p.price',
          'p.base_cost',
          'p.description',
          'p.gallery',
          'p.updated_at',
          'p.division_id',
          'd.name as store_name',
        ])
        .select((eb) =>
          eb
            .selectFrom('product_options as o')
            .select('o.images')
            .whereRef('o.product_id', '=', 'p.id')
            .orderBy('o.position')
            .limit(1)
            .as('option_images'),
        )
        .where('p.approval_status', '=', 'pending')
        .orderBy('p.updated_at', 'asc')
        .orderBy('p.id', 'asc')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        version: row.version,
        name: row.name,
        storeName: row.store_name,
        divisionId: row.division_id,
        price: row.price,
        baseCost: row.base_cost,
        description: row.description,
        image: imageOf(row.gallery, row.option_images ?? null),
        updatedAt: row.updated_at,
      }));
    },

    /** The product's name and store, for the notice its store's team gets. */
    async subject(trx: Db, id: number): Promise<{ name: string; divisionId: number } | null> {
      const row = await trx
        .selectFrom('products')
        .select(['name', 'division_id'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? { name: row.name, divisionId: row.division_id } : null;
    },

    /**
     * Decides a product still pending at `version`; false when it is not (decided by
     * someone else, or saved again by its seller). The version moves on, so the seller's
     * next save is checked against the decided copy.
     */
    async decide(
      trx: Db,
      id: number,
      version: number,
      decision: { status: 'approved' | 'denied'; reason: string | null },
    ): Promise<boolean> {
      const result = await trx
        .updateTable('products')
        .set((eb) => ({
          approval_status: decision.status,
          denial_reason: decision.reason,
          version: eb('version', '+', 1),
          updated_at: nowIso(),
        }))
        .where('id', '=', id)
        .where('version', '=', version)
        .where('approval_status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
