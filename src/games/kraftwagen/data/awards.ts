/** The ten award tiles (rule text "6.0 Prämienplättchen"): the first player to reach a goal gets it. */
export type AwardId = 'lap1' | 'lap2' | 'buyer2' | 'market2' | 'body3' | 'body6' | 'engine4' | 'engine7' | 'workers' | 'engineers';

export interface Award {
  id: AwardId;
  value: number;
  text: string;
}

export const AWARDS: readonly Award[] = [
  { id: 'lap1', value: 3, text: 'Complete one Grand Prix lap' },
  { id: 'lap2', value: 7, text: 'Complete two Grand Prix laps' },
  { id: 'buyer2', value: 3, text: 'Activate the second buyer of a preference' },
  { id: 'market2', value: 3, text: 'Have your second car on the market' },
  { id: 'body3', value: 3, text: 'Put a 3-body (or better) in a workshop' },
  { id: 'body6', value: 7, text: 'Put a 6-body (or better) in a workshop' },
  { id: 'engine4', value: 3, text: 'Put a 4-engine (or better) in a workshop' },
  { id: 'engine7', value: 7, text: 'Put a 7-engine in a workshop' },
  { id: 'workers', value: 7, text: 'Have all your workers in play' },
  { id: 'engineers', value: 7, text: 'Own three engineers' },
];

export const AWARD_IDS: readonly AwardId[] = AWARDS.map((a) => a.id);

export function award(id: AwardId): Award {
  return AWARDS.find((a) => a.id === id)!;
}
