/**
 * How the page shows a thing of the board that belongs to the move being put together (the
 * composition, src/services/playing/compose.ts, fills them; the board's helpers,
 * src/http/view-helpers.ts, draw them).
 */
import type { Text } from '../engine/text';

export interface TargetState {
  /** an answer to pick, an item to mark, or an answer already given */
  kind: 'option' | 'toggle' | 'chosen';
  label: Text;
  href?: string;
  move?: unknown;
  warning?: Text;
  odds?: Text;
  marked?: boolean;
}
