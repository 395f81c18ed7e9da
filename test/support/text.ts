/** Texts (messages) rendered as a reader sees them, for tests. */
import { isList, isMsg, type Param, type Text } from '../../src/engine/text';
import { render, type RenderLang } from '../../src/i18n/render';

export const NAMES = ['Anna', 'Ben', 'Cleo', 'Dora', 'Emil', 'Fritz'];

/** The text in English (seats named "Player 1", … unless names are given). */
export function en(text: Text | null | undefined, names?: readonly Text[]): string {
  return render(text, { lang: 'en', names });
}

/** The text in German. */
export function de(text: Text | null | undefined, names?: readonly Text[]): string {
  return render(text, { lang: 'de', names });
}

/** The text in the pseudo-language of the tests: every message marked ⟦…⟧. */
export function xx(text: Text | null | undefined, names?: readonly Text[]): string {
  return render(text, { lang: 'xx', names });
}

export function inLang(lang: RenderLang, text: Text | null | undefined, names?: readonly Text[]): string {
  return render(text, { lang, names });
}

/** Every message key inside a text, its parameters' included (a test checks them in both catalogues). */
export function messageKeys(p: Param | Text, out: string[] = []): string[] {
  if (isMsg(p)) {
    out.push(p.key);
    for (const v of Object.values(p.params ?? {})) messageKeys(v, out);
  } else if (isList(p)) for (const v of p.list) messageKeys(v, out);
  return out;
}
