import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP-recommended floor (19 MiB, 2 passes). A dummy hash is
 * verified when the email is unknown, so a wrong email and a wrong password take the
 * same time and cannot be told apart.
 */
// The binding's default algorithm is argon2id (its Algorithm const enum cannot be imported
// under verbatimModuleSyntax); passwords.test.ts checks the `$argon2id$` prefix.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same work as a real check, for an unknown account. Always false. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-0');
  await verifyPassword(await dummyHash, password);
  return false;
}
