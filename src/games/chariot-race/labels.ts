/** Button words for a legal move, from the seat's own view only. */
import { ALTERNATIVE_BOARDS, COLOUR_INFO } from './data/boards';
import { FACE_NAMES, SPEAR_DAMAGE } from './data/dice';
import { countFace } from './dice';
import { trackOf } from './round';
import type { ChariotMove } from './state';
import type { ChariotView } from './view';
import { article, colourName, driveWords, facesWords, paidWords, pathLabel, repairWords, rollWords, startWords } from './words';

export function moveLabel(view: ChariotView, move: ChariotMove): string {
  const t = view.turn;
  const c = t ? view.chariots[t.chariot] : null;
  switch (move.type) {
    case 'pick': {
      const b = ALTERNATIVE_BOARDS[move.board];
      return `Take the ${b.name} (${b.profile})`;
    }
    case 'place': {
      const next = view.chariots[view.queue[0]];
      return `Start position ${move.position} (${startWords(move.position)})${next ? ` for your ${colourName(next)} chariot` : ''}`;
    }
    case 'repair':
      return c ? `Repair: ${repairWords(c)}` : 'Repair';
    case 'roll':
      return c ? `Roll ${rollWords(c)}` : 'Roll the dice';
    case 'reroll':
      return t ? `Reroll ${facesWords(move.faces)} (${paidWords(t, move)})` : 'Reroll';
    case 'turn':
      return t ? `Turn ${article(FACE_NAMES[move.from])} ${FACE_NAMES[move.from]} die to ${FACE_NAMES[move.to]} (${paidWords(t, move)})` : 'Turn a die';
    case 'keep': {
      const gain = t ? countFace(t.dice, 'fortune') : 0;
      return `Keep the dice${gain ? ` (+${gain} fortune)` : ''}`;
    }
    case 'drive':
      return c && t ? `Drive dice ${driveWords(c, t, move.up)}` : 'Drive';
    case 'path':
      return pathLabel(view, move.path);
    case 'caltrop':
      return `Drop a caltrop on ${trackOf(view).fields[move.field]?.name ?? move.field}`;
    case 'spear': {
      const target = view.chariots[move.target];
      if (!target) return 'Throw a spear';
      const after = Math.max(0, target.damage - SPEAR_DAMAGE);
      const whose = view.viewer !== null && target.seat === view.viewer ? 'your' : `Player ${target.seat + 1}'s`;
      return `Throw a spear at ${whose} ${COLOUR_INFO[target.colour].name} chariot: damage ${target.damage} → ${after}${after === 0 ? ', it breaks up' : ''}`;
    }
    case 'endAttacks':
      return t && t.attacks < countFace(t.dice, 'attack') ? 'No more attacks: end the turn' : 'No attack: end the turn';
  }
}
