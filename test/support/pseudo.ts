/**
 * Finding hard-coded words: in the pseudo-language "xx" every text that comes from a catalogue is
 * marked ⟦…⟧. What a reader sees outside the marks must be no language at all: numbers,
 * punctuation and symbols, the players' names, and codes with digits (a field "M11", a tile "A3").
 */
import { NAMES } from './text';

const DATA = /^(?:[A-Z]{0,3}\d+[a-z]?|\$\d+|#\d+|\d+(?:st|nd|rd|th)?)$/;

/** The words of `text` outside the marks that are language (empty: none). */
export function unmarkedWords(text: string, names: string[] = NAMES): string[] {
  let depth = 0;
  let outside = '';
  for (const ch of text) {
    if (ch === '⟦') depth++;
    else if (ch === '⟧') depth = Math.max(0, depth - 1);
    else if (depth === 0) outside += ch;
  }
  return outside
    .split(/[\s\u00a0]+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}$#]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((w) => /\p{L}/u.test(w) && !DATA.test(w) && !names.includes(w) && !names.some((n) => w === `${n}'s`));
}

function decode(s: string): string {
  return s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#x3D;/g, '=')
    .replace(/&#x60;/g, '`')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

/**
 * What a reader sees of an HTML page or fragment: its text and its tooltips and labels. Left out:
 * what is no language by its markup (`translate="no"`: names, addresses, codes), documents
 * written as a whole in the reader's language (`data-doc`: a rules page, a stored mail), and times
 * (`<time>`, and SVG text marked `data-time`: written by Intl in the reader's language).
 */
export function visibleTexts(html: string): string[] {
  let body = html.replace(/<style[\s\S]*?<\/style>/g, ' ').replace(/<script[\s\S]*?<\/script>/g, ' ');
  for (let i = 0; i < 3; i++) body = body.replace(/<([a-z0-9]+)\b[^>]*\s(?:translate="no"|data-doc)[^>]*>[\s\S]*?<\/\1>/g, ' ');
  body = body.replace(/<time\b[^>]*>[\s\S]*?<\/time>/g, ' ').replace(/<text\b[^>]*\sdata-time[^>]*>[\s\S]*?<\/text>/g, ' ');
  const out: string[] = [];
  for (const m of body.matchAll(/\s(?:title|aria-label|placeholder|alt)="([^"]*)"/g)) out.push(decode(m[1]));
  out.push(decode(body.replace(/<[^>]+>/g, ' ')));
  return out;
}

/** Every hard-coded word of a page or fragment, with a little of its surroundings. */
export function hardCoded(html: string, names?: string[]): string[] {
  const found: string[] = [];
  for (const text of visibleTexts(html)) {
    for (const w of unmarkedWords(text, names)) {
      const i = text.indexOf(w);
      found.push(`"${w}" in …${text.slice(Math.max(0, i - 40), i + 40).replace(/\s+/g, ' ')}…`);
    }
  }
  return found;
}
