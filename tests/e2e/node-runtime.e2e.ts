/**
 * The product runs on the Node.js pinned in package.json (the `node` package), not on the
 * machine's own, and its native database module is built for that runtime: the real
 * server process says which Node it runs on once it has opened, migrated and seeded its
 * SQLite database, and then serves a storefront page read from it.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './server';

const pinned = (
  JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> }
).dependencies.node;

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
}, 180_000);
afterAll(async () => {
  await server.stop();
});

describe('the pinned Node.js runtime', () => {
  it('runs the tests themselves', () => {
    expect(process.version).toBe(`v${pinned}`);
  });

  it('runs the server, which opens its SQLite database with the native module', async () => {
    expect(server.output()).toContain(`Node v${pinned}, database sqlite`);
    const home = await fetch(`${server.origin}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<main');
  });
});
