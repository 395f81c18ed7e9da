/**
 * Formula 90, rules version 2 (issue 33): the safety car as the text has it.
 * - „SAFETY CAR": the cars whose fuel stop is due make it as the safety car comes out and line up
 *   behind all others (version 1: a player's stop came a round later).
 * - „NEUSTART": the safety car goes in at the start of the next race stage — out in a stage's last
 *   round, at once (version 1: it led at least one round).
 */
import { boxOfLap, trackOf } from '../../../src/games/formula-90/data/tracks';
import { RACE_CARDS } from '../../../src/games/formula-90/data/cards';
import formula90Module from '../../../src/games/formula-90';
import { car, sectionOf } from '../../../src/games/formula-90/rules/order';
import { advance } from '../../../src/games/formula-90/rules/race';
import type { F90Options, F90State } from '../../../src/games/formula-90/rules/state';
import { render } from '../../../src/i18n/render';
import { BOB, CARL, DIRK, MONZA, act, legalMoves, midRace, stack, toAct } from './helpers';

const OT: F90Options = { ...MONZA, offTrack: true };
const fromDeck = (s: F90State, test: number) => s.deck.find((x) => RACE_CARDS[x - 1].test === test)!;
const MONZA_LAP_18 = boxOfLap(trackOf('monza'), 18); // the last round of a race stage on our lap counter

/**
 * F90-E20, „Monza, Runde 18": Dirk's orange flag makes the second superfast robot brake late before
 * the Ascari; it fails (75), fails the off-track test (62) and crashes at the SC icon. Carl, still to
 * play, is due to refuel this round, with a red damage and chips spent.
 */
function monzaLap18(rules: number): { before: F90State; after: F90State } {
  const box = MONZA_LAP_18;
  const s = midRace({
    box,
    options: { ...OT, flags: true, superfast: true },
    sections: { 16: ['p1'], 15: ['superfast1'], 14: ['p0'], 8: ['superfast2'], 6: ['p2'], 5: ['p3'] },
    waiting: [],
    strategies: { [BOB]: 'balance' },
    rules,
  });
  s.flags!.orange = 'p3';
  s.robotFuel = [{ kind: 'superfast', box: box + 3 }];
  s.box = box;
  for (const c of s.cars) c.moved = !['superfast2', 'p2', 'p3'].includes(c.id);
  const carl = s.players[CARL];
  carl.fuelBox = box; // „Wenn der Rundenzählerspielstein ein Kästchen mit … Tankplättchen erreicht"
  carl.damage.red = 1;
  s.cup.red -= 1;
  carl.chips = 1;
  s.turn = null;
  s.events = [];
  stack(s, [fromDeck(s, 75), fromDeck(s, 62)]);
  advance(s);
  expect(toAct(s)).toEqual([DIRK]);
  return { before: s, after: act(s, DIRK, { type: 'orange', force: true }) };
}

describe('„SAFETY CAR" (rules version 2): „Wenn es Rennwagen gibt, die in dieser einen vorgeschriebenen Boxenstopp zum Auftanken durchführen müssen, dann führen diese den Boxenstopp durch und werden in ihren jeweiligen Positionen hinter allen anderen Rennwagen aufgestellt."', () => {
  it('Carl, due to refuel, lines up last and makes his stop at once, before the lap counter moves on; he stays where he is lined up', () => {
    let { after: s } = monzaLap18(2);
    const sc = s.events.find((e) => e.k === 'safetyCar');
    if (sc?.k !== 'safetyCar') throw new Error('no safety car');
    expect(sc.order).toEqual(['p1', 'superfast1', 'p0', 'p3', 'p2']); // Carl behind all others
    expect(sc.sections).toEqual([16, 15, 14, 13, 12]);
    // the stop, now: his turn of the pit stop's steps and nothing else
    expect(s.box).toBe(MONZA_LAP_18);
    expect(toAct(s)).toEqual([CARL]);
    expect(legalMoves(s, CARL)).toEqual([{ type: 'pit' }]);
    const view = formula90Module.view(s, CARL);
    expect(view.turn?.scStop).toBe(true);
    const step = formula90Module.moveStep(s, CARL, []);
    expect(render(step?.next[0].prompt, { lang: 'en' })).toMatch(/safety car came out while your fuel stop was due/);
    s = act(s, CARL, { type: 'pit' });
    const pit = s.events.find((e) => e.k === 'pit');
    expect(pit).toEqual({ k: 'pit', car: 'p2', from: 12, to: 12, forced: true, sc: true });
    expect(sectionOf(s, car(s, 'p2').pos)).toBe(12); // not a section lost
    const carl = s.players[CARL];
    expect(carl).toMatchObject({ fuelBox: null, damage: { red: 0, brown: 0 }, chips: carl.chipsMax });
    const line = formula90Module.logLine({ before: s, after: s, seat: CARL, move: { type: 'pit' }, viewer: null });
    expect(render(line, { lang: 'en', names: [] })).toMatch(/makes its due fuel stop as the safety car comes out and lines up last/);
    expect(render(line, { lang: 'de', names: [] })).toMatch(/macht beim Erscheinen des Safety Cars den fälligen Tankstopp/);
    if (s.turn?.step === 'pitDiscard') s = act(s, CARL, { type: 'pitDiscard', cards: [] });
    expect(s.turn?.step).toBe('pitStrategy');
    expect(s.players[CARL].hand).toHaveLength(carl.handMax); // a full hand
    s = act(s, CARL, { type: 'strategy', strategy: 'hazard' });
    // then the new round
    expect(s.box).toBe(MONZA_LAP_18 + 1);
    expect(car(s, 'p2').scStop).toBeUndefined();
  });

  it('version 1 (races started before): Carl goes last with his stop still to come, a round later', () => {
    const { after: s } = monzaLap18(1);
    expect(s.box).toBe(MONZA_LAP_18 + 1);
    expect(s.players[CARL].fuelBox).toBe(MONZA_LAP_18);
    expect(s.events.some((e) => e.k === 'pit')).toBe(false);
  });
});

