/**
 * The load storm: clients that keep opening large page documents (the 300-block stress
 * page) through the collaboration server, each a fresh connection that loads the whole
 * document, then leaves. Runs beside the latency measurement in its own process.
 *   storm.ts <server-url> <division-id> <cookie> <page ids, comma separated> <clients>
 * Prints a JSON line when started; answers `count` with the documents loaded so far.
 */
import { createInterface } from 'node:readline';
import { openClient } from '../../tests/collab/support';

const [url, divisionId, cookie, pageIds, clients] = process.argv.slice(2) as [
  string,
  string,
  string,
  string,
  string,
];
const ids = pageIds.split(',').map(Number);
let loaded = 0;

async function stormer(offset: number) {
  for (let n = offset; ; n += 1) {
    const client = openClient({
      url,
      divisionId: Number(divisionId),
      pageId: ids[n % ids.length]!,
      cookie,
    });
    try {
      await client.synced;
      loaded += 1;
    } finally {
      client.destroy();
    }
  }
}

for (let i = 0; i < Number(clients); i += 1) void stormer(i);
console.log(JSON.stringify({ started: Number(clients) }));
createInterface({ input: process.stdin }).on('line', () => console.log(JSON.stringify({ loaded })));
