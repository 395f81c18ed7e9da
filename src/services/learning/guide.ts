/**
 * A game's pages for players (issue 31): its rules page and its design notes, written in markdown
 * in the game's folder (src/games/<id>/guide/rules.<lang>.md, design.<lang>.md).
 *
 * The markdown's conventions, the same for every game:
 * - `## Heading {#anchor}`: a section with a fixed anchor (the same in every language: the board's
 *   explanations link to it); the table of contents lists these headings.
 * - `## Heading {#anchor .more}`: a section the reader opens (Formula 90's advanced modules): a
 *   collapsible block up to the next heading of its level.
 * - `![caption](picture:<id>)` on a line of its own: a position drawn by the game's own board
 *   renderer (the module's `pictures`).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Lang } from '../../engine/text';
import { ROOT } from '../../paths';

/** A piece of the page: markdown's HTML, or a picture drawn by the board renderer. */
export type GuideBlock = { html: string } | { picture: string; caption: string };

export interface GuidePage {
  /** the language the page is written in (English when the reader's is missing) */
  lang: Lang;
  blocks: GuideBlock[];
  /** the sections, for the table of contents */
  toc: { id: string; title: string; more: boolean }[];
}

export function guideFile(gameId: string, page: 'rules' | 'design', lang: Lang): string | null {
  for (const l of [lang, 'en'] as const) {
    const file = path.join(ROOT, 'src', 'games', gameId, 'guide', `${page}.${l}.md`);
    if (existsSync(file)) return file;
  }
  return null;
}

const HEADING = /<h2>([\s\S]*?)\s*\{#([A-Za-z0-9_-]+)((?:\s+\.[A-Za-z0-9_-]+)*)\s*\}<\/h2>/g;
const PICTURE = /<p>\s*<img src="picture:([A-Za-z0-9_-]+)" alt="([^"]*)"\s*\/?>\s*<\/p>/g;

const ENTITIES: Record<string, string> = { '#39': "'", quot: '"', amp: '&', lt: '<', gt: '>' };

/** marked's HTML as plain text for a template that escapes it (contents, captions): tags dropped, entities decoded once. */
function plainText(html: string): string {
  return html.replace(/<[^>]+>/g, '').replace(/&(#39|quot|amp|lt|gt);/g, (_e, n: string) => ENTITIES[n]);
}

/** Markdown to the page's blocks, its anchors and collapsible sections worked out. */
export async function renderGuide(markdown: string, lang: Lang): Promise<GuidePage> {
  // marked is an ES module: loaded with a real dynamic import.
  const { marked } = await import('marked');
  let html = await marked.parse(markdown);
  // Wide tables scroll inside their own box, so a phone never scrolls the page sideways.
  html = html.replace(/<table>/g, '<div class="table-wrap" tabindex="0"><table>').replace(/<\/table>/g, '</table></div>');
  const toc: GuidePage['toc'] = [];
  let open = false;
  html = html.replace(HEADING, (_m, title: string, id: string, classes: string) => {
    const more = /\.more\b/.test(classes);
    toc.push({ id, title: plainText(title), more });
    const close = open ? '</div></details>\n' : '';
    open = more;
    if (more) return `${close}<details class="rules-more" id="${id}"><summary><h2>${title}</h2></summary><div class="rules-more-body">`;
    return `${close}<h2 id="${id}">${title}</h2>`;
  });
  if (open) html += '</div></details>\n';
  const blocks: GuideBlock[] = [];
  let last = 0;
  for (const m of html.matchAll(PICTURE)) {
    blocks.push({ html: html.slice(last, m.index) });
    blocks.push({ picture: m[1], caption: plainText(m[2]) });
    last = (m.index ?? 0) + m[0].length;
  }
  blocks.push({ html: html.slice(last) });
  return { lang, blocks, toc };
}

const cache = new Map<string, Promise<GuidePage | null>>();

/** The page of a game in a language (English when the reader's is missing), or null when the game has none. */
export function guidePage(gameId: string, page: 'rules' | 'design', lang: Lang): Promise<GuidePage | null> {
  const key = `${gameId}/${page}/${lang}`;
  let hit = cache.get(key);
  if (!hit) {
    const file = guideFile(gameId, page, lang);
    hit = file ? readFile(file, 'utf8').then((md) => renderGuide(md, file.endsWith(`.${lang}.md`) ? lang : 'en')) : Promise.resolve(null);
    hit.catch(() => cache.delete(key));
    cache.set(key, hit);
  }
  return hit;
}
