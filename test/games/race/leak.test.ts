/**
 * Hidden information never leaks: a view (and every log line) of seat v must be the same for
 * every state that differs only in what v may not know — the other hands, the deck order, the
 * PRNG and the other seats' unrevealed favourites and bets.
 */
import { Prng, seedPrng } from '../../../src/engine/prng';
import { KNONSTER, CardKind, Knonster, sortCards, sortKnonster } from '../../../src/games/race/data/race';
import { cloneState, RaceMove, RaceOptions, RaceState } from '../../../src/games/race/rules/state';
import { mod } from './helpers';

const names = ['Anna', 'Ben', 'Cleo', 'Dora'];

/** A twin of `s`: hidden facts of every seat outside `keep` drawn anew. */
function twin(s: RaceState, keep: number[], rnd: Prng, keepChoicesOf: number[] = keep, mustKeep: { seat: number; k: Knonster } | null = null): RaceState {
  const t = cloneState(s);
  const others = Array.from({ length: s.seats }, (_, i) => i).filter((i) => !keep.includes(i));
  const pool = rnd.shuffle([...s.deck, ...others.flatMap((o) => s.hands[o])]);
  for (const o of others) t.hands[o] = sortCards(pool.splice(0, s.hands[o].length) as CardKind[]);
  t.deck = pool;
  t.prng = [rnd.int(2 ** 32), rnd.int(2 ** 32), rnd.int(2 ** 32), rnd.int(2 ** 32)];
  for (let attempt = 0; attempt < 50 && s.phase !== 'finished'; attempt++) {
    t.choices = s.choices.map((c) => (c ? { favourites: [...c.favourites] as [Knonster, Knonster], bet: c.bet } : null));
    t.box = s.box.map((b) => b.slice());
    for (const o of Array.from({ length: s.seats }, (_, i) => i).filter((i) => !keepChoicesOf.includes(i))) {
      if (!s.choices[o]) continue;
      const must = [...s.revealed[o], ...(mustKeep && mustKeep.seat === o && !s.revealed[o].includes(mustKeep.k) ? [mustKeep.k] : [])];
      const free = KNONSTER.filter((k) => !must.includes(k));
      const pick = [...must];
      while (pick.length < 2) pick.push(free.splice(rnd.int(free.length), 1)[0]);
      const favourites = sortKnonster(pick) as [Knonster, Knonster];
      t.choices[o] = { favourites, bet: s.options.siegwette ? favourites[rnd.int(2)] : null };
      t.box[o] = KNONSTER.filter((k) => !favourites.includes(k));
    }
    // A real game never continues with identical choices (it restarts): draw again.
    const key = (c: RaceState['choices'][number]) => (c ? `${c.favourites.join()}/${s.options.siegwette ? c.bet : ''}` : 'none');
    if (s.phase !== 'play' || new Set(t.choices.map(key)).size > 1) break;
    t.choices = s.choices;
  }
  mod.assertInvariants!(t);
  return t;
}

function randomMove(s: RaceState, seat: number, rnd: Prng): RaceMove {
  const legal = mod.legalMoves(s, seat);
  return rnd.int(3) === 0 ? legal[rnd.int(legal.length)] : mod.robotMove(s, seat, rnd);
}

const VARIANTS: RaceOptions[] = [
  { siegwette: false, superkraefte: false },
  { siegwette: true, superkraefte: true },
  { siegwette: false, superkraefte: true },
];

describe('no hidden information in views and log lines', () => {
  it.each([2, 3, 4])('%i seats: views and log lines are blind to hidden facts', (seats) => {
    const rnd = new Prng(seedPrng(1000 + seats));
    let checkedViews = 0;
    let checkedLines = 0;
    for (let g = 0; g < 6; g++) {
      const options = VARIANTS[g % VARIANTS.length];
      let s = mod.setup(g * 31 + seats, seats, options);
      while (true) {
        for (let v = 0; v < seats; v++) {
          const view = mod.view(s, v);
          const json = JSON.stringify(view);
          // Keys only: "deck" is also a public value (endReason "deck", the empty-pile end).
          expect(json).not.toMatch(/"(deck|prng|hands|allHands|choices|box)":/);
          for (const n of s.prng) expect(json).not.toContain(String(n));
          if (s.phase !== 'finished') {
            view.players.forEach((p) => {
              if (p.seat !== v) {
                expect(p.favourites).toBeUndefined();
                expect(p.bet).toBeUndefined();
              }
            });
          }
          expect(mod.view(twin(s, [v], rnd), v)).toEqual(view);
          checkedViews++;
        }
        const spectator = mod.view(s, null);
        expect(mod.view(twin(s, [], rnd), null)).toEqual(spectator);
        if (s.phase === 'finished') break;

        const actors = mod.toAct(s);
        const seat = actors[rnd.int(actors.length)];
        const move = randomMove(s, seat, rnd);
        const after = mod.apply(s, seat, move);
        for (const v of [...Array.from({ length: seats }, (_, i) => i), null]) {
          if (v === seat) continue;
          const line = mod.logLine({ before: s, after, seat, move, viewer: v });
          // The twin keeps the mover's hand (so the move stays legal) but draws all else anew.
          const keep = v === null ? [seat] : [v, seat];
          // A power play reveals that favourite by itself; the other one stays secret.
          const power = move.type === 'play' && move.power ? { seat, k: move.power } : null;
          const tb = twin(s, keep, rnd, v === null ? [] : [v], power);
          let tm = move;
          if (move.type === 'favourites') tm = mod.legalMoves(tb, seat)[rnd.int(mod.legalMoves(tb, seat).length)];
          const ta = mod.apply(tb, seat, tm);
          if ((ta.restarts > tb.restarts) !== (after.restarts > s.restarts)) continue; // a restart tells by itself
          // The start player drawn as play begins („Spielverlauf", rules version 2) is news of
          // this move, drawn from the twin's other future: the line names him in either state.
          if (ta.startPlayer !== after.startPlayer && s.startPlayer < 0) continue;
          expect(mod.logLine({ before: tb, after: ta, seat, move: tm, viewer: v })).toEqual(line);
          checkedLines++;
        }
        s = after;
      }
    }
    expect(checkedViews).toBeGreaterThan(100);
    expect(checkedLines).toBeGreaterThan(100);
  });
});
