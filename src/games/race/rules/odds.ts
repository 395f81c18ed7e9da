/**
 * What a choice risks, as the chooser may know it (issue 31, "odds before a gamble"): computed
 * from the seat's own view only — its hand and favourites, the public track and podium, the
 * public counts (cards in hands, draw pile) and the star cards turned face up — never from the
 * others' hands or favourites, the order of the draw pile or the random numbers.
 *
 * Race has one gamble: the winner bet. Die "Siegwette" Variante: „Wenn der Spieler seine
 * Favoriten wählt, bestimmt er einen seiner zwei Favoriten den er als Sieger des Rennens
 * vorhersagt … Falls die Vorhersage stimmt, bekommt der Spieler zusätzlich 15 Punkte." Whether a
 * Knonster wins depends on every player's hidden hand, hidden favourites and play, so no chance
 * can honestly be given: the bet shows its stakes only (+15 if right, nothing lost if wrong).
 *
 * Card plays are no gambles: every effect of the Anhang „Karteneffekte" (and of the superpowers)
 * follows from the public track alone, and each button says it. What a play may cost is the game:
 * a play that ends it (rule „Ende des Spiels": „Das Spiel endet sofort, wenn das dritte Knonster die
 * Ziellinie überschritten hat", or the draw pile is used up when the player must draw) while the
 * player cannot be sure to win carries a warning (the page asks before it is made) — worked out
 * over every choice of favourites the others may have made, as the seat's view allows them.
 */
import type { Odds, Text } from '../../../engine/contract';
import { BET_BONUS, DRAW_BELOW, KNONSTER, Knonster } from '../data/race';
import { resolvePlay } from './powers';
import { ranksFor, scoresFor } from './scoring';
import type { Choice, PlayMove } from './state';
import type { RaceView } from '../view/view';
import { knonsterName, t } from '../view/words';

/** Variant „Siegwette": a right bet brings 15 points, a wrong one nothing (no chance: see above). */
export function betOdds(bet: Knonster): Odds {
  return { success: t('odds.betWins', { k: knonsterName(bet), bonus: BET_BONUS }), failure: t('odds.betLoses', { k: knonsterName(bet) }) };
}

/** Every choice of favourites (and bet) a seat may have made, as `view` shows that seat. */
export function possibleChoices(view: RaceView, seat: number): Choice[] {
  const p = view.players[seat];
  if (p.favourites) return [{ favourites: p.favourites, bet: p.bet ?? null }];
  const out: Choice[] = [];
  for (let i = 0; i < KNONSTER.length; i++) {
    for (let j = i + 1; j < KNONSTER.length; j++) {
      const favourites: [Knonster, Knonster] = [KNONSTER[i], KNONSTER[j]];
      // A star card turned face up by a superpower is one of the seat's favourites.
      if (!p.revealed.every((k) => favourites.includes(k))) continue;
      if (view.options.siegwette) for (const bet of favourites) out.push({ favourites, bet });
      else out.push({ favourites, bet: null });
    }
  }
  return out;
}

/** What ending the game now means for the viewer: his possible points and whether he surely wins or surely loses. */
export interface EndProspect {
  /** why it ends: the third Knonster finishes, or the player must draw from an empty pile */
  why: 'third' | 'deck';
  min: number;
  max: number;
  /** 'win': first (or sharing first) whatever the others chose; 'lose': never; 'maybe': it depends on their hidden favourites */
  result: 'win' | 'lose' | 'maybe';
}

const same = (a: Choice, b: Choice): boolean => a.favourites[0] === b.favourites[0] && a.favourites[1] === b.favourites[1] && a.bet === b.bet;

/**
 * The end of the game a play brings about, as the viewer may know it; null when it does not end
 * the game. Rule „Wertung" over every assignment of the others' favourites the view allows („Wahl
 * der Favoriten": not everybody chose alike, or the game would have restarted); with the
 * „Superkräfte" the tie-break by star cards still face down (public counts; a power used with this
 * play turns one of the viewer's face up).
 */
export function endProspect(view: RaceView, move: PlayMove): EndProspect | null {
  const me = view.viewer;
  if (me === null || view.phase !== 'play') return null;
  const mine = view.players[me];
  if (!mine.favourites || !view.hand) return null;
  const res = resolvePlay({ positions: view.positions, podium: view.podium }, move.card, move.power);
  if (!res) return null;
  // „Wenn der Spieler weniger als 5 Handkarten hat, zieht er am Ende des Zuges eine Karte" — from an empty pile: the end (R-G11).
  const why = res.ended ? 'third' : view.deckCount === 0 && view.hand.length - 1 < DRAW_BELOW ? 'deck' : null;
  if (why === null) return null;
  const myChoice: Choice = { favourites: mine.favourites, bet: mine.bet ?? null };
  const hidden = view.options.superkraefte ? view.players.map((p) => (p.seat === me && move.power !== undefined ? p.hiddenStars - 1 : p.hiddenStars)) : null;
  const options = view.players.map((p) => (p.seat === me ? [myChoice] : possibleChoices(view, p.seat)));
  let min = Infinity;
  let max = -Infinity;
  let wins = 0;
  let loses = 0;
  const choices: Choice[] = [];
  const visit = (seat: number): void => {
    if (seat === view.seats) {
      if (choices.every((c) => same(c, myChoice))) return; // everybody alike: the game would have restarted
      const scores = scoresFor(res.track.podium, choices, view.options);
      const ranks = ranksFor(scores, hidden);
      min = Math.min(min, scores[me]);
      max = Math.max(max, scores[me]);
      if (ranks[me] === 1) wins++;
      else loses++;
      return;
    }
    for (const c of options[seat]) {
      choices[seat] = c;
      visit(seat + 1);
    }
  };
  visit(0);
  if (wins + loses === 0) return null;
  return { why, min, max, result: loses === 0 ? 'win' : wins === 0 ? 'lose' : 'maybe' };
}

/** The warning of a play that may lose the game for the player (it ends the game and he cannot be sure to win), else undefined. */
export function playWarning(view: RaceView, move: PlayMove): Text | undefined {
  const end = endProspect(view, move);
  if (!end || end.result === 'win') return undefined;
  const points = end.min === end.max ? t('warning.points', { n: end.min }) : t('warning.pointsRange', { min: end.min, max: end.max });
  return t('warning.ends', { why: end.why, result: end.result, points });
}
