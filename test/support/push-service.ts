/**
 * A local Web Push service for the tests (docs/push.md): an HTTP server on 127.0.0.1 that keeps
 * every push POSTed to it (headers and body) and answers 201 Created — or, for an endpoint told
 * so, 410 Gone (the browser unsubscribed) or 500. A test's browser is a key pair made with node's
 * crypto (P-256 and a 16-byte auth secret, as a browser makes them); `decrypt` opens a push's
 * aes128gcm body (RFC 8188, RFC 8291) with them, written here independently of the web-push
 * library that encrypts, and `checkVapid` checks the request's signature (RFC 8292).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify, type ECDH } from 'node:crypto';
import { SERVER_MS } from './patience';

export interface ReceivedPush {
  /** the endpoint's path (/push/<id>) */
  path: string;
  headers: Record<string, string>;
  body: Buffer;
  at: number;
}

/** A browser's side of a subscription: the keys it keeps, and what PushSubscription.toJSON() gives. */
export interface TestSubscription {
  endpoint: string;
  ecdh: ECDH;
  auth: Buffer;
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

export class PushServiceSink {
  readonly pushes: ReceivedPush[] = [];
  /** endpoint paths answered with this status instead of 201 */
  readonly answers = new Map<string, number>();
  private server: Server | null = null;
  port = 0;

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const path = req.url ?? '/';
        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(req.headers)) headers[k] = Array.isArray(v) ? v.join(', ') : String(v);
        if (req.method === 'POST') this.pushes.push({ path, headers, body: Buffer.concat(chunks), at: Date.now() });
        const status = this.answers.get(path) ?? 201;
        res.writeHead(status, status === 201 ? { Location: `/messages/${randomUUID()}` } : {}).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** A new browser subscription with an endpoint of this service. */
  subscription(): TestSubscription {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const endpoint = `http://127.0.0.1:${this.port}/push/${randomUUID()}`;
    return { endpoint, ecdh, auth, json: { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } } };
  }

  to(sub: TestSubscription): ReceivedPush[] {
    const path = new URL(sub.endpoint).pathname;
    return this.pushes.filter((p) => p.path === path);
  }

  /** Waits until `sub` has received at least n pushes. */
  async waitFor(sub: TestSubscription, n = 1, timeoutMs = SERVER_MS): Promise<ReceivedPush[]> {
    const end = Date.now() + timeoutMs;
    while (this.to(sub).length < n) {
      if (Date.now() > end) throw new Error(`timed out waiting for push ${n} (have ${this.to(sub).length})`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return this.to(sub);
  }
}

/** Opens an aes128gcm push body (RFC 8291) with the subscription's private key and auth secret. */
export function decrypt(sub: TestSubscription, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20];
  const senderKey = body.subarray(21, 21 + idlen);
  const records = body.subarray(21 + idlen);
  if (idlen !== 65 || records.length > rs) throw new Error(`unexpected header: idlen ${idlen}, rs ${rs}, ${records.length} bytes`);
  const shared = sub.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), sub.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, sub.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // one record: the text, the last-record delimiter 0x02, then zero padding
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** The push's JSON payload, decrypted. */
export function payloadOf(sub: TestSubscription, push: ReceivedPush): { title: string; body: string; url: string; tag?: string } {
  return JSON.parse(decrypt(sub, push.body));
}

/**
 * Checks the VAPID signature (RFC 8292) of a push: "vapid t=<JWT>, k=<public key>", the JWT
 * signed (ES256) by that key, its audience the push service's origin, not expired. Returns its claims.
 */
export function checkVapid(push: ReceivedPush, publicKey: string, origin: string): { aud: string; exp: number; sub: string } {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(push.headers.authorization ?? '');
  if (!m) throw new Error(`no VAPID authorization: ${push.headers.authorization}`);
  if (m[2] !== publicKey) throw new Error('signed with another key');
  const [head, claims, sig] = m[1].split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') }, format: 'jwk' });
  const ok = verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(sig, 'base64url'));
  if (!ok) throw new Error('bad VAPID signature');
  const c = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud: string; exp: number; sub: string };
  if (c.aud !== origin) throw new Error(`audience ${c.aud}, not ${origin}`);
  if (c.exp * 1000 < Date.now()) throw new Error('expired');
  return c;
}
