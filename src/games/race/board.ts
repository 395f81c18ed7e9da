/** The template context of views/games/race/board.hbs, built from a view only. */
import { seatName, withNames, type LabeledMove } from '../../engine/contract';
import { CardKind, FINISHED, KNONSTER, KNONSTER_INFO, Knonster, cardKnonster, cardName, cardText, isPlacementCard } from './data';
import type { RaceMove } from './state';
import type { RaceView } from './view';
import { TALL, WIDE, trackPicture } from './track-picture';

function chip(k: Knonster) {
  const i = KNONSTER_INFO[k];
  return { id: k, name: i.name, initial: i.initial, colour: i.colour, ink: i.ink, power: i.power, trait: i.trait };
}

function cardFace(kind: CardKind) {
  const k = cardKnonster(kind);
  const info = k ? KNONSTER_INFO[k] : null;
  const [, value] = kind.split(':');
  const big = isPlacementCard(kind)
    ? { 'place2:+9': '2nd +9', 'place3:12': '3rd ≤12', 'place4:+14': '4th +14' }[kind]
    : ({ '+5': '+5', '+7': '+7', catchup: '≤20', triple: '×3' } as Record<string, string>)[value];
  return {
    kind,
    name: cardName(kind),
    text: cardText(kind),
    big,
    colour: info ? info.colour : '#6b6b6b',
    ink: info ? info.ink : '#ffffff',
    placement: isPlacementCard(kind),
  };
}

export function boardContext(view: RaceView, viewer: number | null, moves: LabeledMove<RaceMove>[], names?: string[]): Record<string, unknown> {
  const nameOf = (seat: number) => seatName(names, seat);
  // The plain play of each card in hand, for the words under it (the page composes the move).
  const plays = new Map<string, LabeledMove<RaceMove>>();
  for (const lm of moves) if (lm.move.type === 'play' && lm.move.power === undefined) plays.set(lm.move.card, lm);

  const hand: { face: ReturnType<typeof cardFace>; count: number; many: boolean; play: LabeledMove<RaceMove> | null; label: string; noEffect: boolean }[] = [];
  for (const kind of view.hand ?? []) {
    const last = hand[hand.length - 1];
    if (last && last.face.kind === kind) {
      last.count++;
      last.many = true;
      continue;
    }
    const play = plays.get(kind) ?? null;
    const label = play?.label ?? cardName(kind);
    hand.push({ face: cardFace(kind), count: 1, many: false, play, label, noEffect: /\(no effect\)$/.test(label) });
  }

  const me = viewer === null ? undefined : view.players[viewer];
  const finished = view.phase === 'finished';
  const players = view.players.map((p) => ({
    seat: p.seat,
    number: p.seat + 1,
    name: nameOf(p.seat),
    isViewer: p.seat === viewer,
    onTurn: view.current === p.seat || (view.phase === 'favourites' && view.toAct.includes(p.seat)),
    isStart: p.seat === view.startPlayer,
    handCount: p.handCount,
    chosen: p.chosen,
    hiddenStars: p.hiddenStars,
    steps: KNONSTER.map((k) => ({ ...chip(k), steps: p.steps[k], starred: p.revealed.includes(k) })),
    revealed: p.revealed.map(chip),
    favourites: p.favourites ? p.favourites.map(chip) : null,
    bet: p.bet ? chip(p.bet) : null,
    // Only in the replay of a finished game (view with `reveal`): every hand.
    hand: view.allHands ? view.allHands[p.seat].map(cardFace) : null,
    score: view.outcome ? view.outcome.scores[p.seat] : null,
    rank: view.outcome ? view.outcome.ranks[p.seat] : null,
  }));

  // When the viewer must act, the page's controls say what to do; the board says the rest.
  const status =
    view.phase === 'favourites'
      ? viewer !== null && view.toAct.includes(viewer)
        ? ''
        : 'Waiting for the other players to choose their favourites.'
      : view.phase === 'play'
        ? viewer === view.current
          ? ''
          : `${nameOf(view.current ?? 0)} is playing.`
        : view.outcome ? withNames(view.outcome.summary, names) : 'The game is over.';

  return {
    // The track twice: wide for a desktop, tall for a phone (the page shows one of them).
    pictures: [trackPicture(WIDE, view), trackPicture(TALL, view)],
    legend: KNONSTER.map((k) => ({ ...chip(k), position: view.positions[k], placement: view.placements[k], finished: view.positions[k] === FINISHED })),
    phase: view.phase,
    choosing: view.phase === 'favourites',
    playing: view.phase === 'play',
    finished,
    status,
    restarts: view.restarts,
    options: view.options,
    deckCount: view.deckCount,
    turns: view.turns,
    spectator: viewer === null,
    showHands: !!view.allHands,
    hand,
    myFavourites: me?.favourites ? me.favourites.map(chip) : null,
    myBet: me?.bet ? chip(me.bet) : null,
    players,
    powers: view.options.superkraefte
      ? KNONSTER.map((k) => ({ ...chip(k), used: view.powersUsed.includes(k) }))
      : null,
    played: view.played
      .slice(-8)
      .reverse()
      .map((p) => ({ seat: p.seat, number: p.seat + 1, name: nameOf(p.seat), face: cardFace(p.card), power: p.power ? chip(p.power) : null })),
    endReason: view.endReason,
  };
}
