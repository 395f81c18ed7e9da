/**
 * Friends and blocks between players. A friend (one way, like following) is offered first when
 * inviting, and his open games come first in the lobby. A block keeps the blocked player out:
 * he cannot invite the one who blocked him, nor join a game that player sits in (and neither
 * sees the other's open games in the lobby).
 */
import { msg } from '../../engine/text';
import type { Db } from '../../db/client';
import type { Prisma } from '../../generated/prisma/client';
import { badRequest, notFound } from '../../http/errors';
import { Clock, systemClock } from '../../clock';
import { NameField, userByName } from './user.service';

export interface Relation {
  friend: boolean;
  blocked: boolean;
}

export class FriendsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock = systemClock,
  ) {}

  /** What the user has made of the other player: friend, blocked. */
  async relation(userId: number, otherId: number): Promise<Relation> {
    const [friend, blocked] = await Promise.all([
      this.db.friend.findUnique({ where: { userId_friendId: { userId, friendId: otherId } } }),
      this.db.block.findUnique({ where: { userId_blockedId: { userId, blockedId: otherId } } }),
    ]);
    return { friend: friend !== null, blocked: blocked !== null };
  }

  /** Adds or takes away a friend, blocks or unblocks a player (by name). Blocking ends the friendship. */
  async set(userId: number, otherName: string, what: 'friend' | 'unfriend' | 'block' | 'unblock'): Promise<void> {
    const other = await userByName(this.db, otherName);
    if (!other) throw notFound(msg('site.error.noPlayer', { name: otherName.slice(0, 40) }));
    if (other.id === userId) throw badRequest(msg('site.error.relationSelf'), 'invalid_input');
    const key = { userId, friendId: other.id };
    const now = this.clock.now();
    if (what === 'friend') {
      await this.db.block.deleteMany({ where: { userId, blockedId: other.id } });
      await this.db.friend.upsert({ where: { userId_friendId: key }, create: { ...key, createdAt: now }, update: {} });
    } else if (what === 'unfriend') {
      await this.db.friend.deleteMany({ where: key });
    } else if (what === 'block') {
      await this.db.friend.deleteMany({ where: key });
      await this.db.block.upsert({ where: { userId_blockedId: { userId, blockedId: other.id } }, create: { userId, blockedId: other.id, createdAt: now }, update: {} });
    } else {
      await this.db.block.deleteMany({ where: { userId, blockedId: other.id } });
    }
  }

  /** The invitation fields of a new game: the player's friends first (as boxes), and the field for other names (`asked`: the name in the page's address). */
  async inviteChoices(userId: number, asked: unknown): Promise<{ friends: { name: string; checked: boolean }[]; inviteOther: string }> {
    const { friends } = await this.lists(userId);
    const parsed = NameField.safeParse(asked);
    const name = parsed.success ? parsed.data : '';
    const isFriend = friends.some((f) => f.toLowerCase() === name.toLowerCase());
    return { friends: friends.map((f) => ({ name: f, checked: isFriend && f.toLowerCase() === name.toLowerCase() })), inviteOther: isFriend ? '' : name };
  }

  /** The user's friends and the players he blocked, by name. */
  async lists(userId: number): Promise<{ friends: string[]; blocked: string[] }> {
    const [friends, blocked] = await Promise.all([
      this.db.friend.findMany({ where: { userId }, include: { friend: { select: { username: true } } } }),
      this.db.block.findMany({ where: { userId }, include: { blocked: { select: { username: true } } } }),
    ]);
    const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
    return { friends: friends.map((f) => f.friend.username).sort(byName), blocked: blocked.map((b) => b.blocked.username).sort(byName) };
  }
}

/** Of these players, those who blocked `userId`. */
export async function blockersOf(db: Db | Prisma.TransactionClient, userId: number, among: number[]): Promise<number[]> {
  if (!among.length) return [];
  const rows = await db.block.findMany({ where: { blockedId: userId, userId: { in: among } }, select: { userId: true } });
  return rows.map((r) => r.userId);
}
