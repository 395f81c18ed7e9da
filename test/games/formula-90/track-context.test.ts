/**
 * The track partial (views/games/formula-90/track.hbs) and its context (view/track-context.ts):
 * section colours, numbers, battle modifiers and braking targets as printed; lane-line start
 * points with their bonus, ringed when held („SPURLINIEN"); cars where their queue puts them, off
 * the track in the run-off („BREMSEN"), robots, the lead and lapped cars marked; sections and
 * start points to pick; and the context straight from the view of races played at random.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Handlebars from 'handlebars';
import { registerHelpers } from '../../../src/http/view-helpers';
import { trackOf } from '../../../src/games/formula-90/data/tracks';
import { carSlot, offTrackSlot } from '../../../src/games/formula-90/view/geometry';
import { PLAYER_PAINT, trackContext, trackGround, type TrackCarInput, type TrackInput } from '../../../src/games/formula-90/view/track-context';
import { view } from '../../../src/games/formula-90/view/view';
import { OPTIONS, playRace } from './random-race';

const car = (c: Partial<TrackCarInput> & Pick<TrackCarInput, 'id' | 'kind' | 'section' | 'index'>): TrackCarInput => ({
  label: c.id,
  offTrack: false,
  lapsDown: 0,
  isLead: false,
  moved: false,
  ...c,
});

const INPUT: TrackInput = {
  track: 'monza',
  cars: [
    car({ id: 'p0', kind: 'player', label: '1', colour: PLAYER_PAINT.red, section: 12, index: 0, isLead: true }),
    car({ id: 'fast1', kind: 'fast', label: 'R1', section: 12, index: 1 }),
    car({ id: 'p1', kind: 'player', label: '2', colour: PLAYER_PAINT.blue, section: 12, index: 2, lapsDown: 1, moved: true }),
    car({ id: 'slow1', kind: 'slow', label: 'R2', section: 5, index: 0, offTrack: true }),
  ],
  lanes: { 's12-green': 'fast1' },
  pickable: { sections: [13], lines: ['s13-red'] },
};

// The game's catalogue may not hold the track's words yet: a missing one is written as its key.
beforeAll(() => {
  const error = console.error;
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!/^i18n: no message "formula-90\.track\./.test(String(args[0]))) error(...args);
  });
});

function render(ctx: unknown, targets: Record<string, unknown> = {}): string {
  const hb = Handlebars.create();
  registerHelpers(hb);
  hb.registerPartial('track', readFileSync(path.join(__dirname, '../../../views/games/formula-90/track.hbs'), 'utf8'));
  hb.registerPartial('games/formula-90/track-ground', readFileSync(path.join(__dirname, '../../../views/games/formula-90/track-ground.hbs'), 'utf8'));
  return hb.compile('{{> track ctx}}', { strict: false })({ ctx, lang: 'en', compose: { targets } });
}

describe('track context', () => {
  const ctx = trackContext(INPUT);
  // the track as every state draws it: a static part of the context
  const ground = trackGround(INPUT.track);

  it('numbers the sections as printed, coloured by type, with battle modifiers and braking targets', () => {
    expect(ctx.ground.context()).toEqual(ground);
    expect(ground.sections.map((s) => s.n)).toEqual(Array.from({ length: 22 }, (_x, i) => i + 1));
    expect(ground.sections[0].kerb).toBe('f90t-kerb f90t-straight');
    expect(ground.sections[1].kerb).toBe('f90t-kerb f90t-braking');
    expect(ground.sections[2].kerb).toBe('f90t-kerb f90t-curve');
    expect(ground.sections[1].badge).toMatchObject({ text: '75', cls: 'f90t-brake' });
    expect(ground.sections[2].badge).toMatchObject({ text: '+3', cls: 'f90t-battle' });
    expect(ground.sections[4].badge).toMatchObject({ text: '−2' });
    // Lesmo 2 has no modifier: no badge
    expect(ground.sections[9].badge).toBeNull();
    // the Parabolica: its name is a message of the catalogues (curve.monza.7)
    expect(ground.curves.find((c) => c.curve === 7)?.name).toMatchObject({ key: 'formula-90.curve.monza.7' });
  });

  it('draws every lane-line start point with its bonus, ringed in the colour of the car holding it', () => {
    expect(ctx.lanes).toHaveLength(trackOf('monza').sections.flatMap((s) => s.lanes).length);
    const held = ctx.lanes.filter((l) => l.ring !== null);
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ bonus: '+2', ring: '#f2c200' });
    expect(ctx.lanes.filter((l) => l.pick).map((l) => l.pick)).toEqual(['lane-s13-red']);
    expect(ctx.sectionPicks.map((s) => s.pick)).toEqual(['section-13']);
  });

  it('puts the cars where their queue says, the car off the track in the run-off, front cars drawn last', () => {
    const at = (id: string) => ctx.cars.find((c) => c.id === id)!;
    expect(at('p0')).toMatchObject(carSlot('monza', 12, 0, 3));
    expect(at('p1')).toMatchObject({ ...carSlot('monza', 12, 2, 3), lapped: '−1', moved: true, robot: false });
    expect(at('slow1')).toMatchObject({ ...offTrackSlot('monza', 5, 0), robot: true, fill: '#7b3fa0', offTrack: true });
    expect(at('p0').lead).toBe(true);
    expect(at('fast1').lane).toEqual({ fill: '#1f9a3e', kind: 'movement' });
    const order = ctx.cars.map((c) => c.id);
    expect(order.indexOf('p1')).toBeLessThan(order.indexOf('p0'));
  });

  it('renders: the sections and start points to pick, one group per car, no holes', () => {
    const html = render(ctx, { 'section-13': { kind: 'option', label: 'x', href: '?a' }, 'lane-s13-red': { kind: 'option', label: 'y', href: '?b' } });
    expect(html).toContain('data-pick="section-13"');
    expect(html).toContain('data-pick="lane-s13-red"');
    expect(html.match(/class="f90t-car[ "]/g)).toHaveLength(4);
    expect(html.match(/class="f90t-kerb /g)).toHaveLength(22);
    expect(html).not.toMatch(/undefined|NaN|\[object Object\]/);
    // nothing to pick: no links
    expect(render(trackContext({ ...INPUT, pickable: undefined }))).not.toContain('<a ');
  });
});

describe('track context from a view', () => {
  it.each([['monza'], ['hungaroring']])('%s: every car in the race drawn, each on its own place', (track) => {
    let checked = 0;
    playRace(3, 4, { ...OPTIONS, track: track as 'monza' | 'hungaroring' }, (s) => {
      if (s.phase !== 'race' || s.box % 3 !== 0 || s.turn === null) return;
      const v = view(s, 0);
      const ctx = trackContext(v);
      const racing = v.cars.filter((c) => c.status !== 'out' && c.section !== null);
      expect(ctx.cars).toHaveLength(racing.length);
      const spots = new Set(ctx.cars.map((c) => `${c.x},${c.y}`));
      expect(spots.size).toBe(ctx.cars.length);
      for (const c of ctx.cars) {
        expect(Number.isFinite(c.x) && Number.isFinite(c.y)).toBe(true);
        expect(c.lead).toBe(v.lead === c.id);
      }
      const held = v.cars.filter((c) => c.lane !== null && c.status !== 'out').length;
      expect(ctx.lanes.filter((l) => l.ring).length).toBe(held);
      checked++;
    });
    expect(checked).toBeGreaterThan(10);
  });
});
