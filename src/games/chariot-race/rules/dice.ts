/** Dice helpers for rule "Phase 3: Würfeln" (the dice are alike: only their faces count). */
import { FACES, Face, FACE_ORDER, sortFaces } from '../data/dice';

export function countFace(dice: readonly Face[], face: Face): number {
  let n = 0;
  for (const d of dice) if (d === face) n++;
  return n;
}

/** The dice without the given faces (one die per listed face), or null if they are not there. */
export function removeFaces(dice: readonly Face[], faces: readonly Face[]): Face[] | null {
  const rest = dice.slice();
  for (const f of faces) {
    const i = rest.indexOf(f);
    if (i < 0) return null;
    rest.splice(i, 1);
  }
  return rest;
}

/** Every non-empty choice of dice to reroll, as faces in face order (alike dice are one choice). */
export function rerollChoices(dice: readonly Face[]): Face[][] {
  const counts = FACES.map((f) => countFace(dice, f));
  const out: Face[][] = [];
  const walk = (k: number, acc: Face[]) => {
    if (k === FACES.length) {
      if (acc.length > 0) out.push(acc.slice());
      return;
    }
    for (let n = 0; n <= counts[k]; n++) {
      for (let i = 0; i < n; i++) acc.push(FACES[k]);
      walk(k + 1, acc);
      acc.length -= n;
    }
  };
  walk(0, []);
  // Fewer dice first, then in face order.
  return out.sort((a, b) => a.length - b.length || compareFaces(a, b));
}

function compareFaces(a: readonly Face[], b: readonly Face[]): number {
  for (let i = 0; i < a.length; i++) {
    const d = FACE_ORDER[a[i]] - FACE_ORDER[b[i]];
    if (d !== 0) return d;
  }
  return 0;
}

export function isSorted(faces: readonly Face[]): boolean {
  for (let i = 1; i < faces.length; i++) if (FACE_ORDER[faces[i - 1]] > FACE_ORDER[faces[i]]) return false;
  return true;
}

export function sorted(faces: Face[]): Face[] {
  return sortFaces(faces);
}
