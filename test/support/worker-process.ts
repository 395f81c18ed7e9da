/**
 * `npm run worker` and `npm start` as child processes (through tsx, from the sources), for
 * tests that run several of them or kill them.
 */
import { spawn, ChildProcess } from 'node:child_process';
import { ROOT } from '../../src/paths';

export interface WorkerProcess {
  proc: ChildProcess;
  output: string[];
  ready: Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

function spawnScript(script: string, readyText: string, what: string, env: Record<string, string>): WorkerProcess {
  const proc = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    // at least info: its ready line is a log line
    env: { ...process.env, ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const ready = new Promise<void>((resolve, reject) => {
    const onLine = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join('').includes(readyText)) resolve();
    };
    proc.stdout?.on('data', onLine);
    proc.stderr?.on('data', (c: Buffer) => output.push(c.toString()));
    proc.once('exit', (code) => reject(new Error(`${what} exited (${code}) before it was ready: ${output.join('')}`)));
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

/** `npm run worker`. */
export function spawnWorker(env: Record<string, string>): WorkerProcess {
  return spawnScript('src/worker.ts', 'is working the job queue', 'worker', env);
}

/** `npm start`: a web process (with RUN_WORKER=false in `env`, web only). */
export function spawnWeb(env: Record<string, string>): WorkerProcess {
  return spawnScript('src/index.ts', 'Slipstream is running', 'web process', env);
}
