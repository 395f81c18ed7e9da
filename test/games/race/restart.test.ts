/** RACE-D11: the restart when everybody chose the same favourites (rule "Wahl der Favoriten"). */
import { Knonster } from '../../../src/games/race/data/race';
import type { RaceOptions, RaceState } from '../../../src/games/race/rules/state';
import { de, en } from '../../support/text';
import { mod } from './helpers';

type Pick = { favourites: [Knonster, Knonster]; bet?: Knonster };

function chooseAll(options: Partial<RaceOptions>, seats: number, picks: Pick[], seed = 11): { before: RaceState; after: RaceState; first: RaceState } {
  const first = mod.setup(seed, seats, { siegwette: false, superkraefte: false, ...options });
  let s = first;
  let before = s;
  picks.forEach((p, seat) => {
    before = s;
    s = mod.apply(s, seat, { type: 'favourites', ...p });
    mod.assertInvariants!(s);
  });
  return { before, after: s, first };
}

const CE: Pick = { favourites: ['celya', 'elaari'] };

describe('RACE-D11 restart', () => {
  it('all chose the same two favourites: the game restarts with new cards', () => {
    const { before, after, first } = chooseAll({}, 2, [CE, CE]);
    expect(after.restarts).toBe(1);
    expect(after.phase).toBe('favourites');
    expect(after.choices).toEqual([null, null]);
    expect(after.box).toEqual([[], []]);
    expect(after.hands.map((h) => h.length)).toEqual([16, 16]);
    expect(after.hands).not.toEqual(first.hands);
    expect(after.prng).not.toEqual(first.prng);
    expect(mod.toAct(after).length).toBe(2);
    expect(mod.undoBarrier(before, after, 1, { type: 'favourites', ...CE })).toBe(true);
    const line = mod.logLine({ before, after, seat: 1, move: { type: 'favourites', ...CE }, viewer: 0});
    expect(en(line, ['Anna', 'Ben'])).toMatch(/^Ben chose two favourites\. Everybody chose the same two favourites, so the game restarts/);
    expect(de(line, ['Anna', 'Ben'])).toMatch(/^Ben wählt zwei Favoriten\. Alle haben dieselben zwei Favoriten gewählt, daher wird das Spiel neu gestartet/);
    const news = mod.news!({ before, after, seat: 1, move: { type: 'favourites', ...CE }, viewer: 0});
    expect(en(news)).toBe('Everybody chose the same favourites: the game restarted; choose your favourites again.');
    expect(de(news)).toBe('Alle haben dieselben Favoriten gewählt: Das Spiel wurde neu gestartet; wähle deine Favoriten erneut.');
    expect(mod.view(after, 0).restarts).toBe(1);
  });

  it('it can restart again, and then go on', () => {
    const once = chooseAll({}, 2, [CE, CE]).after;
    let s = mod.apply(once, 0, { type: 'favourites', ...CE });
    s = mod.apply(s, 1, { type: 'favourites', ...CE });
    expect(s.restarts).toBe(2);
    s = mod.apply(s, 0, { type: 'favourites', ...CE });
    s = mod.apply(s, 1, { type: 'favourites', favourites: ['rithle', 'elaari'] });
    expect(s.restarts).toBe(2);
    expect(s.phase).toBe('play');
    expect(mod.toAct(s)).toEqual([s.startPlayer]);
  });

  it('different favourites: the race starts with the start player; only the completing choice is a barrier', () => {
    const first = mod.setup(3, 3, { siegwette: false, superkraefte: false });
    const a = mod.apply(first, 0, { type: 'favourites', ...CE });
    expect(mod.undoBarrier(first, a, 0, { type: 'favourites', ...CE })).toBe(false);
    const b = mod.apply(a, 1, { type: 'favourites', ...CE });
    const c = mod.apply(b, 2, { type: 'favourites', favourites: ['rithle', 'aristas'] });
    expect(c.phase).toBe('play');
    expect(c.restarts).toBe(0);
    expect(c.current).toBe(c.startPlayer);
    expect(mod.undoBarrier(b, c, 2, { type: 'favourites', favourites: ['rithle', 'aristas'] })).toBe(true);
  });

  it('with Siegwette: same pair and same bet restarts', () => {
    const { after } = chooseAll({ siegwette: true }, 3, [
      { favourites: ['celya', 'elaari'], bet: 'celya' },
      { favourites: ['celya', 'elaari'], bet: 'celya' },
      { favourites: ['celya', 'elaari'], bet: 'celya' },
    ]);
    expect(after.restarts).toBe(1);
    expect(after.phase).toBe('favourites');
  });

  it('with Siegwette: same pair but different bets does not restart', () => {
    const { after } = chooseAll({ siegwette: true }, 2, [
      { favourites: ['celya', 'elaari'], bet: 'celya' },
      { favourites: ['celya', 'elaari'], bet: 'elaari' },
    ]);
    expect(after.restarts).toBe(0);
    expect(after.phase).toBe('play');
  });

  it('with four seats three equal choices and one different do not restart', () => {
    const { after } = chooseAll({}, 4, [CE, CE, CE, { favourites: ['aristas', 'elaari'] }]);
    expect(after.phase).toBe('play');
  });
});
