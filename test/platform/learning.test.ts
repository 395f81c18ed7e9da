/**
 * Learning the games on the site (issue 31), the platform's part for every game: the rules page
 * (contents with anchors, pictures drawn by the board renderer, statistics below the rules) in
 * both languages, the design notes, the board's explanations (every data-help key in both
 * catalogues, every section it links to on both rules pages), the rule book's examples as replays
 * (every step checked by the rules), odds on the controls, and practice games.
 */
import { readFileSync } from 'node:fs';
import request from 'supertest';
import path from 'node:path';
import { allGames } from '../../src/games/registry';
import { lookup } from '../../src/i18n/catalogues';
import { guideFile } from '../../src/services/learning/guide';
import { playExample } from '../../src/services/learning/examples';
import { setupGame } from '../../src/engine/replay';
import { Prng, seedPrng } from '../../src/engine/prng';
import { drawBoard } from '../support/board';
import { createTestSite, csrfFrom, signUp, type TestSite } from '../support/app';
import { loadGame, moduleOf } from '../../src/services/playing/game-record';
import { playOutAsRobots } from '../support/play';
import { compose, localize, oddsText } from '../../src/services/playing/compose';
import { apiMoves } from '../../src/services/playing/api-moves';
import { render } from '../../src/i18n/render';

const games = allGames();

