/** The template context of views/games/race/board.hbs, built from a view only. */
import { seatName, withNames, type LabeledMove } from '../../engine/contract';
import { CardKind, FINISHED, KNONSTER, KNONSTER_INFO, Knonster, cardKnonster, cardName, cardText, isPlacementCard } from './data';
import type { PlayMove, RaceMove } from './state';
import type { RaceView } from './view';

const CELL_W = 56;
const CELL_H = 48;
const PAD = 12;
const COLS = 11; // column 0: start (top row) and finish (bottom row); columns 1..10: fields
const ROWS = 6; // 60 fields in 6 rows of 10, a snake
const PODIUM_X = PAD + COLS * CELL_W + 24;
const PODIUM_W = 200;

/** Corner of each Knonster inside a space, so several on one space stay visible. */
const OFFSET: Record<Knonster, [number, number]> = {
  rithle: [-13, -11],
  aristas: [13, -11],
  celya: [-13, 11],
  elaari: [13, 11],
};

/** Top-left corner of the cell of field 1..60 (snake: even rows left to right, odd rows back). */
function fieldCell(field: number): { x: number; y: number } {
  const row = Math.floor((field - 1) / 10);
  const i = ((field - 1) % 10) + 1;
  const col = row % 2 === 0 ? i : COLS - i;
  return { x: PAD + col * CELL_W, y: PAD + row * CELL_H };
}

const START = { x: PAD, y: PAD };
const FINISH = { x: PAD, y: PAD + (ROWS - 1) * CELL_H };

function podiumBox(place: number): { x: number; y: number; w: number; h: number } {
  const heights = [120, 96, 76, 56];
  const order = [1, 0, 2, 3]; // 2nd, 1st, 3rd, 4th from left to right
  const w = PODIUM_W / 4;
  const slot = order.indexOf(place - 1);
  const h = heights[place - 1];
  const baseY = PAD + ROWS * CELL_H - 8;
  return { x: PODIUM_X + slot * w, y: baseY - h, w: w - 4, h };
}

function centre(k: Knonster, view: RaceView): { cx: number; cy: number } {
  const pos = view.positions[k];
  const [dx, dy] = OFFSET[k];
  if (pos === FINISHED) {
    const b = podiumBox(view.podium.indexOf(k) + 1);
    return { cx: b.x + b.w / 2, cy: b.y + 22 };
  }
  const cell = pos === 0 ? START : fieldCell(pos);
  return { cx: cell.x + CELL_W / 2 + dx, cy: cell.y + CELL_H / 2 + dy };
}

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
  const fields = [];
  for (let f = 1; f <= 60; f++) {
    const c = fieldCell(f);
    fields.push({
      x: c.x + 2,
      y: c.y + 2,
      w: CELL_W - 4,
      h: CELL_H - 4,
      tx: c.x + 5,
      ty: c.y + 13,
      label: f,
      cls: f % 10 === 0 ? 'f10' : f % 5 === 0 ? 'f5' : 'f1',
    });
  }
  // The snake line through the centres of the spaces, from the start to the finish.
  const pts = [START, ...Array.from({ length: 60 }, (_, i) => fieldCell(i + 1)), FINISH].map(
    (p) => `${p.x + CELL_W / 2},${p.y + CELL_H / 2}`,
  );

  const tokens = KNONSTER.map((k) => {
    const { cx, cy } = centre(k, view);
    const pos = view.positions[k];
    const where = pos === FINISHED ? `podium place ${view.podium.indexOf(k) + 1}` : pos === 0 ? 'the start' : `space ${pos}`;
    return { ...chip(k), cx, cy, tx: cx, ty: cy + 4, title: `${KNONSTER_INFO[k].name} on ${where} (placement ${view.placements[k]})` };
  });

  const podium = [1, 2, 3, 4].map((place) => {
    const b = podiumBox(place);
    const k = view.podium[place - 1];
    return { place, ...b, tx: b.x + b.w / 2, ty: b.y + b.h - 10, knonster: k ? KNONSTER_INFO[k].name : null };
  });

  // Legal moves of the viewer, by card kind (a plain play and the power plays of the same card).
  const byCard = new Map<string, { play: LabeledMove<RaceMove> | null; powers: { lm: LabeledMove<RaceMove>; power: ReturnType<typeof chip> }[] }>();
  const favouriteChoices = [];
  for (const lm of moves) {
    if (lm.move.type === 'favourites') {
      favouriteChoices.push({
        lm,
        label: lm.label,
        knonster: lm.move.favourites.map(chip),
        bet: lm.move.bet ? chip(lm.move.bet) : null,
      });
      continue;
    }
    const m = lm.move as PlayMove;
    const entry = byCard.get(m.card) ?? { play: null, powers: [] };
    if (m.power === undefined) entry.play = lm;
    else entry.powers.push({ lm, power: chip(m.power) });
    byCard.set(m.card, entry);
  }

  const hand: { face: ReturnType<typeof cardFace>; count: number; many: boolean; play: LabeledMove<RaceMove> | null; label: string; noEffect: boolean; powers: unknown[] }[] = [];
  for (const kind of view.hand ?? []) {
    const last = hand[hand.length - 1];
    if (last && last.face.kind === kind) {
      last.count++;
      last.many = true;
      continue;
    }
    const entry = byCard.get(kind);
    const label = entry?.play?.label ?? cardName(kind);
    hand.push({
      face: cardFace(kind),
      count: 1,
      many: false,
      play: entry?.play ?? null,
      label,
      noEffect: /\(no effect\)$/.test(label),
      powers: entry?.powers ?? [],
    });
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

  const status =
    view.phase === 'favourites'
      ? viewer !== null && view.toAct.includes(viewer)
        ? view.options.siegwette
          ? 'Choose your two favourites and bet on one of them to win.'
          : 'Choose your two favourites.'
        : 'Waiting for the other players to choose their favourites.'
      : view.phase === 'play'
        ? viewer === view.current
          ? 'Your turn: play a card.'
          : `${nameOf(view.current ?? 0)} is playing.`
        : view.outcome ? withNames(view.outcome.summary, names) : 'The game is over.';

  return {
    width: PODIUM_X + PODIUM_W + PAD,
    height: PAD * 2 + ROWS * CELL_H,
    cellW: CELL_W,
    cellH: CELL_H,
    fields,
    snake: pts.join(' '),
    start: { x: START.x + 2, y: START.y + 2, w: CELL_W - 4, h: CELL_H - 4, tx: START.x + CELL_W / 2, ty: START.y + 13 },
    finish: { x: FINISH.x + 2, y: FINISH.y + 2, w: CELL_W - 4, h: CELL_H - 4, tx: FINISH.x + CELL_W / 2, ty: FINISH.y + 13, lineX: FINISH.x + CELL_W - 3, lineY: FINISH.y + 2, lineH: CELL_H - 4 },
    podiumTitle: { x: PODIUM_X + PODIUM_W / 2, y: PAD + 14 },
    podium,
    tokens,
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
    favouriteChoices,
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
