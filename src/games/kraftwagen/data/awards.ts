/** The ten award tiles (rule text "6.0 Prämienplättchen"): the first player to reach a goal gets it.
 * Their words are messages "award.<id>" of the catalogues (messages/). */
export type AwardId = 'lap1' | 'lap2' | 'buyer2' | 'market2' | 'body3' | 'body6' | 'engine4' | 'engine7' | 'workers' | 'engineers';

export interface Award {
  id: AwardId;
  value: number;
}

export const AWARDS: readonly Award[] = [
  { id: 'lap1', value: 3 },
  { id: 'lap2', value: 7 },
  { id: 'buyer2', value: 3 },
  { id: 'market2', value: 3 },
  { id: 'body3', value: 3 },
  { id: 'body6', value: 7 },
  { id: 'engine4', value: 3 },
  { id: 'engine7', value: 7 },
  { id: 'workers', value: 7 },
  { id: 'engineers', value: 7 },
];

export const AWARD_IDS: readonly AwardId[] = AWARDS.map((a) => a.id);

export function award(id: AwardId): Award {
  return AWARDS.find((a) => a.id === id)!;
}
