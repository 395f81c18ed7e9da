/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * logged in to an account, or set its password through a mailed link, keeps a signed note of it.
 * The log-in limits (rate-limits.ts) count such a browser's wrong passwords on its own, apart from
 * the account's and the address's counters, so strangers who guess at an account cannot lock its
 * owner out of the browsers he uses. The note proves nothing but an earlier log-in: it never opens
 * a session by itself.
 *
 * One cookie holds up to five notes (a family's shared browser), newest first; each note is
 * `account~nonce~signature`, the account as typed at log-in, lower case.
 */
import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import type { LinkSigner } from '../mail/signing';
import { readCookie, setCookie } from './cookies';

export const DEVICE_COOKIE = 'did';
const NOTES = 5;
const DAYS = 365;
/** An account key a note can hold: a user name in lower case (the log-in form's names). */
const NAME = '[a-z0-9_.-]{1,20}';
const ACCOUNT = new RegExp(`^${NAME}$`);
const NOTE = new RegExp(`^(${NAME})~([A-Za-z0-9_-]{16})~([A-Za-z0-9_-]{32})$`);

/** The account key the limits count by: the name as typed, trimmed and in lower case. */
export function accountKey(username: unknown): string {
  return typeof username === 'string' ? username.trim().toLowerCase().slice(0, 100) : '';
}

function notes(req: Request): { account: string; nonce: string; signature: string }[] {
  const value = readCookie(req, DEVICE_COOKIE) ?? '';
  return value
    .split('|')
    .slice(0, NOTES)
    .map((note) => NOTE.exec(note))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ account: m[1], nonce: m[2], signature: m[3] }));
}

/** This browser's device id for the account, when it carries a genuine note for it. */
export function knownDevice(req: Request, signer: LinkSigner, account: string): string | undefined {
  const note = notes(req).find((n) => n.account === account);
  return note && signer.verify(note.signature, 'device', note.account, note.nonce) ? note.nonce : undefined;
}

/** Notes on this browser that it logged in to the account (kept when it has one already). */
export function rememberDevice(req: Request, res: Response, signer: LinkSigner, account: string, secure: boolean): void {
  if (!ACCOUNT.test(account)) return;
  const kept = notes(req).filter((n) => signer.verify(n.signature, 'device', n.account, n.nonce));
  const own = kept.find((n) => n.account === account);
  const nonce = own?.nonce ?? randomBytes(12).toString('base64url');
  const list = [{ account, nonce, signature: signer.sign('device', account, nonce) }, ...kept.filter((n) => n.account !== account)].slice(0, NOTES);
  setCookie(res, DEVICE_COOKIE, list.map((n) => `${n.account}~${n.nonce}~${n.signature}`).join('|'), { secure, maxAgeMs: DAYS * 86400_000 });
}
