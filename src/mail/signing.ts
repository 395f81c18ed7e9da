/**
 * Signed links in mails: one-click unsubscribe and email confirmation. The signature is an HMAC
 * with the site's secret over the purpose and the values, so a link cannot be made for another
 * user, and a confirmation link stops working once the address changes.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export class LinkSigner {
  constructor(private readonly secret: string) {}

  sign(purpose: string, ...values: (string | number)[]): string {
    return createHmac('sha256', this.secret).update([purpose, ...values].join('\n')).digest('base64url').slice(0, 32);
  }

  verify(token: unknown, purpose: string, ...values: (string | number)[]): boolean {
    if (typeof token !== 'string' || token.length !== 32) return false;
    const expected = Buffer.from(this.sign(purpose, ...values));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  unsubscribeToken(userId: number): string {
    return this.sign('unsubscribe', userId);
  }

  confirmToken(userId: number, email: string): string {
    return this.sign('confirm-email', userId, emailDigest(email));
  }

  verifyConfirmToken(token: unknown, userId: number, email: string): boolean {
    return this.verify(token, 'confirm-email', userId, emailDigest(email));
  }
}

function emailDigest(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}
