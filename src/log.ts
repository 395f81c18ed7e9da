/**
 * The site's log: structured JSON lines (pino) on stdout, one object per line with `level`,
 * `time`, `msg`, and `reqId` on every line written while answering a request. A log shipper or
 * `jq` reads them; `LOG_LEVEL` sets how much is written.
 */
import pino, { type Logger } from 'pino';
import type { Config } from './config/config';

export type { Logger };

export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>, name = 'slipstream'): Logger {
  return pino({
    name,
    level: config.LOG_LEVEL,
    // no pid/hostname noise; errors as {type, message, stack}
    base: { pid: process.pid },
    serializers: { err: pino.stdSerializers.err },
  });
}

/** A logger that writes nothing (tests, commands that print their own output). */
export const silentLogger: Logger = pino({ level: 'silent' });

/** The `(msg, err?)` callback that older parts (queue, live hub) take, writing to `log`. */
export function logCallback(log: Logger, level: 'warn' | 'error' = 'error'): (msg: string, err?: unknown) => void {
  return (msg, err) => {
    if (err instanceof Error) log[level]({ err }, msg);
    else if (err !== undefined && err !== '') log[level]({ detail: String(err) }, msg);
    else log[level](msg);
  };
}
