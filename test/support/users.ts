/** Accounts for tests, made through the services (faster than the sign-up page). */
import type { Services } from '../../src/services';

export interface TestUser {
  id: number;
  username: string;
  email: string;
}

export async function makeUser(
  s: Services,
  username: string,
  opts: { confirmed?: boolean; notifyMode?: 'EVERY_TURN' | 'DAILY_DIGEST' | 'NONE' } = {},
): Promise<TestUser> {
  const email = `${username.toLowerCase()}@example.org`;
  const { userId } = await s.users.register({ username, email, password: 'correct horse battery' });
  await s.db.user.update({
    where: { id: userId },
    data: { emailConfirmedAt: opts.confirmed === false ? null : new Date(), notifyMode: opts.notifyMode ?? 'EVERY_TURN' },
  });
  return { id: userId, username, email };
}
