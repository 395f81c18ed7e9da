/** Seat numbers in a module's words become the players' names on the boards. */
import { seatName, withNames } from '../../src/engine/contract';

it('names seats, with "Player n" when no names are given', () => {
  expect(seatName(['Anna', 'Ben'], 1)).toBe('Ben');
  expect(seatName(undefined, 1)).toBe('Player 2');
});

it('puts names into a summary written with seat numbers', () => {
  expect(withNames('Player 2 wins; Player 1 and Player 3 share second place.', ['Anna', 'Ben', 'Carla'])).toBe(
    'Ben wins; Anna and Carla share second place.',
  );
  expect(withNames('Player 7 wins.', ['Anna'])).toBe('Player 7 wins.');
  expect(withNames('Player 1 wins.', undefined)).toBe('Player 1 wins.');
  expect(withNames('Player 10 wins.', Array.from({ length: 10 }, (_x, i) => `P${i}`))).toBe('P9 wins.');
});
