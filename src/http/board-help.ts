/**
 * The words of a game's board explanations for one page (issue 31, "a board that explains itself"):
 * every message `<game>.help.<key>` of the game's catalogue in the reader's language, with the
 * rules page's address. Board elements carry only data-help="<key>" (the {{help}} helper); the page
 * holds these words once, and public/help.js shows them on hover and on tap.
 */
import type { RenderLang } from '../i18n/render';
import { render } from '../i18n/render';
import { catalogues } from '../i18n/catalogues';
import { msg } from '../engine/text';

export interface BoardHelp {
  /** the address of the rules page; an element's section is `#<data-help-at>` on it */
  rules: string;
  /** the link's words ("More in the rules") */
  more: string;
  /** the close button's name (it shows only ×) */
  close: string;
  texts: Record<string, string>;
}

const cache = new Map<string, string>();

/** The dictionary as the JSON the page embeds (built once per game and language). */
export function boardHelpJson(gameId: string, lang: RenderLang): string {
  const key = `${gameId}/${lang}`;
  let json = cache.get(key);
  if (json === undefined) {
    const catalogue = catalogues().get(lang === 'xx' ? 'en' : lang)?.get(gameId) ?? {};
    const texts: Record<string, string> = {};
    for (const k of Object.keys(catalogue)) {
      if (k.startsWith('help.')) texts[k.slice(5)] = render(msg(`${gameId}.${k}`), { lang });
    }
    const help: BoardHelp = { rules: `/rules/${gameId}`, more: render(msg('site.help.more'), { lang }), close: render(msg('site.help.close'), { lang }), texts };
    // Safe inside <script type="application/json">: no "</" can close the element.
    json = JSON.stringify(help).replace(/</g, '\\u003c');
    cache.set(key, json);
  }
  return json;
}
