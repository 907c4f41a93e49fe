/**
 * The two editors under test, built and served on loopback for one run:
 * - ours: the real product (server/main.ts on a fresh database seeded with the demo
 *   store), with its client built by the product's own vite.config.ts into a private
 *   directory, so another engineer rebuilding dist/ mid-run cannot pull files away;
 * - Puck: the harness in bench/editor/puck, built by its own Vite config and served by a
 *   small static server together with the fixture pages as Puck data.
 * Everything lives in one temporary directory, removed by `close()`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { build } from 'vite';
import { freePort } from '../../tests/e2e/server';

const REPO = process.cwd();
const START_TIMEOUT_MS = 60_000;

export interface BuiltApps {
  /** The product's working directory: `dist/client` (its build) and a link to `fixtures`. */
  productDir: string;
  puckDir: string;
  close(): void;
}

/** Builds the product's client and the Puck harness (both production builds) into a temporary directory. */
export async function buildApps(): Promise<BuiltApps> {
  const root = mkdtempSync(join(tmpdir(), 'omnis-editor-bench-'));
  const productDir = join(root, 'product');
  const puckDir = join(root, 'puck');
  mkdirSync(productDir, { recursive: true });
  // The server seeds the demo store from <cwd>/fixtures/pages.
  symlinkSync(join(REPO, 'fixtures'), join(productDir, 'fixtures'));
  try {
    await build({
      configFile: join(REPO, 'vite.config.ts'),
      root: REPO,
      logLevel: 'warn',
      build: { outDir: join(productDir, 'dist', 'client'), emptyOutDir: true },
    });
    await build({
      configFile: join(REPO, 'bench', 'editor', 'puck', 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: puckDir },
    });
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  return { productDir, puckDir, close: () => rmSync(root, { recursive: true, force: true }) };
}

export interface Served {
  origin: string;
  stop(): Promise<void>;
}

/**
 * The product as `npm start` runs it after its build (server/main.ts under tsx), from
 * `productDir` so it serves that build, on a free port and a fresh data directory.
 */
export async function startProduct(productDir: string): Promise<Served> {
  const port = await freePort();
  const dataDir = join(productDir, 'data');
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', import.meta.resolve('tsx'), join(REPO, 'server', 'main.ts')],
    {
      cwd: productDir,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        TSX_TSCONFIG_PATH: join(REPO, 'tsconfig.json'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const killed = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(killed);
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The product server exited early:\n${output}`);
    try {
      if ((await fetch(`${origin}/favicon.ico`)).status < 500) return { origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(
    `The product server did not start within ${START_TIMEOUT_MS / 1000} s:\n${output}`,
  );
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/** A page with nothing on it: the frame-time floor of the machine (scenarios.idleFrameTimes). */
export const BLANK_PATH = '/blank.html';
const BLANK_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Blank</title></head><body></body></html>';

/** The built Puck harness, each page's Puck data at `/data/<name>.json`, and a blank page. */
export async function servePuck(
  puckDir: string,
  data: ReadonlyMap<string, unknown>,
): Promise<Served> {
  const bodies = new Map(
    [...data].map(([name, value]) => [`/data/${name}.json`, JSON.stringify(value)]),
  );
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path === BLANK_PATH) {
      response.writeHead(200, { 'content-type': CONTENT_TYPES['.html']! });
      response.end(BLANK_PAGE);
      return;
    }
    const json = bodies.get(path);
    if (json !== undefined) {
      response.writeHead(200, {
        'content-type': CONTENT_TYPES['.json']!,
        'cache-control': 'no-store',
      });
      response.end(json);
      return;
    }
    const file = normalize(join(puckDir, path === '/' ? 'index.html' : path));
    if (!file.startsWith(puckDir) || !existsSync(file) || extname(file) === '') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    });
    response.end(readFileSync(file));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
