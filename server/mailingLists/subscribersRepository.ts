import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isUniqueViolation, nowIso } from '../db/rows';

/**
 * A store's mailing-list subscribers, with double opt-in: a subscription starts pending
 * and is listed once its owner follows the mailed link. Tokens are stored hashed.
 */
export type SubscribeOutcome =
  /** New, or pending again: a verification mail goes out with the new token. */
  | 'pending'
  /** Already verified and listed: nothing to send. */
  | 'listed';

export interface Subscriber {
  email: string;
  firstName: string;
  mailingList: string;
  subscribedAt: string;
  verifiedAt: string;
}

export interface SubscriberPage {
  subscribers: Subscriber[];
  total: number;
}

export interface VerifiedSubscription {
  divisionId: number;
  mailingList: string;
  email: string;
}

export interface SubscribersRepository {
  subscribe(input: {
    divisionId: number;
    mailingList: string;
    email: string;
    firstName: string;
    verifyTokenHash: string;
    unsubscribeTokenHash: string;
  }): Promise<SubscribeOutcome>;
  /** Uses a verification token once; null when it is unknown or used. */
  verify(verifyTokenHash: string): Promise<VerifiedSubscription | null>;
  /** Takes the subscriber off the list; null when the token is unknown. */
  unsubscribe(unsubscribeTokenHash: string): Promise<VerifiedSubscription | null>;
  /** Verified, still subscribed, newest first. */
  list(
    divisionId: number,
    options: { mailingList?: string; search?: string; page: number; perPage: number },
  ): Promise<SubscriberPage>;
  /** Every listed subscriber of a list (CSV export, sending). */
  all(divisionId: number, mailingList?: string): Promise<Subscriber[]>;
  /** The unsubscribe token hash of a listed address (a list mail's link is made from a new token). */
  setUnsubscribeToken(
    divisionId: number,
    mailingList: string,
    email: string,
    unsubscribeTokenHash: string,
  ): Promise<void>;
}

export function createSubscribersRepository(db: Kysely<Database>): SubscribersRepository {
  const listed = (divisionId: number, mailingList?: string) => {
    let query = db
      .selectFrom('mailing_list_subscribers')
      .where('division_id', '=', divisionId)
      .where('verified_at', 'is not', null)
      .where('unsubscribed_at', 'is', null);
    if (mailingList) query = query.where('mailing_list', '=', mailingList);
    return query;
  };
  const subscriberOf = (row: {
    email: string;
    first_name: string;
    mailing_list: string;
    created_at: string;
    verified_at: string | null;
  }): Subscriber => ({
    email: row.email,
    firstName: row.first_name,
    mailingList: row.mailing_list,
    subscribedAt: row.created_at,
    verifiedAt: row.verified_at ?? '',
  });
  const columns = ['email', 'first_name', 'mailing_list', 'created_at', 'verified_at'] as const;

  return {
    async subscribe(input) {
      const email = input.email.toLowerCase();
      const existing = await db
        .selectFrom('mailing_list_subscribers')
        .where('division_id', '=', input.divisionId)
        .where('mailing_list', '=', input.mailingList)
        .where('email', '=', email)
        .select(['id', 'verified_at', 'unsubscribed_at'])
        .executeTakeFirst();
      if (existing && existing.verified_at && !existing.unsubscribed_at) return 'listed';
      const pending = {
        first_name: input.firstName,
        verify_token_hash: input.verifyTokenHash,
        unsubscribe_token_hash: input.unsubscribeTokenHash,
        verified_at: null,
        unsubscribed_at: null,
      };
      if (existing) {
        await db
          .updateTable('mailing_list_subscribers')
          .set(pending)
          .where('id', '=', existing.id)
          .execute();
        return 'pending';
      }
      try {
        await db
          .insertInto('mailing_list_subscribers')
          .values({
            division_id: input.divisionId,
            mailing_list: input.mailingList,
            email,
            created_at: nowIso(),
            ...pending,
          })
          .execute();
      } catch (error) {
        // Two subscribe requests at once: the other one made the row; send this token too.
        if (!isUniqueViolation(error)) throw error;
        await db
          .updateTable('mailing_list_subscribers')
          .set(pending)
          .where('division_id', '=', input.divisionId)
          .where('mailing_list', '=', input.mailingList)
          .where('email', '=', email)
          .where('verified_at', 'is', null)
          .execute();
      }
      return 'pending';
    },

    async verify(verifyTokenHash) {
      const row = await db
        .updateTable('mailing_list_subscribers')
        .set({ verified_at: nowIso(), verify_token_hash: null })
        .where('verify_token_hash', '=', verifyTokenHash)
        .where('verified_at', 'is', null)
        .returning(['division_id', 'mailing_list', 'email'])
        .executeTakeFirst();
      return row
        ? { divisionId: row.division_id, mailingList: row.mailing_list, email: row.email }
        : null;
    },

    async unsubscribe(unsubscribeTokenHash) {
      const row = await db
        .updateTable('mailing_list_subscribers')
        .set({ unsubscribed_at: nowIso() })
        .where('unsubscribe_token_hash', '=', unsubscribeTokenHash)
        .returning(['division_id', 'mailing_list', 'email'])
        .executeTakeFirst();
      return row
        ? { divisionId: row.division_id, mailingList: row.mailing_list, email: row.email }
        : null;
    },

    async list(divisionId, options) {
      let query = listed(divisionId, options.mailingList);
      const search = options.search?.trim().toLowerCase();
      if (search) {
        // A % or _ the seller types only widens their own search.
        const like = `%${search}%`;
        query = query.where((eb) =>
          eb.or([eb('email', 'like', like), eb('first_name', 'like', like)]),
        );
      }
      const [rows, count] = await Promise.all([
        query
          .select([...columns])
          .orderBy('verified_at', 'desc')
          .orderBy('id', 'desc')
          .limit(options.perPage)
          .offset((options.page - 1) * options.perPage)
          .execute(),
        query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst(),
      ]);
      return { subscribers: rows.map(subscriberOf), total: Number(count?.total ?? 0) };
    },

    async all(divisionId, mailingList) {
      const rows = await listed(divisionId, mailingList)
        .select([...columns])
        .orderBy('id', 'asc')
        .execute();
      return rows.map(subscriberOf);
    },

    async setUnsubscribeToken(divisionId, mailingList, email, unsubscribeTokenHash) {
      await db
        .updateTable('mailing_list_subscribers')
        .set({ unsubscribe_token_hash: unsubscribeTokenHash })
        .where('division_id', '=', divisionId)
        .where('mailing_list', '=', mailingList)
        .where('email', '=', email)
        .execute();
    },
  };
}
