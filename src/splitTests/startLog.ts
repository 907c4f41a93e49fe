/**
 * The console line an internal user (staff, or signed in as staff) sees when a split
 * test starts for this visit (spec: internal users get a console log of split-test
 * starts). The spec gives no wording; this names the test and the variation shown.
 */
export function splitTestStartLog(test: {
  name: string;
  variation: { name: string } | null;
}): string | null {
  return test.variation
    ? `Split test ${test.name} started: showing variation ${test.variation.name}`
    : null;
}
