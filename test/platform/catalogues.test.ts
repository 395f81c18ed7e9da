/**
 * The message catalogues: every key exists in English and German, every message is valid ICU,
 * and both languages use exactly the same parameters (names, and which are plurals or selects)
 * — so a text renders in either language with the parameters its code gives.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { catalogues } from '../../src/i18n/catalogues';
import { LANGS } from '../../src/engine/text';

/** The parameters of a message: "name" for a plain one, "name:plural" or "name:select". */
function params(elements: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const e of elements) {
    if (e.type === TYPE.argument || e.type === TYPE.number || e.type === TYPE.date || e.type === TYPE.time) out.add(e.value);
    else if (e.type === TYPE.plural) {
      out.add(`${e.value}:plural`);
      for (const o of Object.values(e.options)) params(o.value, out);
    } else if (e.type === TYPE.select) {
      out.add(`${e.value}:select`);
      for (const o of Object.values(e.options)) params(o.value, out);
    } else if (e.type === TYPE.tag) params(e.children, out);
  }
  return out;
}

const all = catalogues();
const names = [...all.get('en')!.keys()];

describe.each(names)('catalogue %s', (name) => {
  const en = all.get('en')!.get(name) ?? {};
  const de = all.get('de')!.get(name) ?? {};

  it('has the same keys in every language', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    for (const lang of LANGS) expect(all.get(lang)!.has(name)).toBe(true);
  });

  it('has valid ICU messages with the same parameters in English and German', () => {
    const problems: string[] = [];
    for (const key of Object.keys(en)) {
      let pe: Set<string>;
      let pd: Set<string>;
      try {
        pe = params(parse(en[key], { ignoreTag: true }));
        pd = params(parse(de[key] ?? '', { ignoreTag: true }));
      } catch (err) {
        problems.push(`${name}.${key}: ${(err as Error).message}`);
        continue;
      }
      // A plural's "#" needs no name; a plain use and a plural of the same name are one parameter.
      const norm = (s: Set<string>) => [...s].map((p) => p.replace(/:plural$|:select$/, '')).filter((p, i, a) => a.indexOf(p) === i).sort();
      if (JSON.stringify(norm(pe)) !== JSON.stringify(norm(pd))) problems.push(`${name}.${key}: English ${JSON.stringify(norm(pe))}, German ${JSON.stringify(norm(pd))}`);
      if (!de[key]?.trim()) problems.push(`${name}.${key}: no German words`);
    }
    expect(problems).toEqual([]);
  });
});
