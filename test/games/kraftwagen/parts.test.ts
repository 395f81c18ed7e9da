/**
 * Moves put together from parts (view/parts.ts through the platform's compose): every legal move is
 * reachable step by step and yields exactly that move (or one with equal parts), the steps ask
 * only what differs, the prompts and board targets are the expected ones, no move is warned (no
 * move loses the game), and the news lines reach the right reader without the others' secrets.
 */
import { sameJson } from '../../../src/engine/canonical';
import { Prng, seedPrng } from '../../../src/engine/prng';
import { composeMoves as compose, setKey, shapeMoves, type Composition, type ShapedMove } from '../../support/shaped';
import { TARGET } from '../../../src/games/kraftwagen/view/parts';
import type { KwMove, KwState, MarketCar } from '../../../src/games/kraftwagen/rules/state';
import { de, en } from '../../support/text';
import { body, cardId, engine, giveDev, giveEngineer, mod, play, setWorkshops, started, turnOf } from './helpers';

const names = ['Anna', 'Ben', 'Cleo', 'Dora'];

function shaped(s: KwState): ShapedMove[] {
  const seat = s.current;
  return shapeMoves(mod, mod.view(s, seat), mod.legalMoves(s, seat));
}

/** Walks the steps to one move as a player clicks them; the compositions on the way and the move made. */
function walk(moves: ShapedMove[], target: ShapedMove): { move: unknown; steps: Composition[] } {
  const answers: string[] = [];
  const steps: Composition[] = [];
  for (let depth = 0; depth < 8; depth++) {
    const c = compose(moves, answers);
    steps.push(c);
    if (c.complete) return { move: c.complete.move, steps };
    const part = target.shape.parts[answers.length];
    if (!part) throw new Error(`no step left for ${en(target.label)}`);
    if (part.kind !== 'pick') throw new Error('Kraftwagen asks only picks');
    const option = c.picks.find((p) => p.step === part.step)?.options.find((o) => o.value === part.value);
    if (!option) throw new Error(`${part.step}:${part.value} not offered for ${en(target.label)}`);
    if (option.move !== undefined) return { move: option.move, steps };
    answers.push(`${part.step}:${part.value}`);
  }
  throw new Error(`too many steps for ${en(target.label)}`);
}

const keys = (m: ShapedMove) => m.shape.parts.map((p) => (p.kind === 'pick' ? `${p.step}:${p.value}` : `${p.step}:${setKey(p.chosen)}`));

/** Every legal move reachable, to itself or a move with equal parts; prefix-free; at most 20 controls; no warnings. */
function expectComposable(s: KwState): ShapedMove[] {
  const moves = shaped(s);
  expect(moves.length).toBe(mod.legalMoves(s, s.current).length);
  for (const m of moves) {
    expect(m.shape.warning).toBeUndefined();
    const { move, steps } = walk(moves, m);
    const reached = moves.find((x) => sameJson(x.move, move))!;
    expect(reached).toBeDefined();
    if (!sameJson(move, m.move)) expect(reached.shape.parts).toEqual(m.shape.parts);
    for (const c of steps) expect(c.controls).toBeLessThanOrEqual(20);
    for (const p of m.shape.parts) if (p.kind === 'pick') expect(p.value).not.toContain('|');
  }
  // No move's parts are a strict prefix of another's.
  const all = moves.map(keys);
  for (const a of all) for (const b of all) if (a.length < b.length) expect(b.slice(0, a.length)).not.toEqual(a);
  return moves;
}

/** The first step's options of a state: value, label, target and whether one click makes the move. */
function first(s: KwState, answers: string[] = []) {
  const c = compose(shaped(s), answers);
  return { c, options: c.picks.flatMap((p) => p.options.map((o) => ({ step: o.step, value: o.value, label: en(o.label), text: o.label, target: o.target, now: o.move !== undefined }))) };
}

/** A seat's canteen with n workers (the others go back to its supply). */
function setCanteen(s: KwState, seat: number, n: number): void {
  const p = s.players[seat];
  p.supply += p.canteen - n;
  p.canteen = n;
}

