/** What a failed statement means, as the services need to tell it apart. */

/** A unique constraint refused the row (Prisma's P2002): somebody made it first. */
export function isUniqueViolation(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === 'P2002';
}
