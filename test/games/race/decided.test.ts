/** "Entschieden" (R-G14): decided-game detection, and scoring helpers. */
import { Knonster } from '../../../src/games/race/data/race';
import { possibleHiddenCounts, possiblePodiums } from '../../../src/games/race/rules/decided';
import { ranksFor, scoresFor } from '../../../src/games/race/rules/scoring';
import { mod, stateWith } from './helpers';

const P = (a: Knonster, b: Knonster): [Knonster, Knonster] => [a, b];

describe('scoring (rule "Wertung")', () => {
  it('48 / 24 / 12 split evenly among backers; 4 backers of the winner get 12 each', () => {
    const choices = [P('celya', 'rithle'), P('celya', 'aristas'), P('celya', 'elaari'), P('celya', 'rithle')].map((favourites) => ({ favourites, bet: null }));
    expect(scoresFor(['celya', 'rithle', 'aristas'], choices, { siegwette: false, superkraefte: false })).toEqual([12 + 12, 12 + 12, 12, 12 + 12]);
  });
  it('ranks share ties; hidden stars break them only when given', () => {
    expect(ranksFor([10, 20, 20, 5], null)).toEqual([3, 1, 1, 4]);
    expect(ranksFor([10, 20, 20, 5], [2, 1, 2, 2])).toEqual([3, 2, 1, 4]);
    expect(ranksFor([20, 20], [1, 1])).toEqual([1, 1]);
  });
});

describe('decided detection (R-G14)', () => {
  it('not decided while choosing or at the start of the race', () => {
    expect(mod.decidedWinners!(mod.setup(1, 2, { siegwette: false, superkraefte: false }))).toBeNull();
    expect(mod.decidedWinners!(stateWith({ choices: [P('celya', 'elaari'), P('rithle', 'aristas')] }))).toBeNull();
  });

  it('possible podiums include every shorter end (deck-empty end)', () => {
    const p = possiblePodiums(['celya']);
    expect(p).toContainEqual(['celya']);
    expect(p).toContainEqual(['celya', 'rithle']);
    expect(p).toContainEqual(['celya', 'elaari', 'aristas']);
    expect(p).toHaveLength(1 + 3 + 6);
    expect(possiblePodiums([])).toHaveLength(1 + 4 + 12 + 24);
  });

  it('one favourite won and the other side cannot catch up: decided for the winner', () => {
    const s = stateWith({ podium: ['celya'], positions: { rithle: 50 }, choices: [P('celya', 'elaari'), P('rithle', 'aristas')] });
    expect(mod.decidedWinners!(s)).toEqual([0]);
  });

  it('a shared winner: still open while a second place can break the tie', () => {
    const s = stateWith({ podium: ['celya'], choices: [P('celya', 'elaari'), P('celya', 'rithle')] });
    expect(mod.decidedWinners!(s)).toBeNull();
  });

  it('three players: ranking fixed whatever finishes third, or if nothing more finishes', () => {
    const s = stateWith({
      seats: 3,
      podium: ['celya', 'elaari'],
      choices: [P('rithle', 'aristas'), P('celya', 'rithle'), P('aristas', 'elaari')],
    });
    // now [0, 48, 24]; Rithle 3rd [6, 54, 24]; Aristas 3rd [6, 48, 30]
    expect(mod.decidedWinners!(s)).toEqual([1]);
  });

  it('several sure winners (a tie that cannot be broken without the variant)', () => {
    const s = stateWith({
      seats: 3,
      podium: ['celya', 'rithle'],
      choices: [P('rithle', 'celya'), P('rithle', 'celya'), P('aristas', 'elaari')],
    });
    expect(mod.decidedWinners!(s)).toEqual([0, 1]);
  });

  it('with Superkräfte a future power use could still break the tie: not decided', () => {
    const s = stateWith({
      seats: 3,
      options: { superkraefte: true },
      podium: ['celya', 'rithle'],
      choices: [P('rithle', 'celya'), P('rithle', 'celya'), P('aristas', 'elaari')],
      powersUsed: [{ seat: 0, knonster: 'celya' }],
    });
    // seat 1 leads on hidden stars (2 vs 1) but could use Rithle's power and tie; seat 0 could too.
    expect(possibleHiddenCounts(s)).toContainEqual([1, 1, 2]);
    expect(mod.decidedWinners!(s)).toBeNull();
    // Once Rithle's power is gone too, seat 1 wins for sure.
    const t = stateWith({
      seats: 3,
      options: { superkraefte: true },
      podium: ['celya', 'rithle'],
      choices: [P('rithle', 'celya'), P('rithle', 'celya'), P('aristas', 'elaari')],
      powersUsed: [
        { seat: 0, knonster: 'celya' },
        { seat: 0, knonster: 'rithle' },
      ],
    });
    expect(mod.decidedWinners!(t)).toEqual([1]);
  });

  it('a finished game: its winners', () => {
    const s = stateWith({
      seats: 2,
      podium: ['celya', 'elaari'],
      positions: { rithle: 58 },
      hands: [['rithle:+7', 'place4:+14', 'place4:+14', 'place4:+14', 'place4:+14']],
      choices: [P('celya', 'elaari'), P('rithle', 'aristas')],
    });
    const end = mod.apply(s, 0, { type: 'play', card: 'rithle:+7' });
    expect(end.phase).toBe('finished');
    expect(mod.decidedWinners!(end)).toEqual([0]);
  });
});
