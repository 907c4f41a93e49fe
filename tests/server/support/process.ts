import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A free loopback port: bind to 0, read it, release it. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** Runs the real server (server/main.ts) and waits until it says it listens. */
export async function spawnServer(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await untilListening(child, () => log, timeoutMs);
  return { child, url: `http://127.0.0.1:${port}`, output: () => log };
}

/** What server/main.ts prints once it listens: its routes answer from then on. */
export const LISTENING_LINE = 'Omnis storefront on ';

/**
 * Resolves when the server's output (`output`, which the caller collects from its stdout
 * and stderr) says it listens. Rejects, with that output, when it exits first or
 * `timeoutMs` passes (then it is killed).
 */
export function untilListening(
  child: ChildProcess,
  output: () => string,
  timeoutMs: number,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    };
    // Listeners added after the caller's, so `output` already holds the chunk.
    const onData = () => {
      if (output().includes(LISTENING_LINE)) settle();
    };
    const onExit = () => settle(new Error(`server exited early:\n${output()}`));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      settle(new Error(`server did not start in ${timeoutMs} ms:\n${output()}`));
    }, timeoutMs);
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
    if (child.exitCode !== null) onExit();
    else onData();
  });
}

export function waitForExit(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}
