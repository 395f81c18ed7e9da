/** Links in received mails: hrefs of the HTML part (entities decoded) and paths to request. */

/** The few entities Handlebars writes into attributes. */
export function decodeEntities(s: string): string {
  return s
    .replace(/&#x3D;/g, '=')
    .replace(/&#x27;/g, "'")
    .replace(/&#x60;/g, '`')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Every href of an HTML part, decoded, in order. */
export function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((m) => decodeEntities(m[1]));
}

/** The path and query of a link on the test site (http://slipstream.test/...). */
export function pathOf(url: string): string {
  const u = new URL(url);
  if (u.origin !== 'http://slipstream.test') throw new Error(`not a link to the test site: ${url}`);
  return u.pathname + u.search;
}

/**
 * The lines of a plain-text part that hold a link but are not the link alone (issue 31): a mail
 * client makes a URL clickable when it stands on its own line, with no word, punctuation or
 * angle bracket glued to it. Empty when every link stands alone.
 */
export function linksNotAlone(text: string): string[] {
  return text
    .split(/\r?\n/)
    .filter((line) => /https?:\/\//.test(line))
    .filter((line) => !/^https?:\/\/[^\s<>()"'[\]{}]*[^\s<>()"'[\]{}.,;:!?]$/.test(line));
}

/** The links of a plain-text part (each alone on its line). */
export function textLinks(text: string): string[] {
  return text.split(/\r?\n/).filter((line) => /^https?:\/\/\S+$/.test(line));
}
