/** A game's option fields as a form sends them (`opt_<key>`): checkboxes present = on, selects their value; only the game's own fields are read. */
import type { AnyGameModule } from '../../engine/contract';

export function optionsFromForm(mod: AnyGameModule | undefined, body: Record<string, unknown>): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const f of mod?.meta.optionFields ?? []) {
    const sent = body[`opt_${f.key}`];
    if (f.kind === 'boolean') options[f.key] = sent === 'on' || sent === 'true';
    else if (sent !== undefined) options[f.key] = sent;
  }
  return options;
}
