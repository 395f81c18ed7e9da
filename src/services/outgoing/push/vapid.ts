/**
 * The site's VAPID key pair (RFC 8292): it signs every push, and browsers subscribe with its
 * public key, so every web process and every worker must use the same pair. Set by the operator
 * (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT), or made by the first process to start and
 * kept in the database: each process inserts a new pair unless one is there and then reads back
 * the one stored, so two processes starting at once agree on the first one written.
 */
import webpush from 'web-push';
import type { Db } from '../../../db/client';
import type { Config } from '../../../config/config';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** the site's contact for the push services: mailto: or https: */
  subject: string;
}

export type VapidConfig = Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'MAIL_FROM' | 'baseUrl'>;

export async function loadVapidKeys(db: Db, config: VapidConfig): Promise<VapidKeys> {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY && config.VAPID_SUBJECT) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject: config.VAPID_SUBJECT };
  }
  const made = webpush.generateVAPIDKeys();
  await db.$executeRaw`INSERT INTO vapid_keys (id, public_key, private_key) VALUES (1, ${made.publicKey}, ${made.privateKey}) ON CONFLICT (id) DO NOTHING`;
  const kept = await db.vapidKeys.findUniqueOrThrow({ where: { id: 1 } });
  return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject: subjectFor(config) };
}

/** Without VAPID_SUBJECT: the address mails come from (a push service writes there about problems), else the site. */
export function subjectFor(config: Pick<Config, 'MAIL_FROM' | 'baseUrl'>): string {
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(config.MAIL_FROM)?.[1] ?? (/^\S+@\S+$/.test(config.MAIL_FROM) ? config.MAIL_FROM : null);
  if (address) return `mailto:${address}`;
  return config.baseUrl.startsWith('https:') ? config.baseUrl : 'mailto:slipstream@localhost';
}
