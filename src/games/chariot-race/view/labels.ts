/** Button words for a legal move, from the seat's own view only. */
import type { Text } from '../../../engine/text';
import { rulesOf } from '../../../engine/rules-version';
import { alternativeBoards } from '../data/boards';
import { SPEAR_DAMAGE } from '../data/dice';
import { countFace } from '../rules/dice';
import { trackOf } from '../rules/round';
import type { ChariotMove } from '../rules/state';
import { boardNameText, boardProfileText, chariotText, t, yes } from './text';
import type { ChariotView } from './view';
import { driveWords, facesWords, paidWords, pathLabel, repairWords, rollWords, startWords } from './words';

export function moveLabel(view: ChariotView, move: ChariotMove): Text {
  const turn = view.turn;
  const c = turn ? view.chariots[turn.chariot] : null;
  switch (move.type) {
    case 'pick':
      return t('label.pick', { board: boardNameText(move.board), profile: boardProfileText(alternativeBoards(rulesOf(view))[move.board], rulesOf(view)) });
    case 'place': {
      const next = view.chariots[view.queue[0]];
      return next
        ? t('label.placeFor', { position: move.position, start: startWords(move.position), colour: next.colour })
        : t('label.place', { position: move.position, start: startWords(move.position) });
    }
    case 'repair':
      return c ? repairWords(c, rulesOf(view)) : t('label.repairPlain');
    case 'roll':
      return c ? rollWords(c, rulesOf(view)) : t('label.rollPlain');
    case 'reroll':
      return turn ? t('label.reroll', { faces: facesWords(move.faces), paid: paidWords(turn, move) }) : t('label.rerollPlain');
    case 'turn':
      return turn ? t('label.turn', { from: move.from, to: move.to, paid: paidWords(turn, move) }) : t('label.turnPlain');
    case 'keep':
      return t('label.keep', { gain: turn ? countFace(turn.dice, 'fortune') : 0 });
    case 'drive':
      return c && turn ? driveWords(c, turn, move.up, rulesOf(view)) : t('label.drivePlain');
    case 'path':
      return pathLabel(view, move.path);
    case 'caltrop':
      return t('label.caltrop', { field: trackOf(view).fields[move.field]?.name ?? String(move.field) });
    case 'spear': {
      const target = view.chariots[move.target];
      if (!target) return t('label.spearPlain');
      const after = Math.max(0, target.damage - SPEAR_DAMAGE);
      return t('label.spear', { target: chariotText(target, 'acc', view.viewer), from: target.damage, to: after, breaks: yes(after === 0) });
    }
    case 'endAttacks':
      return turn && turn.attacks < countFace(turn.dice, 'attack') ? t('label.endMoreAttacks') : t('label.endNoAttack');
  }
}
