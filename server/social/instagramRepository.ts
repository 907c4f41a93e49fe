import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface InstagramConnection {
  divisionId: number;
  accessToken: string;
  accountId: string;
  username: string;
  connectedAt: string;
  problem: string | null;
}

/** One Instagram connection per store: connecting again replaces it. */
export function createInstagramRepository(db: Kysely<Database>) {
  return {
    async find(divisionId: number): Promise<InstagramConnection | null> {
      const row = await db
        .selectFrom('instagram_connections')
        .selectAll()
        .where('division_id', '=', divisionId)
        .executeTakeFirst();
      return row
        ? {
            divisionId: row.division_id,
            accessToken: row.access_token,
            accountId: row.account_id,
            username: row.username,
            connectedAt: row.connected_at,
            problem: row.problem,
          }
        : null;
    },
    async connect(connection: Omit<InstagramConnection, 'problem'>): Promise<void> {
      const values = {
        access_token: connection.accessToken,
        account_id: connection.accountId,
        username: connection.username,
        connected_at: connection.connectedAt,
        problem: null,
      };
      await db
        .insertInto('instagram_connections')
        .values({ division_id: connection.divisionId, ...values })
        .onConflict((conflict) => conflict.column('division_id').doUpdateSet(values))
        .execute();
    },
    async disconnect(divisionId: number): Promise<void> {
      await db.deleteFrom('instagram_connections').where('division_id', '=', divisionId).execute();
    },
    /** Records (or clears, with null) why reading the posts failed, for the same token only. */
    async setProblem(divisionId: number, accessToken: string, problem: string | null) {
      await db
        .updateTable('instagram_connections')
        .set({ problem })
        .where('division_id', '=', divisionId)
        .where('access_token', '=', accessToken)
        .execute();
    },
  };
}

export type InstagramRepository = ReturnType<typeof createInstagramRepository>;
