/**
 * A real SMTP server on loopback (the smtp-server package) that keeps every message it accepts,
 * for tests and the benchmark. It can be taken down (the port closes) and brought back on the
 * same port, or told to refuse messages with a temporary error.
 */
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import type { Clock } from '../../src/clock';
import { QUEUES } from '../../src/queue';
import { createTestSite, type TestSite } from './app';
import { SERVER_MS } from './patience';

export interface ReceivedMail {
  to: string[];
  raw: string;
  messageId: string;
  subject: string;
  text: string;
  html: string;
  headers: Map<string, unknown>;
  at: number;
}

/** A header of a raw message as sent (folded lines joined), or undefined. */
export function rawHeader(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

export class SmtpSink {
  readonly mails: ReceivedMail[] = [];
  /** answer every message with a temporary failure (451) */
  refuse = false;
  private server: SMTPServer | null = null;
  port = 0;
  private waiters: (() => void)[] = [];

  async start(port = this.port): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      size: 10 * 1024 * 1024,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          if (this.refuse) return callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
          const raw = Buffer.concat(chunks).toString('utf8');
          const to = session.envelope.rcptTo.map((r) => r.address);
          simpleParser(raw)
            .then((parsed) => {
              this.mails.push({
                to,
                raw,
                messageId: parsed.messageId ?? '',
                subject: parsed.subject ?? '',
                text: parsed.text ?? '',
                html: typeof parsed.html === 'string' ? parsed.html : '',
                headers: parsed.headers as Map<string, unknown>,
                at: Date.now(),
              });
              callback();
              for (const w of this.waiters.splice(0)) w();
            })
            .catch((err: Error) => callback(err));
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    server.on('error', () => undefined);
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Mails to one address. */
  to(address: string): ReceivedMail[] {
    return this.mails.filter((m) => m.to.includes(address));
  }

  /** Waits until `check` holds (checked after every mail and every 100 ms). */
  async waitUntil(check: () => boolean, timeoutMs = SERVER_MS, what = 'mails'): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what} (${this.mails.length} received)`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, 100);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  async waitForCount(n: number, timeoutMs = SERVER_MS): Promise<void> {
    await this.waitUntil(() => this.mails.length >= n, timeoutMs, `${n} mails`);
  }
}

/**
 * A test file's site mailing to a real SMTP sink: its worker runs on `clock`, without the minute
 * sweep (the tests sweep when they mean to). Stop both with `stopMailSite`.
 */
export async function startMailSite(clock: Clock): Promise<{ site: TestSite; sink: SmtpSink }> {
  const sink = new SmtpSink();
  await sink.start();
  const site = await createTestSite({ worker: true, clock, env: { SMTP_URL: sink.url } });
  await site.queue!.boss.unschedule(QUEUES.sweep);
  return { site, sink };
}

export async function stopMailSite(site: TestSite, sink: SmtpSink): Promise<void> {
  await site.close();
  await sink.stop();
}
