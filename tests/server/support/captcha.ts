import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Challenge } from 'altcha-lib';

/** Solves a challenge the way the widget does and encodes its payload as the token sent. */
export async function solveCaptcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  const { codeChallenge: _code, ...signed } = challenge;
  return Buffer.from(JSON.stringify({ challenge: signed, solution })).toString('base64');
}
