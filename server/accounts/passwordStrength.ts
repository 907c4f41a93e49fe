import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { SESSION_MESSAGES } from '../../src/model/session';
import { ValidationError } from '../../src/errors';

/**
 * Refuses a chosen password that is easy to guess ("password", "12345678", "iloveyou1",
 * keyboard walks, the account's own email), offline: zxcvbn-ts estimates the guesses
 * with its dictionaries of common and breached passwords, names and English words.
 * A score under 2 (fewer than about 10^6 guesses, minutes for an online attacker who
 * gets past the rate limit) is refused. The estimator is built on first use: its
 * dictionaries take a few megabytes that a server which never sees a sign-up need not hold.
 */
export const MIN_PASSWORD_SCORE = 2;

let estimator: ZxcvbnFactory | null = null;
const estimatorOf = () =>
  (estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  }));

/** The strength score (0 to 4) of a password, weighing the account's own details. */
export function passwordScore(password: string, userInputs: readonly string[] = []): number {
  return estimatorOf().check(password, [...userInputs].filter(Boolean)).score;
}

/** Throws a 422 on the `password` field when the password is too easy to guess. */
export function assertStrongPassword(password: string, userInputs: readonly string[] = []): void {
  if (passwordScore(password, userInputs) < MIN_PASSWORD_SCORE)
    throw new ValidationError(SESSION_MESSAGES.weakPassword, [
      { field: 'password', message: SESSION_MESSAGES.weakPassword },
    ]);
}
