/**
 * What a new split test must be, as plain data and one zod-free check: the create schema
 * (schemas.ts) is built from these, and the split-test block checks its slots with
 * `placedTestProblem` without bringing zod to the storefront's split-test view.
 */
export const TEST_NAME_MAX = 60;
export const TEST_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 _-]*$/;
export const VARIATIONS_MIN = 2;
export const VARIATIONS_MAX = 6;

export const CREATE_MESSAGES = {
  nameRequired: 'Enter a name for the test',
  nameTooLong: 'Use at most 60 characters',
  nameCharacters: 'Use letters, numbers, spaces, - and _ only',
  tooFewVariations: 'A split test needs at least two variations',
  tooManyVariations: 'Use at most 6 variations',
  oneDefault: 'Mark one variation as the default',
  distinctNames: 'Give each variation its own name',
} as const;

/** The first problem of a test or variation name, in the create schema's order; else null. */
export function nameProblem(raw: string): string | null {
  const name = raw.trim();
  if (name.length < 1) return CREATE_MESSAGES.nameRequired;
  if (name.length > TEST_NAME_MAX) return CREATE_MESSAGES.nameTooLong;
  if (!TEST_NAME_PATTERN.test(name)) return CREATE_MESSAGES.nameCharacters;
  return null;
}

/**
 * What keeps a placed test (a split-test block's name and slots) from being created as a
 * block test, with the create schema's first message; null when it can be created.
 */
export function placedTestProblem(placed: {
  name: string;
  variations: ReadonlyArray<{ name: string; default?: boolean }>;
}): string | null {
  const { variations } = placed;
  const problem =
    nameProblem(placed.name) ??
    variations.map((variation) => nameProblem(variation.name)).find(Boolean) ??
    null;
  if (problem) return problem;
  if (variations.length < VARIATIONS_MIN) return CREATE_MESSAGES.tooFewVariations;
  if (variations.length > VARIATIONS_MAX) return CREATE_MESSAGES.tooManyVariations;
  if (variations.filter((variation) => variation.default).length !== 1)
    return CREATE_MESSAGES.oneDefault;
  const names = new Set(variations.map((variation) => variation.name.trim().toLowerCase()));
  if (names.size !== variations.length) return CREATE_MESSAGES.distinctNames;
  return null;
}