function anchorsOf(gameId: string, lang: 'en' | 'de'): Set<string> {
  const file = guideFile(gameId, 'rules', lang)!;
  return new Set([...readFileSync(file, 'utf8').matchAll(/^##\s.*\{#([A-Za-z0-9_-]+)[^}]*\}\s*$/gm)].map((m) => m[1]));
}

function helpAttrs(html: string): { key: string; at: string | null }[] {
  return [...html.matchAll(/data-help="([^"]+)"(?:\s+data-help-at="([^"]+)")?/g)].map((m) => ({ key: m[1], at: m[2] ?? null }));
}

let site: TestSite;
beforeAll(async () => {
  site = await createTestSite();
});
afterAll(async () => {
  await site.close();
});

describe.each(games.map((g) => [g.meta.id, g] as const))('%s', (id, mod) => {
  const guided = (lang: 'en' | 'de') => guideFile(id, 'rules', lang)?.includes(path.join('src', 'games', id, 'guide')) ?? false;

  it('has a rules page for players in both languages, with the same anchors', () => {
    expect(guided('en')).toBe(true);
    expect(guided('de')).toBe(true);
    const en = anchorsOf(id, 'en');
    expect(en.has('about')).toBe(true);
    expect(en.has('turn')).toBe(true);
    expect([...anchorsOf(id, 'de')].sort()).toEqual([...en].sort());
  });

  it.each(['en', 'de'])('shows the rules (%s) with contents, pictures from the board renderer, then the statistics', async (lang) => {
    const page = await request(site.app).get(`/rules/${id}`).set('Cookie', `lang=${lang}`).expect(200);
    const html = page.text;
    expect(html).toContain('class="rules-toc"');
    // the contents list is escaped once ("The expansion's cards" had shown as "expansion&#39;s")
    expect(html).not.toMatch(/&amp;(#39|quot|amp|lt|gt);/);
    for (const a of anchorsOf(id, lang as 'en' | 'de')) expect(html).toMatch(new RegExp(`id="${a}"`));
    const md = readFileSync(guideFile(id, 'rules', lang as 'en' | 'de')!, 'utf8');
    const pictures = [...md.matchAll(/!\[[^\]]*\]\(picture:([A-Za-z0-9_-]+)\)/g)].map((m) => m[1]);
    for (const p of pictures) expect(html).toContain(`id="picture-${p}"`);
    expect(html.indexOf('id="statistics"')).toBeGreaterThan(html.indexOf('id="rules-text"'));
    expect(html).toContain('id="board-help"');
  });

  it('sends the rules page gzipped to a browser that takes it', async () => {
    const res = await request(site.app).get(`/rules/${id}`).set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).toContain('class="rules-toc"');
  });

  it('has short design notes for players', async () => {
    expect(guideFile(id, 'design', 'en')).toMatch(/design\.en\.md$/);
    expect(guideFile(id, 'design', 'de')).toMatch(/design\.de\.md$/);
    await request(site.app).get(`/rules/${id}/design`).expect(200);
  });

  it('explains every board element in both catalogues and links it to a section of both rules pages', () => {
    const anchors = { en: anchorsOf(id, 'en'), de: anchorsOf(id, 'de') };
    const seen = new Map<string, string | null>();
    const note = (html: string) => helpAttrs(html).forEach((h) => seen.set(h.key, h.at));
    for (const make of Object.values(mod.pictures ?? {})) {
      const pic = make();
      note(drawBoard(mod, pic.state, pic.viewer ?? null).html);
    }
    // A short game of robots: the boards of its first moves, for every seat and a spectator.
    const seats = Math.min(mod.meta.maxSeats, 4);
    let state = setupGame(mod, { seed: 7, seats, options: {} });
    for (let i = 0; i < 30 && mod.toAct(state).length; i++) {
      if (i % 6 === 0) for (const v of [null, ...mod.toAct(state)]) note(drawBoard(mod, state, v).html);
      const seat = mod.toAct(state)[0];
      state = mod.apply(state, seat, mod.robotMove(state, seat, new Prng(seedPrng(i + 1))));
    }
    expect(seen.size).toBeGreaterThan(3);
    for (const [key, at] of seen) {
      expect([key, lookup('en', `${id}.help.${key}`) !== undefined]).toEqual([key, true]);
      expect([key, lookup('de', `${id}.help.${key}`) !== undefined]).toEqual([key, true]);
      expect([key, at !== null && anchors.en.has(at) && anchors.de.has(at)]).toEqual([key, true]);
    }
  });

  it('plays every worked example through the rules and shows each step beside the board', async () => {
    for (const ex of mod.examples ?? []) {
      const played = playExample(mod, ex);
      expect(played.states).toHaveLength(ex.steps.length + 1);
      if (ex.section) expect(anchorsOf(id, 'en').has(ex.section)).toBe(true);
      for (const step of [0, ex.steps.length]) {
        const page = await request(site.app).get(`/rules/${id}/examples/${ex.id}?step=${step}`).expect(200);
        const say = step === 0 ? ex.intro : ex.steps[step - 1].say;
        expect(page.text).toContain(render(say, { lang: 'en' }).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;').slice(0, 30));
      }
    }
  });
});

describe('odds on a control', () => {
  it('says the chance in whole percent and what a failure costs, in the reader\'s words', () => {
    const t = oddsText({ chance: 5 / 6, failure: 'one damage' })!;
    expect(render(t, { lang: 'en' })).toBe('83 % chance · if it fails: one damage');
    expect(render(t, { lang: 'de' })).toBe('83 % Chance · wenn es misslingt: one damage');
    expect(render(oddsText({ failure: 'nothing', success: '+15 points' })!, { lang: 'en' })).toBe('if it works: +15 points; if it fails: nothing');
  });

  it('reaches the page\'s controls and the JSON API from the step that offers the gamble', () => {
    const step = { next: [{ kind: 'pick' as const, step: 'test', prompt: 'Test?', options: [{ value: 'blind', label: 'Blind test', odds: { chance: 0.5, failure: 'one damage' } }, { value: 'hand', label: 'Hand card' }] }] };
    const stepper = (answers: readonly string[]) => (answers.length === 0 ? step : { complete: { move: { type: answers[0] }, label: answers[0] }, next: [] });
    const words = (t: Parameters<typeof render>[0]) => render(t, { lang: 'en' });
    const c = localize(compose(stepper), words);
    expect(c.picks[0].options.map((o) => o.odds)).toEqual(['50 % chance · if it fails: one damage', undefined]);
    const api = apiMoves(stepper, [], words, '/api/games/1');
    expect(api.picks[0].options[0].odds).toBe('50 % chance · if it fails: one damage');
    expect(api.picks[0].options[1].odds).toBeUndefined();
  });
});

describe('practice', () => {
  it('starts an unrated game against robots from a rules page', async () => {
    const p = await signUp(site, 'Learner');
    const page = await p.agent.get('/rules/race').expect(200);
    const res = await p.agent.post('/practice').type('form').send({ _csrf: csrfFrom(page.text), gameType: 'race', seats: '3' }).expect(303);
    const id = Number(/\/games\/(\d+)/.exec(res.headers.location)![1]);
    const g = await loadGame(site.services.db, id);
    expect(g.practice).toBe(true);
    expect(g.status).toBe('ACTIVE');
    expect(g.seats.map((s) => s.kind)).toEqual(['HUMAN', 'ROBOT', 'ROBOT']);
    const game = await p.agent.get(`/games/${id}`).expect(200);
    expect(game.text).toContain('class="practice-bar"');
    // "What would the robot do?": the robot's choice for the player's seat, set up on the move panel.
    expect(g.toAct).toContain(0);
    const hint = await p.agent.get(`/games/${id}?hint=1`).expect(200);
    const link = /class="practice-hint">[\s\S]*?<a class="button" href="([^"]+)"/.exec(hint.text);
    expect(link).not.toBeNull();
    const setUp = await p.agent.get(`/games/${id}${link![1].replace(/&amp;/g, '&')}`).expect(200);
    expect(setUp.text).toContain('mc-');
  });

  it('refuses bad input with a 4xx and makes no game', async () => {
    const p = await signUp(site, 'Badinput');
    const page = await p.agent.get('/rules/race').expect(200);
    const before = await site.services.db.game.count();
    await p.agent.post('/practice').type('form').send({ _csrf: csrfFrom(page.text), gameType: 'race', seats: '9' }).expect(400);
    await p.agent.post('/practice').type('form').send({ _csrf: csrfFrom(page.text), gameType: 'chess', seats: '2' }).expect(400);
    expect(await site.services.db.game.count()).toBe(before);
  });

  // The platform's path for two games (the most and the least hidden information); every game's own
  // redeal test checks its fresh deal over many positions.
  it.each(games.filter((g) => g.redeal && ['race', 'formula-90'].includes(g.meta.id)).map((g) => [g.meta.id]))('%s: "Practice from here" starts at a step of a finished game, the player in the seat he chose', async (type) => {
    const s = site.services;
    const a = await signUp(site, `Pa${type.slice(0, 6).replace(/-/g, '')}`);
    const b = await signUp(site, `Pb${type.slice(0, 6).replace(/-/g, '')}`);
    const gid = await s.lobby.createGame(a.id, { gameType: type, seats: 2, robots: 0, invite: b.username, deadlineDays: 0 });
    await s.lobby.join(gid, b.id);
    await playOutAsRobots(s, gid, 3);
    const replay = await a.agent.get(`/games/${gid}/replay?step=6`).expect(200);
    expect(replay.text).toContain('class="practice-from"');
    // one strength choice per robot (issue 33): the other seat of this 2-player game
    expect(replay.text.match(/<select name="strength">/g)).toHaveLength(1);
    const res = await a.agent.post(`/games/${gid}/practice`).type('form').send({ _csrf: csrfFrom(replay.text), step: '6', seat: '1', strength: 'strong' }).expect(303);
    const pid = Number(/\/games\/(\d+)/.exec(res.headers.location)![1]);
    const g = await loadGame(s.db, pid);
    expect(g.practice).toBe(true);
    expect(g.seats[1].userId).toBe(a.id);
    expect([g.seats[0].kind, g.seats[0].robotStrength]).toEqual(['ROBOT', 'strong']);
    const mod = moduleOf(g);
    // The seat sees at the start of the practice what it saw at step 6 of the original.
    const original = await loadGame(s.db, gid);
    const start = g.start as { moves: { seat: number; move: unknown }[] };
    expect(start.moves).toHaveLength(6);
    let at6 = setupGame(mod, { seed: original.seed, seats: 2, options: original.options, rulesVersion: original.rulesVersion });
    for (const m of start.moves) at6 = mod.apply(at6, m.seat, m.move);
    const practiceStart = setupGame(mod, { seed: g.seed, seats: 2, options: g.options, rulesVersion: g.rulesVersion, start: g.start as never });
    expect(mod.view(practiceStart, 1)).toEqual(mod.view(at6, 1));
  });
});
