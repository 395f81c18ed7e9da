/**
 * The race season on the board: the standings after every race (points per race and the total),
 * the season's tracks, the sponsors on offer and each player's sponsor, and what the players do
 * between the races. Built from the view only.
 */
import { seat, type Text } from '../../../engine/text';
import { sponsor, type SponsorId } from '../data/sponsors';
import { rankSeason } from '../rules/season';
import type { AutoView } from './view';
import { sponsorName, t } from './words';

/** A sponsor as the board shows it: its name and its family's effect with its numbers. */
export function sponsorCard(id: SponsorId): { name: Text; text: Text } {
  const x = sponsor(id);
  return { name: sponsorName(id), text: t(`board.sponsorFamily.${x.family}`, { ...x.n }) };
}

export function seasonContext(view: AutoView, viewer: number | null): Record<string, unknown> | null {
  const s = view.season;
  if (!s) return null;
  const order = rankSeason(s.totals, s.places, view.standings);
  return {
    // Between the races and at the end the season comes first; during a race the track does.
    top: view.phase === 'sponsors' || view.phase === 'finished',
    head: t('board.season', { race: Math.min(s.race + 1, s.tracks.length), races: s.tracks.length }),
    tracks: s.tracks.map((track, i) => ({ label: t('board.season.track', { n: i + 1, track: t(`track.${track}`) }), now: i === s.race && view.phase !== 'finished' })),
    races: s.tracks.map((_, i) => t('board.season.race', { n: i + 1 })),
    rows: order.map((x) => ({
      name: t('board.name', { player: seat(x) }),
      mine: x === viewer,
      points: s.tracks.map((_, r) => (s.points[r] ? s.points[r][x] : null)),
      total: s.totals[x],
      sponsor: s.sponsors[x] ? sponsorName(s.sponsors[x]!) : null,
    })),
    offer: s.offer.map(sponsorCard),
    offerHead: t('board.season.sponsors', { pile: s.pile }),
  };
}

/** The status line between the races. */
export function sponsorStatus(view: AutoView, viewer: number | null): Text {
  const pick = view.season!.pick!;
  if (pick.effect) return t('board.status.sponsorEffect', { player: seat(pick.effect.seat), mine: viewer === pick.effect.seat, place: pick.effect.place });
  return t('board.status.sponsors', { player: seat(pick.order[0]), mine: viewer === pick.order[0] });
}
