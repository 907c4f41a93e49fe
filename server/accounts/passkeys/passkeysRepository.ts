import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso, parseJson } from '../../db/rows';

/** A stored WebAuthn credential (the public key is base64url, as the library gives it). */
export interface StoredPasskey {
  id: string;
  userId: number;
  name: string;
  publicKey: string;
  counter: number;
  transports: string[];
  createdAt: string;
  lastUsedAt: string | null;
}

export type ChallengePurpose = 'register' | 'sign-in';

export interface PasskeysRepository {
  listForUser(userId: number): Promise<StoredPasskey[]>;
  find(id: string): Promise<StoredPasskey | null>;
  add(passkey: Omit<StoredPasskey, 'createdAt' | 'lastUsedAt'>): Promise<void>;
  /** Records a sign-in: the authenticator's new counter and when. */
  markUsed(id: string, counter: number): Promise<void>;
  /** False when the passkey is not the user's. */
  remove(userId: number, id: string): Promise<boolean>;
  saveChallenge(
    challenge: string,
    purpose: ChallengePurpose,
    userId: number | null,
    expiresAt: string,
  ): Promise<void>;
  /**
   * Uses a challenge up: true (and it is gone) only when it was handed out for this purpose
   * and user and has not expired. A second answer with the same challenge gets false.
   */
  consumeChallenge(
    challenge: string,
    purpose: ChallengePurpose,
    userId: number | null,
  ): Promise<boolean>;
}

type Row = {
  id: string;
  user_id: number;
  name: string;
  public_key: string;
  counter: number;
  transports: string;
  created_at: string;
  last_used_at: string | null;
};

const toPasskey = (row: Row): StoredPasskey => ({
  id: row.id,
  userId: row.user_id,
  name: row.name,
  publicKey: row.public_key,
  counter: Number(row.counter),
  transports: parseJson<string[]>(row.transports, []),
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

export function createPasskeysRepository(db: Kysely<Database>): PasskeysRepository {
  return {
    async listForUser(userId) {
      const rows = await db
        .selectFrom('passkeys')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();
      return rows.map(toPasskey);
    },
    async find(id) {
      const row = await db
        .selectFrom('passkeys')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toPasskey(row) : null;
    },
    async add(passkey) {
      await db
        .insertInto('passkeys')
        .values({
          id: passkey.id,
          user_id: passkey.userId,
          name: passkey.name,
          public_key: passkey.publicKey,
          counter: passkey.counter,
          transports: JSON.stringify(passkey.transports),
          created_at: nowIso(),
          last_used_at: null,
        })
        .execute();
    },
    async markUsed(id, counter) {
      await db
        .updateTable('passkeys')
        .set({ counter, last_used_at: nowIso() })
        .where('id', '=', id)
        .execute();
    },
    async remove(userId, id) {
      const result = await db
        .deleteFrom('passkeys')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    async saveChallenge(challenge, purpose, userId, expiresAt) {
      // Expired challenges nobody answered go whenever a new one is made.
      await db.deleteFrom('passkey_challenges').where('expires_at', '<=', nowIso()).execute();
      await db
        .insertInto('passkey_challenges')
        .values({ challenge, purpose, user_id: userId, expires_at: expiresAt })
        .execute();
    },
    async consumeChallenge(challenge, purpose, userId) {
      const result = await db
        .deleteFrom('passkey_challenges')
        .where('challenge', '=', challenge)
        .where('purpose', '=', purpose)
        .where((eb) => (userId === null ? eb('user_id', 'is', null) : eb('user_id', '=', userId)))
        .where('expires_at', '>', nowIso())
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
