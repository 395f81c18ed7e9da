/** Research (rule text "Forschung", "Die Forschungskarten"): the offer, taking a card and carrying it out. */
import { Prng } from '../../../engine/prng';
import { grant } from './awards';
import { ENGINEER_MARKERS } from '../data/markers';
import { card } from '../data/research';
import type { KwState, Task } from './state';

/** Turns up cards until two lie open; an empty deck is the reshuffled discard ("Hinweis"). */
export function refillOpen(s: KwState): void {
  while (s.open.length < 2) {
    if (s.deck.length === 0) {
      if (s.discard.length === 0) return;
      const prng = new Prng(s.prng);
      s.deck = prng.shuffle(s.discard);
      s.prng = prng.state;
      s.discard = [];
    }
    s.open.push(s.deck.shift()!);
  }
}

/** Takes an open card: the other one is discarded, two new ones are turned up. Returns the tasks it brings. */
export function takeOpen(s: KwState, seat: number, id: number): Task[] {
  s.open = s.open.filter((c) => c !== id);
  s.discard.push(...s.open);
  s.open = [];
  refillOpen(s);
  return carryOut(s, seat, id);
}

/**
 * Carries out a research card the player took: a development goes to his tableau (activated at
 * once with a canteen worker, if he has one); an instant action is done and discarded; an
 * engineer stays with him, with his markers.
 */
export function carryOut(s: KwState, seat: number, id: number): Task[] {
  const p = s.players[seat];
  const c = card(id);
  if (c.kind === 'dev') {
    p.devs.push({ card: id, worker: false });
    if (p.canteen > 0) return activate(s, seat, id);
    return [];
  }
  if (c.kind === 'instant') {
    s.discard.push(id);
    if (c.instant === 'workers') return [{ k: 'hire', n: 3 }];
    if (c.instant === 'gp') return [{ k: 'gp', steps: 5 }];
    return [
      { k: 'part', part: 'body', v: null, src: 'card' },
      { k: 'part', part: 'engine', v: null, src: 'card' },
    ];
  }
  p.engineers.push(c.engineer);
  p.markers.push(...ENGINEER_MARKERS[c.engineer]);
  if (p.engineers.length >= 3) grant(s, seat, 'engineers');
  if (c.engineer === 'otto') return [{ k: 'hire', n: 2 }, { k: 'research' }];
  return [];
}

/** Puts a canteen worker on an inactive development: its points count, its part is taken. */
export function activate(s: KwState, seat: number, id: number): Task[] {
  const p = s.players[seat];
  const d = p.devs.find((x) => x.card === id && !x.worker)!;
  d.worker = true;
  p.canteen--;
  const c = card(id);
  if (c.kind === 'dev' && c.take) return [{ k: 'part', part: c.take, v: null, src: 'card' }];
  return [];
}

/** Inactive developments that differ (one card per kind of development). */
export function activationChoices(s: KwState, seat: number): number[] {
  const seen = new Set<string>();
  const out: number[] = [];
  for (const d of s.players[seat].devs) {
    if (d.worker) continue;
    const c = card(d.card);
    const key = JSON.stringify(c);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(d.card);
  }
  return out;
}
