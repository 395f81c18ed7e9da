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

export const ENGINEER_NAMES: Record<Engineer, string> = {
  opel: 'Adam Opel',
  horch: 'August Horch',
  benz: 'Carl Benz',
  bugatti: 'Ettore Bugatti',
  porsche: 'Ferdinand Porsche',
  daimler: 'Gottlieb Daimler',
  otto: 'Nikolaus August Otto',
  diesel: 'Rudolf Diesel',
  maybach: 'Wilhelm Maybach',
};

export const ENGINEER_TEXT: Record<Engineer, string> = {
  opel: 'A sale to a price buyer pays three times the price instead of twice.',
  horch: 'Markers +1 and +2 engine: one on a car you bring to the market.',
  benz: 'Marker "5th buyer": once, at the start of a scoring, add a buyer after all active buyers.',
  bugatti: 'A new, better engine in your Grand Prix car drives at once.',
  porsche: 'Every Grand Prix move of your car goes one field further.',
  daimler: 'Markers +2 and +4 buyer: in your turn, on an active buyer; its sale scores that much more.',
  otto: 'Hire 2 workers at once, then one more Research action.',
  diesel: 'Two "change" markers: change body, engine, workers or price of one of your market cars.',
  maybach: 'Markers +1 and +2 body: one on a car you bring to the market.',
};

export const INSTANT_TEXT: Record<Instant, string> = {
  workers: 'Hire up to 3 workers',
  gp: 'Grand Prix: 5 fields',
  parts: 'A body and an engine of your levels',
};

export function card(id: number): ResearchCard {
  return RESEARCH_CARDS[id];
}

export function cardName(id: number): string {
  const c = RESEARCH_CARDS[id];
  if (c.kind === 'engineer') return ENGINEER_NAMES[c.engineer];
  if (c.kind === 'instant') return INSTANT_TEXT[c.instant];
  const parts: string[] = [];
  if (c.body) parts.push(`+${c.body} body`);
  if (c.engine) parts.push(`+${c.engine} engine`);
  return `Development ${parts.join(' ')}${c.take ? `, take ${c.take === 'body' ? 'a body' : 'an engine'}` : ''}`;
}
