/**
 * The product for a QA command: the server already answering at `origin`, or one this
 * command starts (`server/main.ts`, as `npm start` runs it, building the client bundles
 * first when they are missing) and stops when asked.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export interface QaServer {
  origin: string;
  /** True when this command started the server (it then owns stopping it). */
  started: boolean;
  stop: () => Promise<void>;
}

const MANIFEST = join('dist', 'client', '.vite', 'manifest.json');
const START_TIMEOUT_MS = 180_000;

export async function isServing(origin: string): Promise<boolean> {
  try {
    return (await fetch(`${origin}/favicon.ico`)).status < 500;
  } catch {
    return false;
  }
}

export interface EnsureServerOptions {
  /** Environment for a server this command starts (DATA_DIR, NODE_ENV...). */
  env?: Record<string, string>;
  log?: (line: string) => void;
}

export async function ensureServer(
  origin: string,
  { env = {}, log = console.log }: EnsureServerOptions = {},
): Promise<QaServer> {
  if (await isServing(origin)) return { origin, started: false, stop: async () => undefined };
  if (!existsSync(MANIFEST)) {
    log('Building the client bundles (npx vite build)...');
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  const port = new URL(origin).port || '80';
  log(`Starting the server on ${origin} (first start seeds the demo store)...`);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env, PORT: port },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await isServing(origin))) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`The server did not answer on ${origin} within ${START_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    origin,
    started: true,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
