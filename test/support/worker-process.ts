/** `npm run worker` as a child process (through tsx, from the sources), for tests that kill it. */
import { spawn, ChildProcess } from 'node:child_process';
import { ROOT } from '../../src/paths';

export interface WorkerProcess {
  proc: ChildProcess;
  output: string[];
  ready: Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export function spawnWorker(env: Record<string, string>): WorkerProcess {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: ROOT,
    // at least info: its ready line is a log line
    env: { ...process.env, ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const ready = new Promise<void>((resolve, reject) => {
    const onLine = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (chunk.toString().includes('is working the job queue')) resolve();
    };
    proc.stdout?.on('data', onLine);
    proc.stderr?.on('data', (c: Buffer) => output.push(c.toString()));
    proc.once('exit', (code) => reject(new Error(`worker exited (${code}) before it was ready: ${output.join('')}`)));
  });
  ready.catch(() => undefined);
  return {
    proc,
    output,
    ready,
    kill(signal: NodeJS.Signals = 'SIGKILL') {
      return new Promise<void>((resolve) => {
        if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
        proc.once('exit', () => resolve());
        proc.kill(signal);
      });
    },
  };
}
