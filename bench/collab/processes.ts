import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface, type Interface } from 'node:readline';

/** A child process of the benchmark that prints JSON lines (target.ts, storm.ts, relay.ts). */
export interface BenchProcess<Info> {
  info: Info;
  child: ChildProcess;
  /** Sends a line on stdin and resolves the next JSON line printed. */
  ask<T>(line: string): Promise<T>;
  stop(): Promise<void>;
}

function nextLine(lines: Interface, child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`bench process exited with ${code}`));
    lines.once('line', (line) => {
      child.off('exit', onExit);
      resolve(line);
    });
    child.once('exit', onExit);
  });
}

/** Runs `bench/collab/<script>` under tsx and waits for its first JSON line. */
export async function startBenchProcess<Info>(
  script: string,
  env: Record<string, string> = {},
  args: string[] = [],
): Promise<BenchProcess<Info>> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join('bench', 'collab', script), ...args],
    {
      env: { ...process.env, ...env },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout! });
  const info = JSON.parse(await nextLine(lines, child)) as Info;
  return {
    info,
    child,
    async ask<T>(line: string) {
      const answer = nextLine(lines, child);
      child.stdin!.write(`${line}\n`);
      return JSON.parse(await answer) as T;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
