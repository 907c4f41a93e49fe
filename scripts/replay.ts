/**
 * `npm run replay -- fixtures/sessions/NAME.json [more.json ...]`: replays recorded editing
 * sessions headlessly through the editor's document layer and machines, prints each
 * resulting page and its differences from the page the session recorded, and exits
 * non-zero when any differs.
 */
import { replayFile } from '../editor/replay/replayFile';

const files = process.argv.slice(2).filter((arg) => arg !== '--');
if (files.length === 0) {
  console.error('Usage: npm run replay -- fixtures/sessions/NAME.json [...]');
  process.exit(2);
}
let failed = 0;
for (const file of files) {
  const { session, page, differences } = replayFile(file);
  console.log(`# ${session.name}: ${session.steps.length} steps`);
  console.log(JSON.stringify(page, null, 2));
  if (differences.length === 0) {
    console.log(`✔ ${session.name}: the replay matches the recorded page`);
  } else {
    failed += 1;
    console.log(`✖ ${session.name}: ${differences.length} difference(s) from the recorded page`);
    for (const difference of differences) {
      console.log(
        `  ${difference.path}: expected ${JSON.stringify(difference.expected)}, got ${JSON.stringify(difference.actual)}`,
      );
    }
  }
}
process.exit(failed === 0 ? 0 : 1);