/** A car on the market: its workers, parts and price tile taken from where they were. */
function addCar(s: KwState, car: Omit<MarketCar, 'boost'>): void {
  s.market.push({ ...car, boost: null });
  s.players[car.seat].supply -= car.workers;
  s.partsOut += 2;
  s.prices = s.prices.filter((p) => p !== car.price);
}

/** Seat 0 at the start of a turn, three seats, with three canteen workers. */
function anna(special = false, rules?: number): KwState {
  const s = started(3, special, 11, rules);
  turnOf(s, 0);
  setCanteen(s, 0, 3);
  return s;
}

describe('steps of each move type', () => {
  it('start tiles: one click on the tile', () => {
    const s = mod.setup(5, 4, { special: false });
    expectComposable(s);
    const { c, options } = first(s);
    expect(en(c.prompt)).toMatch(/^Choose your start tile: click it/);
    expect(options.map((o) => o.target)).toEqual(s.startOffer.map((id) => TARGET.start(id)));
    expect(options.every((o) => o.now)).toBe(true);
  });

  it('action tiles: one click on the tile in the chain (the special tile too), named as on the board', () => {
    const s = anna(true);
    expectComposable(s);
    const { c, options } = first(s);
    expect(en(c.prompt)).toMatch(/^Take an action tile: click it on the action track\. You carry out all its actions/);
    expect(options).toHaveLength(11);
    expect(options.every((o) => o.now && o.target === `tile:${o.value}`)).toBe(true);
    expect(options.find((o) => o.value === 'T10')!.label).toBe('Hire worker + Body + Engine');
    const sp = options.find((o) => /^[ABC]/.test(o.value))!;
    expect(sp.label).toMatch(new RegExp(`^${sp.value}: `));
    // No tile is named by an id the board does not show ("T4").
    expect(options.some((o) => /\bT\d/.test(o.label))).toBe(false);
  });

  it('actions of the tile, and the engineer markers beside them (Daimler: then the buyer; Diesel: car, change, value)', () => {
    let s = anna();
    giveEngineer(s, 0, 'daimler');
    giveEngineer(s, 0, 'diesel');
    s.buyers.push({ pref: 'body', daimler: 0, benz: false }, { pref: 'price', daimler: 4, benz: false }, { pref: 'engine', daimler: 0, benz: false });
    s.stacks.body--;
    s.stacks.price--;
    s.stacks.engine--;
    addCar(s, { seat: 0, body: 1, engine: 1, workers: 1, price: 8 });
    addCar(s, { seat: 1, body: 2, engine: 2, workers: 1, price: 9 });
    addCar(s, { seat: 0, body: 2, engine: 1, workers: 2, price: 3 });
    setWorkshops(s, 0, [body(3), engine(2), null]);
    s = play(s, { type: 'tile', tile: 'T10' });
    expectComposable(s);
    const { c, options } = first(s);
    expect(en(c.prompt)).toBe('Which action of your tile comes next? Click it: you carry out all of them, in the order you like.');
    expect(c.picks.map((p) => p.step)).toEqual(['action', 'marker']);
    expect(en(c.picks[1].prompt)).toBe('Or first use an engineer marker (one between your actions):');
    expect(options.filter((o) => o.step === 'action').map((o) => o.target)).toEqual(['action:worker', 'action:body', 'action:engine']);
    expect(options.filter((o) => o.step === 'marker').map((o) => o.target)).toEqual(['marker:daimler2', 'marker:daimler4', 'marker:diesel']);
    expect(options.every((o) => o.step !== 'marker' || !o.now)).toBe(true);
    // Daimler: two buyers without a marker to choose from, as board targets.
    const daimler = first(s, ['marker:daimler2']);
    expect(en(daimler.c.prompt)).toBe('Lay Daimler +2 on which active buyer? The car sold to it earns 2 more, for whoever sells it. Click it.');
    expect(daimler.options.map((o) => o.target)).toEqual([TARGET.buyer(0), TARGET.buyer(2)]);
    expect(daimler.c.targets['marker:daimler2'].kind).toBe('chosen');
    // Diesel: which car (two of seat 0), what changes, the new value.
    const car = first(s, ['marker:diesel']);
    expect(car.options.map((o) => o.target)).toEqual([TARGET.market(0), TARGET.market(2)]);
    const change = first(s, ['marker:diesel', 'car:0']);
    expect(change.options.map((o) => o.value)).toEqual(['body', 'engine', 'workers', 'price']);
    // One body of another value in the workshops: the change says which, no further step.
    expect(change.options.find((o) => o.value === 'body')).toMatchObject({ label: 'Body → 3-body (workshop 1)', now: true });
    expect(de(change.options.find((o) => o.value === 'body')!.text)).toBe('Karosserie → 3er-Karosserie (Werkshalle 1)');
    expect(de(change.c.prompt)).toBe('Diesel: Was wird an Kraftwagen 1 verändert?');
    const price = first(s, ['marker:diesel', 'car:0', 'change:price']);
    expect(price.options.map((o) => o.target)).toEqual(s.prices.map((p) => TARGET.price(p)));
    const workers = first(s, ['marker:diesel', 'car:0', 'change:workers']);
    expect(workers.options.map((o) => o.label)).toEqual(['2 workers', '3 workers', '4 workers']);
    expect(workers.options.map((o) => de(o.text))).toEqual(['2 Arbeiter', '3 Arbeiter', '4 Arbeiter']);
  });

  it('only one action left, a marker usable: the action is asked; a single Daimler buyer is one click', () => {
    let s = anna();
    giveEngineer(s, 0, 'daimler');
    s.buyers.push({ pref: 'body', daimler: 0, benz: false });
    s.stacks.body--;
    s = play(s, { type: 'tile', tile: 'T2' });
    expectComposable(s);
    const { options } = first(s);
    expect(options.map((o) => [o.step, o.value, o.now])).toEqual([
      ['action', 'research', true],
      ['marker', 'daimler2', true],
      ['marker', 'daimler4', true],
    ]);
  });

  it('a part into a workshop or the Grand Prix car: the workshops and the car are the targets', () => {
    const s0 = anna();
    setWorkshops(s0, 0, [body(2), engine(1), body(1)]);
    const s = play(s0, { type: 'tile', tile: 'T4' });
    expectComposable(s);
    const { c, options } = first(s);
    expect(en(c.prompt)).toBe('Your 1-engine: into a workshop (its part goes back) for a car for the market, or into your Grand Prix car, which then races with it (it never goes to the market). Click it.');
    expect(options.map((o) => o.target)).toEqual(['workshop:0', 'workshop:1', 'workshop:2', 'gpcar']);
    expect(options[0].label).toBe('Workshop 1 (clears the 2-body)');
    // In German: the rule text's Werkshalle and Grand-Prix-Fahrzeug, "den" for a Motor, "die" for a Karosserie.
    expect(de(c.prompt)).toBe('Dein 1er-Motor: in eine Werkshalle (das Plättchen darin geht zurück in den Vorrat) für einen Kraftwagen auf dem Markt, oder in dein Grand-Prix-Fahrzeug, das dann mit ihm fährt (er kommt nie auf den Markt). Klicke darauf.');
    expect(options.map((o) => de(o.text))).toEqual(['Werkshalle 1 (ersetzt die 2er-Karosserie)', 'Werkshalle 2 (ersetzt den 1er-Motor)', 'Werkshalle 3 (ersetzt die 1er-Karosserie)', 'Grand-Prix-Fahrzeug (ersetzt seinen 1er-Motor)']);
    expect(options.every((o) => o.now)).toBe(true);
    // An engine with a free workshop: the first free one or the car.
    const s1 = anna();
    setWorkshops(s1, 0, [body(2), null, null]);
    expect(first(play(s1, { type: 'tile', tile: 'T4' })).options.map((o) => o.target)).toEqual(['workshop:1', 'gpcar']);
  });

  it('a new worker activates a development: alike developments are one choice', () => {
    let s = anna();
    giveDev(s, 0, cardId((c) => c.kind === 'dev' && c.body === 2 && c.engine === 0), false);
    giveDev(s, 0, cardId((c) => c.kind === 'dev' && c.body === 0 && c.engine === 1 && !c.take), false);
    giveDev(s, 0, cardId((c) => c.kind === 'dev' && c.body === 0 && c.engine === 1 && !c.take, 1), false);
    setCanteen(s, 0, 0);
    s = play(s, { type: 'tile', tile: 'T1' });
    expectComposable(s);
    const { c, options } = first(s);
    expect(en(c.prompt)).toBe('Your new worker must activate a development: click it on your tableau. Its research points count from now on.');
    expect(options.map((o) => o.target)).toEqual(['dev:b2e0', 'dev:b0e1']);
  });

  it('research: the open cards; buyer: the stacks', () => {
    let s = anna();
    s = play(s, { type: 'tile', tile: 'T2' });
    expectComposable(s);
    expect(first(s).options.map((o) => o.target)).toEqual(s.open.map((id) => TARGET.research(id)));
    s = anna();
    s = play(s, { type: 'tile', tile: 'T5' });
    expectComposable(s);
    const b = first(s);
    expect(en(b.c.prompt)).toMatch(/^Activate a buyer: click a buyer stack/);
    expect(b.options.map((o) => [o.target, o.label])).toEqual([
      ['stack:body', 'Body buyer (+2)'],
      ['stack:engine', 'Engine buyer (+1)'],
      ['stack:prestige', 'Prestige buyer (+1)'],
      ['stack:price', 'Price buyer (+1)'],
    ]);
    expect(de(b.c.prompt)).toMatch(/^Aktiviere einen Käufer: Klicke einen Käuferstapel an\. Bei der Wertung kauft er/);
    expect(b.options.map((o) => de(o.text))).toEqual(['Karosserie-Käufer (+2)', 'Motor-Käufer (+1)', 'Prestige-Käufer (+1)', 'Preis-Käufer (+1)']);
  });

  it('special tiles (rules version 1, bonus only): sell a part or do without; take a car off the market or keep it', () => {
    let s = anna(true, 1);
    setWorkshops(s, 0, [body(2), null, engine(3)]);
    s.chain = s.chain.map((e) => (/^[ABC]/.test(e) ? 'B3' : e));
    s = play(s, { type: 'tile', tile: 'B3' });
    expectComposable(s);
    expect(first(s).options.map((o) => [o.value, o.target ?? null])).toEqual([
      ['0', 'workshop:0'],
      ['2', 'workshop:2'],
      ['skip', null],
    ]);
    s = anna(true, 1);
    addCar(s, { seat: 0, body: 1, engine: 1, workers: 1, price: 8 });
    addCar(s, { seat: 1, body: 1, engine: 1, workers: 1, price: 9 });
    s.chain = s.chain.map((e) => (/^[ABC]/.test(e) ? 'A4' : e));
    s = play(s, { type: 'tile', tile: 'A4' });
    expectComposable(s);
    const r = first(s);
    expect(en(r.c.prompt)).toMatch(/for 3 money\?/);
    expect(r.options.map((o) => [o.value, o.target ?? null])).toEqual([
      ['0', 'market:0'],
      ['skip', null],
    ]);
  });

  it('a car for the market: body, then the engine and the workers only when they differ', () => {
    const s0 = anna();
    setWorkshops(s0, 0, [body(2), engine(1), body(1)]);
    const s = play(s0, { type: 'tile', tile: 'T6' });
    expect(s.turn.stage).toBe('market');
    expectComposable(s);
    const { c, options } = first(s);
    expect(en(c.prompt)).toMatch(/^Bring a car to the market: click its body in your workshops\./);
    expect(options.map((o) => [o.step, o.target ?? null, o.label])).toEqual([
      ['body', 'workshop:0', 'Build: 2-body + 1-engine'],
      ['body', 'workshop:2', 'Build: 1-body + 1-engine'],
      ['end', null, 'End your turn'],
    ]);
    // One engine: no engine step; three canteen workers: how many go with it.
    const w = first(s, ['body:0']);
    expect(w.options.map((o) => o.label)).toEqual(['1 worker', '2 workers', '3 workers']);
    expect(w.options.every((o) => o.now)).toBe(true);
    expect(w.c.targets['workshop:0'].kind).toBe('chosen');
    // Two engines, one canteen worker: the engine is asked, the workers are not.
    const s1 = anna();
    setCanteen(s1, 0, 1);
    setWorkshops(s1, 0, [body(2), engine(1), engine(3)]);
    const t = play(s1, { type: 'tile', tile: 'T6' });
    expectComposable(t);
    const e = first(t, ['body:0']);
    expect(en(e.c.prompt)).toBe('Its engine: click it in your workshops (engine buyers take the car with the highest engine).');
    expect(e.options.map((o) => [o.target, o.now])).toEqual([
      ['workshop:1', true],
      ['workshop:2', true],
    ]);
    // Nothing to build: only the end, with words why.
    const s2 = anna();
    setWorkshops(s2, 0, [body(2), null, null]);
    const u = play(s2, { type: 'tile', tile: 'T6' });
    const end = first(u);
    expect(end.options.map((o) => o.step)).toEqual(['end']);
    expect(en(end.c.prompt)).toBe('No car to bring to the market: end your turn.');
  });

  it('the price tile, then a Horch or Maybach marker only when the seat has one', () => {
    const s0 = anna();
    setWorkshops(s0, 0, [body(2), engine(1), null]);
    giveEngineer(s0, 0, 'horch');
    let s = play(s0, { type: 'tile', tile: 'T6' });
    s = play(s, { type: 'build', body: 0, engine: 1, workers: 2 });
    expectComposable(s);
    const { c, options } = first(s);
    expect(en(c.prompt)).toMatch(/^Choose your car's price tile: click it beside the market\. It is the money you get/);
    expect(options.map((o) => o.target)).toEqual(s.prices.map((p) => TARGET.price(p)));
    expect(options.every((o) => !o.now)).toBe(true);
    const boost = first(s, ['price:5']);
    expect(en(boost.c.prompt)).toBe('Lay a Horch or Maybach marker on the car? The buyers then see a stronger engine or body (it counts for no award).');
    expect(boost.options.map((o) => [o.label, o.target ?? null])).toEqual([
      ['No marker', null],
      ['Horch +1 engine', 'marker:horch1'],
      ['Horch +2 engine', 'marker:horch2'],
    ]);
    // Without markers the price tile is one click.
    let t = play(anna(), { type: 'tile', tile: 'T6' });
    setWorkshops(t, 0, [body(2), engine(1), null]);
    t = play(t, { type: 'build', body: 0, engine: 1, workers: 1 });
    expect(first(t).options.every((o) => o.now)).toBe(true);
  });

  it('Benz at the scoring: a buyer stack, or keep the marker', () => {
    const s = started(2, false, 3);
    giveEngineer(s, 0, 'benz');
    s.phase = 'benz';
    s.current = 0;
    s.stacks.price = 0;
    expectComposable(s);
    const { c, options } = first(s);
    expect(en(c.prompt)).toMatch(/^Scoring: use Carl Benz's marker for a 5th buyer\?/);
    expect(options.map((o) => [o.value, o.target ?? null])).toEqual([
      ['body', 'stack:body'],
      ['engine', 'stack:engine'],
      ['prestige', 'stack:prestige'],
      ['keep', null],
    ]);
  });
});

describe('random games', () => {
  it.each([
    [2, false],
    [3, true],
    [4, true],
    [4, false],
  ])('%i seats (special tiles: %s): every state composable, no warnings', (seats, special) => {
    const rnd = new Prng(seedPrng(40 + seats));
    let s = mod.setup(300 + seats, seats, { special });
    let states = 0;
    while (s.phase !== 'finished') {
      expectComposable(s);
      states++;
      const legal = mod.legalMoves(s, s.current);
      const move = rnd.int(2) === 0 ? mod.robotMove(s, s.current, rnd, 'beginner') : legal[rnd.int(legal.length)];
      s = mod.apply(s, s.current, move);
    }
    expect(states).toBeGreaterThan(60);
  });
});

/** The same state with other values of every tile of the seats other than `keep` (their secrets). */
function twin(s: KwState, keep: number, rnd: Prng): KwState {
  const t = structuredClone(s);
  t.players.forEach((p, i) => {
    if (i !== keep) p.tiles = p.tiles.map((x) => ({ ...x, v: x.v + 1 + rnd.int(9) }));
  });
  return t;
}

describe('news', () => {
  /** Seat 2 ends the last turn of round 1 with two cars of seat 0 and one of seat 1 on the market. */
  function scoring(): { before: KwState; after: KwState; move: KwMove } {
    const s = started(3, false, 11);
    turnOf(s, 2);
    s.turn.stage = 'market';
    addCar(s, { seat: 0, body: 3, engine: 1, workers: 1, price: 8 });
    addCar(s, { seat: 1, body: 1, engine: 4, workers: 1, price: 5 });
    addCar(s, { seat: 0, body: 1, engine: 1, workers: 1, price: 2 });
    s.buyers.push({ pref: 'body', daimler: 0, benz: false }, { pref: 'engine', daimler: 0, benz: false });
    s.players[0].car = { lap: 1, field: 3 };
    s.endTriggered = true;
    const move: KwMove = { type: 'end' };
    return { before: s, after: mod.apply(s, 2, move), move };
  }

  it('the scoring as each player lived it; nothing for spectators', () => {
    const { before, after, move } = scoring();
    const news = (viewer: number | null) => mod.news!({ before, after, seat: 2, move, viewer });
    const line = (viewer: number) => en(news(viewer), names);
    expect(line(0)).toBe(
      'Scoring of round 1: your Grand Prix car placed 1st after 1 lap (8 money); a body buyer bought your car at price 8; one of your cars found no buyer. You gained 16 money. Round 2 begins.',
    );
    expect(line(1)).toMatch(/^Scoring of round 1: your Grand Prix car placed \d\w\w after 0 laps \(\d money\); an engine buyer bought your car at price 5\. You gained \d+ money\. Round 2 begins\.$/);
    expect(line(2)).toMatch(/^Scoring of round 1: your Grand Prix car (placed|stayed)/);
    expect(line(2)).not.toMatch(/bought your car/);
    expect(news(null)).toBeNull();
    expect(de(news(0), names)).toBe(
      'Wertung der 1. Spielrunde: Dein Grand-Prix-Fahrzeug belegte Platz 1 nach 1 Runde (8 Geld); ein Käufer mit Vorliebe Karosserie kaufte deinen Kraftwagen zum Preis von 8; einer deiner Kraftwagen fand keinen Käufer. Du hast 16 Geld erhalten. Spielrunde 2 beginnt.',
    );
  });

  it('the end of the game with the reader\'s place', () => {
    const { before } = scoring();
    before.round = 3;
    const after = mod.apply(before, 2, { type: 'end' });
    expect(after.phase).toBe('finished');
    const o = mod.outcome(after);
    const text = mod.news!({ before, after, seat: 2, move: { type: 'end' }, viewer: 0 })!;
    expect(en(text, names)).toContain(`The game is over: you placed 1st with ${o.scores![0]} money.`);
    expect(de(text, names)).toContain(`Das Spiel ist zu Ende: Du bist mit ${o.scores![0]} Geld auf Platz 1.`);
    expect(o.ranks![0]).toBe(1);
  });

  it('another player takes an award, moves the buyer marker to 0 and overtakes the reader\'s car (16-field track, rules version 1); the mover reads none of it', () => {
    const s0 = started(3, false, 11, 1);
    turnOf(s0, 1);
    s0.players[0].car = { lap: 1, field: 2 };
    s0.players[1].car = { lap: 0, field: 14 };
    s0.players[2].car = null;
    s0.players[1].gpEngine = 5;
    s0.partsOut++;
    s0.buyers.push({ pref: 'body', daimler: 0, benz: false }, { pref: 'body', daimler: 0, benz: false }, { pref: 'price', daimler: 0, benz: false }, { pref: 'engine', daimler: 0, benz: false });
    s0.stacks = { body: 0, engine: 1, prestige: 2, price: 1 };
    s0.awards = s0.awards.filter((a) => a !== 'buyer2');
    s0.players[2].tiles.push({ k: 'b', v: 3, id: 'buyer2' });
    s0.marker = 1;
    // Grand Prix + Buyer: the car drives over the line (an award) past seat 0, then the buyer
    // action, the only one left, moves the marker down to 0 (all buyer fields are taken).
    const before = play(s0, { type: 'tile', tile: 'T7' });
    const move: KwMove = { type: 'action', action: 'gp' };
    const after = play(before, move);
    expect(after.marker).toBe(0);
    const ctx = { before, after, seat: 1, move, names };
    expect(en(mod.news!({ ...ctx, viewer: 0 }), names)).toBe(
      'Ben took the award "Complete one Grand Prix lap" (3). Ben moved the buyer marker to 0: round 1 is scored after this turn. Ben\'s Grand Prix car overtook yours.',
    );
    expect(en(mod.news!({ ...ctx, viewer: 2 }), names)).toBe('Ben took the award "Complete one Grand Prix lap" (3). Ben moved the buyer marker to 0: round 1 is scored after this turn.');
    expect(de(mod.news!({ ...ctx, viewer: 0 }), names)).toBe(
      'Ben hat das Prämienplättchen „Vollende eine Runde auf der Rennstrecke“ (3) erhalten. Ben hat den Markierungsstein der Käuferleiste auf 0 gesetzt: Die 1. Spielrunde wird nach diesem Zug gewertet. Das Grand-Prix-Fahrzeug von Ben hat deines überholt.',
    );
    expect(mod.news!({ ...ctx, viewer: 1 })).toBeNull();
  });

  it('the end of the turn phase by a full market, for the others', () => {
    const s0 = started(2, false, 11);
    turnOf(s0, 1);
    setWorkshops(s0, 1, [body(2), engine(1), null]);
    setCanteen(s0, 1, 2);
    for (const price of s0.prices.slice(0, 3)) addCar(s0, { seat: 0, body: 1, engine: 1, workers: 1, price });
    let s = play(s0, { type: 'tile', tile: 'T6' });
    s = play(s, { type: 'build', body: 0, engine: 1, workers: 1 });
    const move: KwMove = { type: 'price', price: s.prices[0] };
    const after = play(s, move);
    expect(after.endTriggered).toBe(true);
    expect(en(mod.news!({ before: s, after, seat: 1, move, viewer: 0 }), names)).toBe('Ben filled the market: round 1 is scored after this turn.');
    expect(mod.news!({ before: s, after, seat: 1, move, viewer: 1 })).toBeNull();
  });

  it.each([2, 3, 4])('%i seats: a reader\'s news never depends on the others\' face-down tiles', (seats) => {
    const rnd = new Prng(seedPrng(700 + seats));
    let lines = 0;
    for (let g = 0; g < 2; g++) {
      let s = mod.setup(g * 7 + seats, seats, { special: g === 1 });
      while (s.phase !== 'finished') {
        const seat = s.current;
        const legal = mod.legalMoves(s, seat);
        const move = rnd.int(3) === 0 ? legal[rnd.int(legal.length)] : mod.robotMove(s, seat, rnd, 'beginner');
        const after = mod.apply(s, seat, move);
        for (let viewer = 0; viewer < seats; viewer++) {
          const text = mod.news!({ before: s, after, seat, move, viewer });
          if (text === null) continue;
          lines++;
          // The final result is open to all (everybody's money is shown at the end).
          if (after.phase === 'finished') continue;
          const tb = twin(s, viewer, rnd);
          const ta = mod.apply(tb, seat, move);
          expect(mod.news!({ before: tb, after: ta, seat, move, viewer })).toEqual(text);
        }
        expect(mod.news!({ before: s, after, seat, move, viewer: null })).toBeNull();
        s = after;
      }
    }
    expect(lines).toBeGreaterThan(10);
  });
});
