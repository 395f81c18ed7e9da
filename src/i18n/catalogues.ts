/**
 * Every message catalogue of the site, by language: the platform's (site, mail) and each game's
 * (its module's `messages`). A key is "<catalogue>.<message>", e.g. "site.nav.lobby" or
 * "race.log.play".
 */
import type { Catalogue, Lang } from '../engine/text';
import { LANGS } from '../engine/text';
import { allGames } from '../games/registry';
import siteEn from './messages/site.en.json';
import siteDe from './messages/site.de.json';
import mailEn from './messages/mail.en.json';
import mailDe from './messages/mail.de.json';

/** The catalogues of one language: catalogue name → its messages. */
export type Catalogues = Map<string, Catalogue>;

const PLATFORM: Record<string, Record<Lang, Catalogue>> = {
  site: { en: siteEn, de: siteDe },
  mail: { en: mailEn, de: mailDe },
};

let built: Map<Lang, Catalogues> | null = null;

/** All catalogues of every language (built once). */
export function catalogues(): Map<Lang, Catalogues> {
  if (built) return built;
  built = new Map();
  for (const lang of LANGS) {
    const byName: Catalogues = new Map();
    for (const [name, langs] of Object.entries(PLATFORM)) byName.set(name, langs[lang]);
    for (const mod of allGames()) byName.set(mod.meta.id, mod.messages?.[lang] ?? {});
    built.set(lang, byName);
  }
  return built;
}

/** The ICU message of a key in a language, or undefined. */
export function lookup(lang: Lang, key: string): string | undefined {
  const dot = key.indexOf('.');
  if (dot <= 0) return undefined;
  return catalogues().get(lang)?.get(key.slice(0, dot))?.[key.slice(dot + 1)];
}
