/**
 * Formula 90, rules version 2 (issue 33): „WIEDEREINSTIEG" — „Nachdem ein Spieler ausgeschieden
 * ist, kann er das Rennen wieder aufnehmen, in dem er den Roboter an letzter Position ersetzt. Der
 * Spieler entfernt alle Schäden und füllt die Reifen seines Rennwagens und die Karte in der Hand
 * wieder auf, wie bei einem Boxenstopp."
 * - „kann": the player's choice, asked the moment his car goes out (version 1: at once);
 * - the target test card stays on his sheet (it is no resource, and a pit stop keeps it; version 1
 *   left him none, so his first test always failed);
 * - the robot he replaces leaves the race as one that drops out: „nehme das letzte Tankplättchen des
 *   entsprechenden Typs vom Rundenzähler" (version 1 left its tile).
 */
import { RACE_CARDS } from '../../../src/games/formula-90/data/cards';
import formula90Module from '../../../src/games/formula-90';
import { Prng, seedPrng } from '../../../src/engine/prng';
import { robotMove } from '../../../src/games/formula-90/robots';
import { car } from '../../../src/games/formula-90/rules/order';
import type { F90State } from '../../../src/games/formula-90/rules/state';
import { render } from '../../../src/i18n/render';
import type { Text } from '../../../src/engine/text';
import { drawBoard, pickTargets } from '../../support/board';
import { ALAN, MONZA, act, cardWithTest, give, legalMoves, midRace, setTarget, toAct } from './helpers';

/** A movement card with a test and no other cost. */
const tested = RACE_CARDS.find((x) => x.type === 'movement' && x.move === 2 && x.check === 'normal' && x.tyres === 0 && x.damage === 0 && x.draw === 0 && !x.flag && !x.weather)!.no;

/**
 * Alan, every damage slot full, fails a test (99 against his target 1): out. Robots left: fast1 in
 * section 3 and slow1, the last car, in section 1; the slow robots' fuel tiles on boxes 10 and 14.
 */
function alanOut(rules: number): { before: F90State; after: F90State; card: number } {
  let s = midRace({ options: { ...MONZA, reentry: true }, sections: { 5: ['p0'], 3: ['p1', 'fast1'], 1: ['slow1'], 20: ['p2', 'p3'] }, waiting: ['p0'], rules });
  s.robotFuel = [
    { kind: 'slow', box: 10 },
    { kind: 'fast', box: 12 },
    { kind: 'slow', box: 14 },
  ];
  const p = s.players[ALAN];
  p.damage = { red: p.slots, brown: 0 };
  s.cup.red -= p.slots;
  s = act(s, ALAN, { type: 'draw', from: 'deck' });
  give(s, ALAN, [tested]);
  setTarget(s, ALAN, cardWithTest(1));
  const high = cardWithTest(99);
  give(s, ALAN, [high]);
  const after = act(s, ALAN, { type: 'play', cards: [tested], pay: [], tests: [{ card: tested, with: high }], top: tested });
  expect(after.events).toContainEqual({ k: 'out', car: 'p0', cause: 'damage' });
  return { before: s, after, card: high };
}

describe('„WIEDEREINSTIEG" (rules version 2): „kann er das Rennen wieder aufnehmen"', () => {
  it('the player of the car just out is asked: re-enter in the place of the last robot, or stay out; the board offers the robot\'s section', () => {
    const { after: s, card } = alanOut(2);
    expect(car(s, 'p0').status).toBe('out');
    expect(toAct(s)).toEqual([ALAN]);
    expect(legalMoves(s, ALAN)).toEqual([
      { type: 'reenter', yes: true },
      { type: 'reenter', yes: false },
    ]);
    expect(s.players[ALAN].target).toBe(card); // the test card he went out with, still on his sheet
    expect(formula90Module.view(s, null).reentryAsk).toEqual({ car: 'p0', robot: 'slow1', section: 1 });
    const step = formula90Module.moveStep(s, ALAN, [])!;
    expect(step.next.flatMap((p) => (p.kind === 'pick' ? p.options.map((o) => o.value) : []))).toEqual(['yes', 'no']);
    expect(render(step.next[0].prompt, { lang: 'en' })).toMatch(/Re-enter the race in the place of/);
    expect(pickTargets(drawBoard(formula90Module as never, s, ALAN).html)).toContain('section-1');
    const status = render(formula90Module.boardContext(formula90Module.view(s, ALAN), ALAN, null).status as Text, { lang: 'de', names: [] });
    expect(status).toMatch(/ist ausgeschieden: wieder einsteigen/);
    // the seat robot takes the place (a car in the race ranks ahead of every car out: „RENNENDE")
    expect(robotMove(s, ALAN, new Prng(seedPrng(1)))).toEqual({ type: 'reenter', yes: true });
  });

  it('re-entering: in slow1\'s place, repaired, chips and hand full, the target test kept; the last SLOW fuel tile leaves the lap counter', () => {
    const { after, card } = alanOut(2);
    const s = act(after, ALAN, { type: 'reenter', yes: true });
    expect(s.events).toContainEqual({ k: 'replace', car: 'p0', robot: 'slow1' });
    expect(car(s, 'p0')).toMatchObject({ status: 'racing', pos: 1 });
    expect(car(s, 'slow1').status).toBe('out');
    const p = s.players[ALAN];
    expect(p).toMatchObject({ damage: { red: 0, brown: 0 }, chips: p.chipsMax, target: card });
    expect(p.hand).toHaveLength(p.handMax);
    // „Wenn es ein Roboter ist, der aus dem Rennen ausscheidet, nehme das letzte Tankplättchen des entsprechenden Typs vom Rundenzähler"
    expect(s.robotFuel).toEqual([
      { kind: 'slow', box: 10 },
      { kind: 'fast', box: 12 },
    ]);
  });

  it('staying out: the car stays out, its target card goes under the discard pile, and the race goes on', () => {
    const { after, card } = alanOut(2);
    const s = act(after, ALAN, { type: 'reenter', yes: false });
    expect(s.events).toContainEqual({ k: 'retire', car: 'p0' });
    expect(car(s, 'p0').status).toBe('out');
    expect(car(s, 'slow1').status).toBe('racing');
    expect(s.players[ALAN].target).toBeNull();
    expect(s.discard[0]).toBe(card);
    expect(s.reentryAsk).toBeUndefined();
    expect(toAct(s)).not.toContain(ALAN);
    expect(s.robotFuel).toHaveLength(3);
  });

  it('version 1 (races started before): he re-entered at once, without a target test, and the robot\'s fuel tile stayed', () => {
    const { after: s } = alanOut(1);
    expect(s.events).toContainEqual({ k: 'replace', car: 'p0', robot: 'slow1' });
    expect(s.players[ALAN].target).toBeNull();
    expect(s.robotFuel).toHaveLength(3);
  });
});
