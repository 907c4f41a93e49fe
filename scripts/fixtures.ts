/**
 * `npm run fixtures -- list`: the fixture library (fixtures/pages), one line per page.
 * `npm run fixtures -- open NAME`: puts that fixture into the demo store through the
 * pages API, as the demo seller, and prints where to see it in the runtime (a mail
 * page: its email preview) and the editor. Uses the server answering at QA_ORIGIN (default http://localhost:$PORT, 3000);
 * when none answers it starts one and keeps it running until Ctrl+C.
 */
import { fixtureLibrary, type Fixture } from '../fixtures/pages/library';
import { ensureServer } from './qa/ensureServer';
import { loadFixture, qaUrl, storeImages } from './qa/loadFixture';
import { DEMO_DIVISION, signInAsSeller } from './qa/sellerApi';

export type FixturesCommand =
  { command: 'list' } | { command: 'open'; name: string } | { command: 'usage'; error?: string };

export const USAGE = 'Usage: npm run fixtures -- list | open NAME';

export function parseFixturesArgs(args: readonly string[]): FixturesCommand {
  const [command, name, ...extra] = args;
  if (command === 'list' && name === undefined) return { command: 'list' };
  if (command === 'open' && name && extra.length === 0) return { command: 'open', name };
  if (command === 'open')
    return {
      command: 'usage',
      error: 'open takes one fixture name (see npm run fixtures -- list)',
    };
  return { command: 'usage', ...(command ? { error: `Unknown command: ${args.join(' ')}` } : {}) };
}

/** One line per fixture: name, kind, where `open` puts it, description; columns aligned. */
export function formatFixtureList(
  fixtures: readonly Pick<Fixture, 'name' | 'kind' | 'description'>[],
): string {
  const width = Math.max(...fixtures.map((fixture) => fixture.name.length));
  const urlWidth = Math.max(...fixtures.map((fixture) => qaUrl(fixture.name).length));
  return fixtures
    .map(
      (fixture) =>
        `${fixture.name.padEnd(width)}  ${fixture.kind.padEnd(6)}  ${qaUrl(fixture.name).padEnd(urlWidth)}  ${fixture.description}`,
    )
    .join('\n');
}

/**
 * Where to see a stored page: on the storefront (a mail page is not served there, so its
 * email preview in the dashboard instead) and in the editor.
 */
export function fixtureUrls(
  origin: string,
  page: { id?: number; url: string | null; mail: boolean },
): Array<[label: string, url: string]> {
  const view: [string, string] = page.mail
    ? ['mail preview', `${origin}/dashboard/pages/${page.id}/mail/`]
    : ['runtime', `${origin}${page.url ?? '/'}`];
  return [view, ['editor', `${origin}/dashboard/pages/${page.id}/edit/`]];
}

async function open(name: string): Promise<void> {
  const fixture = fixtureLibrary().find((each) => each.name === name);
  if (!fixture) {
    console.error(`No fixture called ${name}. Fixtures:\n${formatFixtureList(fixtureLibrary())}`);
    process.exit(1);
  }
  const origin = process.env.QA_ORIGIN ?? `http://localhost:${process.env.PORT ?? 3000}`;
  const server = await ensureServer(origin);
  const { api, publishing } = await signInAsSeller(origin);
  // Published, so the storefront link shows it to anyone (issue 14).
  const page = await loadFixture(
    api,
    DEMO_DIVISION,
    fixture,
    await storeImages(api, DEMO_DIVISION),
    publishing,
  );
  const urls = fixtureUrls(origin, {
    id: page.id,
    url: page.url,
    mail: page.properties.isMailPage.value,
  });
  console.log(`\n${fixture.name}: ${fixture.description}`);
  for (const [label, url] of urls) console.log(`  ${`${label}:`.padEnd(14)}${url}`);
  console.log('  (demo seller: seller@demo.localhost / demo-seller-password)');
  if (!server.started) return;
  console.log('\nThe server was started by this command; Ctrl+C stops it.');
  await new Promise<void>((resolve) => process.once('SIGINT', () => resolve()));
  await server.stop();
}

async function main(): Promise<void> {
  const parsed = parseFixturesArgs(process.argv.slice(2));
  if (parsed.command === 'list') console.log(formatFixtureList(fixtureLibrary()));
  else if (parsed.command === 'open') await open(parsed.name);
  else {
    if (parsed.error) console.error(parsed.error);
    console.log(USAGE);
    process.exitCode = parsed.error ? 1 : 0;
  }
}

if (process.argv[1]?.endsWith('fixtures.ts')) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
