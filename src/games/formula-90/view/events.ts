/**
 * The events of a move (state.events) as one reader may see them, for the view and the log.
 *
 * The only secret among them is a card drawn into a hand: hands are hidden („AUFSTELLUNG": each
 * player looks at his own cards). So a card drawn face down from the draw pile (`draw` with
 * `open` false: the turn's draw, LUCKY's pair, a card's extra draws), the cards a pit stop draws
 * (`refill`, „BOXENSTOPP") and the card LUCKY keeps (`keep`, „LUCKY": „die Bessere behalten")
 * and the track cards a SPECIAL, QUALIFYING or PITTING brings (`trackDraw`, „Bahnkarten und
 * Extras") are named only to the car's own player (and in the replay of a finished game); everybody else
 * reads how many. What leaves a hand face up stays public: the card LUCKY lays away goes onto
 * the discard pile, a pit stop's discards too, a card taken from the discard pile (CHASE) was
 * lying face up, LUCKY's two cards of the same value are shown for its SPECIAL („Die zwei Karten
 * müssen den anderen Spielern gezeigt werden"), battle cards are shown when the battle is resolved („POSITIONSKAMPF": „Alle
 * Karten werden zur gleichen Zeit aufgedeckt"), and qualifying cards when the grid forms
 * („QUALIFYING": „Karten und Plättchen werden zusammen aufgedeckt").
 */
import type { F90Event } from '../rules/events';
import type { F90State } from '../rules/state';

type Draw = Extract<F90Event, { k: 'draw' }>;
type TrackDraw = Extract<F90Event, { k: 'trackDraw' }>;
type Refill = Extract<F90Event, { k: 'refill' }>;
type Keep = Extract<F90Event, { k: 'keep' }>;

/** A draw as its reader sees it: `cards` null when he may not know them. */
export type DrawSeen = Omit<Draw, 'cards'> & { n: number; cards: number[] | null };
export type RefillSeen = Omit<Refill, 'drawn'> & { n: number; drawn: number[] | null };
export type KeepSeen = Omit<Keep, 'kept'> & { kept: number | null };
export type TrackDrawSeen = Omit<TrackDraw, 'cards'> & { n: number; cards: number[] | null };

/** An event as one reader sees it. */
export type SeenEvent = Exclude<F90Event, Draw | TrackDraw | Refill | Keep> | DrawSeen | TrackDrawSeen | RefillSeen | KeepSeen;

/** The seat driving a car (null for a robot or an unknown car). */
function seatOfCar(state: F90State, id: string): number | null {
  return state.cars.find((c) => c.id === id)?.seat ?? null;
}

/** The events as `viewer` (a seat, or null for a spectator) may read them; `reveal`: everything. */
export function eventsFor(events: readonly F90Event[], state: F90State, viewer: number | null, reveal = false): SeenEvent[] {
  const mine = (car: string) => reveal || (viewer !== null && seatOfCar(state, car) === viewer);
  return events.map((e): SeenEvent => {
    switch (e.k) {
      case 'draw':
        return { ...e, n: e.cards.length, cards: e.open || mine(e.car) ? [...e.cards] : null };
      case 'trackDraw':
        return { ...e, n: e.cards.length, cards: mine(e.car) ? [...e.cards] : null };
      case 'refill':
        return { ...e, discarded: [...e.discarded], n: e.drawn.length, drawn: mine(e.car) ? [...e.drawn] : null };
      case 'keep':
        return { ...e, kept: mine(e.car) ? e.kept : null };
      default:
        return structuredClone(e);
    }
  });
}
