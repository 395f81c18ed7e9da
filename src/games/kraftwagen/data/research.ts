/**
 * The 50 research cards (rule text "Die Forschungskarten", "Entwicklungen", "Sofortaktionen",
 * "Ingenieure"; the counts per kind are designed data): 32 developments, 9 instant actions, 9
 * engineers. A card is its index in RESEARCH_CARDS.
 */
export type Engineer = 'opel' | 'horch' | 'benz' | 'bugatti' | 'porsche' | 'daimler' | 'otto' | 'diesel' | 'maybach';
export type Instant = 'workers' | 'gp' | 'parts';

export type ResearchCard =
  | { kind: 'dev'; body: number; engine: number; take: 'body' | 'engine' | null }
  | { kind: 'instant'; instant: Instant }
  | { kind: 'engineer'; engineer: Engineer };

function devs(n: number, body: number, engine: number, take: 'body' | 'engine' | null = null): ResearchCard[] {
  return Array.from({ length: n }, () => ({ kind: 'dev' as const, body, engine, take }));
}

export const ENGINEERS: readonly Engineer[] = ['opel', 'horch', 'benz', 'bugatti', 'porsche', 'daimler', 'otto', 'diesel', 'maybach'];

export const RESEARCH_CARDS: readonly ResearchCard[] = [
  ...devs(8, 1, 0),
  ...devs(8, 0, 1),
  ...devs(4, 2, 0),
  ...devs(4, 0, 2),
  ...devs(4, 1, 1),
  ...devs(2, 1, 0, 'body'),
  ...devs(2, 0, 1, 'engine'),
  ...(['workers', 'gp', 'parts'] as Instant[]).flatMap((instant) => Array.from({ length: 3 }, () => ({ kind: 'instant' as const, instant }))),
  ...ENGINEERS.map((engineer) => ({ kind: 'engineer' as const, engineer })),
];

/** Research points: at most 7 per category (rule text "Entwicklungen"). */
export const MAX_RESEARCH = 7;

/** Names and words of the cards: messages "engineer.<id>", "engineerText.<id>", "instant.<id>", "card.*" (messages/). */

export function card(id: number): ResearchCard {
  return RESEARCH_CARDS[id];
}