describe('„SAFETY CAR" (rules version 2): „wer einen Boxenstopp durchführt, wird einen Abschnitt hinter den letzten Rennwagen auf der Bahn gestellt"', () => {
  /** Behind the safety car, Bob 16, Alan 15, Carl 14, Dirk 13: the first three draw and move a section; Dirk, last, pits. */
  function lastCarPits(rules: number): F90State {
    let s = midRace({ box: 9, options: OT, sections: { 16: ['p1'], 15: ['p0'], 14: ['p2'], 13: ['p3'] }, waiting: ['p1', 'p0', 'p2', 'p3'], rules });
    s.safetyCar = { box: 8 };
    s.turn = null;
    advance(s);
    for (const seat of [BOB, 0, CARL]) {
      s = act(s, seat, { type: 'draw', from: 'deck' });
      s = act(s, seat, { type: 'scDiscard', card: s.players[seat].hand[0] });
    }
    expect(car(s, 'p2').pos).toBe(15);
    return act(s, DIRK, { type: 'pit' });
  }

  it('the last car, already behind the last of the others, stays where it is (version 1 sent it a lap back)', () => {
    expect(car(lastCarPits(2), 'p3').pos).toBe(13);
    expect(car(lastCarPits(1), 'p3').pos).toBe(13 - 21);
  });
});

describe('„NEUSTART" (rules version 2): „Das Safety Car verlässt die Bahn zu Beginn der nächsten Rennetappe, zur selben Zeit, wenn die aktiven Flaggen entfernt werden."', () => {
  it('out in the last round of a stage (Monza, lap 18): the next round begins the next stage — it goes in at once, and that round is the restart', () => {
    let { after: s } = monzaLap18(2);
    expect(s.safetyCar).toEqual({ box: MONZA_LAP_18 }); // out, the field lined up, Carl's stop to make
    s = act(s, CARL, { type: 'pit' });
    if (s.turn?.step === 'pitDiscard') s = act(s, CARL, { type: 'pitDiscard', cards: [] });
    s = act(s, CARL, { type: 'strategy', strategy: 'hazard' });
    expect(s.box).toBe(MONZA_LAP_18 + 1);
    expect(s.safetyCar).toBeNull();
    expect(s.restart).toBe(MONZA_LAP_18 + 1);
    expect(s.events).toContainEqual({ k: 'flagsEnd' });
    expect(s.events).toContainEqual({ k: 'restart' });
  });

  /** The field behind a safety car that came out in round `out`; every car has played round `box`. */
  function roundOver(out: number, box: number, rules = 2): F90State {
    const s = midRace({ box, options: OT, sections: { 17: ['p1'], 16: ['p0'], 20: ['p2', 'p3'] }, waiting: [], rules });
    s.safetyCar = { box: out };
    s.box = box;
    for (const c of s.cars) c.moved = true;
    s.turn = null;
    advance(s);
    return s;
  }

  it('out in a stage\'s last round: in at once (version 1: one round more)', () => {
    const next = trackOf('monza').lapCounter.rows[2][0];
    expect(roundOver(next - 1, next - 1).safetyCar).toBeNull();
    expect(roundOver(next - 1, next - 1).restart).toBe(next);
    expect(roundOver(next - 1, next - 1, 1).safetyCar).toEqual({ box: next - 1 });
  });

  it('out earlier in a stage: it leads until that stage is over', () => {
    const next = trackOf('monza').lapCounter.rows[2][0];
    const s = roundOver(next - 3, next - 3);
    expect(s.box).toBe(next - 2);
    expect(s.safetyCar).toEqual({ box: next - 3 });
  });

  it('„Wenn das Safety Car die Bahn in die letzte Etappe des Rennens erscheint, beenden … alle Rennwagen hinter dem Safety Car": out in the last stage, it stays to the finish', () => {
    const last = trackOf('monza').lapCounter.rows.at(-1)!;
    const s = roundOver(last[0], last[1]);
    expect(s.safetyCar).toEqual({ box: last[0] });
  });
});
