/**
 * The path step of Chariot Race on the page (rule "Phase 5: Bewegen"): first the field where the
 * chariot ends (the marked fields of the arena), then — only when the ways to that field differ —
 * the way, by what happens on it (damage, rams, caltrops) and, when an attack face could drop a
 * caltrop on a field passed, by where the lanes are changed. Ways with the same outcome are one
 * choice (the same parts). The questions are a lazy tree (the move's choice tree, rules/move-tree.ts):
 * an answer's words and the question after it are worked out only when asked for; moveParts
 * walks the whole tree once per view.
 */
import type { ChoiceBranch } from '../../../engine/choice-tree';
import type { MoveShape, PickPart } from '../../../engine/contract';
import type { Msg, Text } from '../../../engine/text';
import { CALTROPS_IN_BOX } from '../data/dice';
import { countFace } from '../rules/dice';
import { pathOptions } from '../rules/legal';
import type { MoveResult } from '../rules/movement';
import type { ChariotMove, ChariotState } from '../rules/state';
import { trackOf } from '../rules/round';
import { andList, chariotText, laneId, series, t, yes } from './text';
import type { ChariotView } from './view';
import { routeWords, wayText } from './words';
import { analysis, breakWarning } from './warnings';

/** More different outcomes than this at one end field: the page first asks for the damage. */
const SPLIT_OUTCOMES = 12;
/**
 * More end fields than this: the fields where the chariot can only break up become one answer;
 * if there are still too many, the page asks for the lane first.
 */
const MAX_ENDS = 20;

// --- The path (rule "Phase 5: Bewegen").

interface Route {
  path: string;
  r: MoveResult;
  end: number;
  broke: boolean;
  /** Damage the chariot takes on the way (when it does not break up). */
  taken: number;
  /** What the way leads to, as a part value: damage, rams (whom, what), caltrops hit. */
  outcome: string;
  rams: string;
  /** Fields passed where a caltrop could be dropped afterwards ('' when no attack could). */
  drops: string;
  /** Fields entered by the lane changes, in order. */
  changes: number[];
  /** Own chariots that break up on it (the mover's and any of the seat's rammed ones). */
  ownBroken: number[];
}

/** An end field of the path step, for the board: the least damage of the ways to it. */
export interface EndMark {
  field: number;
  /** The least damage of the ways that do not break the chariot; null when every way breaks it. */
  least: number | null;
  /** Some way to it breaks the chariot up. */
  someBreak: boolean;
  ways: number;
}

/** A way to an end field, as the route question offers it: drawn on the arena with its letter. */
export interface Way {
  /** The board target of the answer. */
  id: string;
  letter: string;
  /** The fields driven through, start first. */
  fields: number[];
  /** Where its letter stands. */
  tag: number;
}

export interface PathPlan {
  shapes: Map<string, MoveShape>;
  ends: EndMark[];
  ways: Way[];
}

/** An answer of the path step: its part, the paths that give it, below it the next question or the path made. */
export type PathBranch = ChoiceBranch<ChariotMove> & { routes: Route[] };

function letterOf(k: number): string {
  return k < 26 ? String.fromCharCode(65 + k) : `Z${k - 25}`;
}

interface Facet {
  step: string;
  /** Always asked, even with one answer (the first question of the step). */
  always?: boolean;
  /** Asked at all for this group of routes? */
  when?: (group: Route[]) => boolean;
  value: (x: Route) => string;
  label: (group: Route[]) => Text;
  prompt: (group: Route[]) => Text;
  target?: (x: Route) => string | undefined;
}

/** The paths of a view's path step and the questions asked about them, without words yet. */
interface PathSetup {
  view: ChariotView;
  routes: Route[];
  facets: Facet[];
  ends: EndMark[];
  ways: Way[];
  /** every legal path's parts, once asked for (moveParts) */
  shapes?: Map<string, MoveShape>;
}

const SETUPS = new WeakMap<ChariotView, PathSetup>();

/**
 * The setup of the path step of a view (kept per view). `state`: the state the view is of, when
 * at hand (its paths are kept with it); else the situation is rebuilt from the view.
 */
function setupOf(view: ChariotView, state?: ChariotState): PathSetup {
  const known = SETUPS.get(view);
  if (known) return known;
  const setup: PathSetup = { view, routes: [], facets: [], ends: [], ways: [] };
  SETUPS.set(view, setup);
  const turn = view.turn;
  if (!turn || turn.step !== 'path') return setup;
  const track = trackOf(view);
  const id = turn.chariot;
  const me = view.chariots[id];
  const attacks = countFace(turn.dice, 'attack') > 0;
  const routes: Route[] = pathOptions(state ?? analysis(view).state).map(({ path, result: r }) => {
    const broke = r.broke;
    const taken = broke ? me.damage : me.damage - r.chariots[id].damage;
    const rams = r.rams.map((x) => `r${x.other}-${x.otherDamage}${x.otherBroke ? 'x' : ''}`).sort();
    const caltrops = r.events.filter((e) => e.kind === 'caltrop').map((e) => `c${e.field}`).sort();
    const drops = attacks && !broke && r.caltrops.length < CALTROPS_IN_BOX ? r.passed.filter((f) => !r.caltrops.includes(f)).sort((x, y) => x - y).join('.') : '';
    const changes: number[] = [];
    for (let j = 0; j < path.length && j < r.entered.length; j++) if (path[j] !== 'f') changes.push(r.entered[j]);
    const ownBroken = r.chariots.map((c, i) => ({ c, i })).filter(({ c, i }) => c.out && !view.chariots[i].out && c.seat === me.seat).map(({ i }) => i);
    return { path, r, end: r.end, broke, taken, outcome: [broke ? 'x' : `d${taken}`, ...rams, ...caltrops].join('_'), rams: rams.join('_') || 'none', drops, changes, ownBroken };
  });
  setup.routes = routes;

  // The end fields, for the first question and the board's marks.
  const byEnd = new Map<number, Route[]>();
  for (const x of routes) byEnd.set(x.end, [...(byEnd.get(x.end) ?? []), x]);
  for (const [field, list] of byEnd) {
    const ok = list.filter((x) => !x.broke);
    setup.ends.push({ field, least: ok.length ? Math.min(...ok.map((x) => x.taken)) : null, someBreak: ok.length < list.length, ways: new Set(list.map((x) => x.outcome)).size });
  }
  const brokenOnly = new Set(setup.ends.filter((e) => e.least === null).map((e) => e.field));
  const merge = byEnd.size > MAX_ENDS && brokenOnly.size > 1;
  const lanes = (merge ? byEnd.size - brokenOnly.size + 1 : byEnd.size) > MAX_ENDS;
  const name = (f: number) => track.fields[f].name;
  const endOf = (group: Route[]) => name(group[0].end);
  const outcomes = (group: Route[]) => new Set(group.map((x) => x.outcome)).size;
  const dropsDiffer = (group: Route[]) => new Set(group.map((x) => x.drops)).size > 1;
  const out = (x: Route) => merge && brokenOnly.has(x.end);
  const endPrompt = t('prompt.end', { speed: me.speed });

  // The ways to each end field that differ in outcome, lettered A, B, … and drawn on the arena
  // (the representative of each outcome is its first way: the one the choice makes).
  const ways = new Map<string, Way>();
  const wayOf = (x: Route) => ways.get(`${x.end}-${x.outcome}`)!;
  for (const [end, list] of byEnd) {
    const reps = new Map<string, Route>();
    for (const x of list) if (!reps.has(x.outcome)) reps.set(x.outcome, x);
    const all = [...reps.values()];
    const used = new Set<number>();
    all.forEach((x, k) => {
      const fields = [me.field!, ...x.r.entered, ...(x.r.entered[x.r.entered.length - 1] !== x.end ? [x.end] : [])];
      // The tag: on a field of this way that no other way of this end passes, else the first free one.
      const own = x.r.entered.filter((f) => f !== end && !all.some((y) => y !== x && y.r.entered.includes(f)));
      const tag = own[Math.floor(own.length / 2)] ?? x.r.entered.find((f) => f !== end && !used.has(f)) ?? end;
      used.add(tag);
      const way: Way = { id: `way:${end}-${x.outcome}`, letter: letterOf(k), fields, tag };
      ways.set(`${end}-${x.outcome}`, way);
      setup.ways.push(way);
    });
  }

  const facets: Facet[] = [
    {
      // Many end fields: first the lane (the fields where the chariot only breaks up apart).
      step: 'lane',
      always: true,
      when: () => lanes,
      value: (x) => (out(x) ? 'out' : String(track.fields[x.end].lane)),
      label: (group) => (out(group[0]) ? breakUpLabel(group) : laneLabel(view, group)),
      prompt: () => t('prompt.lane', { fields: byEnd.size, speed: me.speed }),
    },
    {
      step: 'end',
      always: !lanes,
      value: (x) => (out(x) && !lanes ? 'out' : String(x.end)),
      label: (group) => (out(group[0]) && !lanes ? breakUpLabel(group) : endLabel(name(group[0].end), group)),
      prompt: () => (lanes ? t('prompt.endInLane') : endPrompt),
      target: (x) => (out(x) && !lanes ? undefined : `end:${x.end}`),
    },
    {
      step: 'breakup',
      when: (group) => out(group[0]) && !lanes,
      value: (x) => String(x.end),
      label: (group) => t('part.endBreaks', { field: endOf(group) }),
      prompt: () => t('prompt.breakup'),
      target: (x) => `end:${x.end}`,
    },
    {
      step: 'damage',
      when: (group) => outcomes(group) > SPLIT_OUTCOMES,
      value: (x) => (x.broke ? 'x' : String(x.taken)),
      label: (group) => (group[0].broke ? t('part.damageBreaks') : t('part.damage', { damage: group[0].taken })),
      prompt: (group) => t('prompt.damage', { field: endOf(group) }),
    },
    {
      step: 'rams',
      when: (group) => outcomes(group) > SPLIT_OUTCOMES,
      value: (x) => x.rams,
      label: (group) => ramsWords(view, group[0].r) ?? t('part.ramsNone'),
      prompt: (group) => t('prompt.rams', { field: endOf(group) }),
    },
    {
      step: 'route',
      value: (x) => x.outcome,
      label: (group) => {
        const x = group[0];
        // One choice at the end (no lane-change question follows): the way it takes.
        const items = dropsDiffer(group) ? outcomeWords(view, x) : [...outcomeWords(view, x), wayWords(view, x)];
        return t('part.route', { letter: wayOf(x).letter, words: series(items, 'dot') });
      },
      prompt: (group) => t('prompt.route', { field: endOf(group) }),
      target: (x) => wayOf(x).id,
    },
  ];
  // Where the lanes are changed: asked only when an attack face could drop a caltrop on a field
  // passed, and the fields passed differ.
  const steers = countFace(turn.dice, 'steer');
  for (let k = 0; k < steers; k++) {
    facets.push({
      step: 'via',
      when: dropsDiffer,
      value: (x) => (k < x.changes.length ? String(x.changes[k]) : 'none'),
      label: (group) => {
        const x = group[0];
        if (k >= x.changes.length || !dropsDiffer(group)) return wayWords(view, x);
        const upTo = x.r.entered.indexOf(x.changes[k]);
        return wayText(true, routeWords(view, x.r.entered.slice(0, upTo + 1)));
      },
      prompt: (group) => t('prompt.via', { field: endOf(group) }),
      target: (x) => (k < x.changes.length ? `field:${x.changes[k]}` : undefined),
    });
  }
  setup.facets = facets;
  return setup;
}

interface Question {
  /** the facet asked */
  k: number;
  /** its answers, each with its routes, in the order of the paths */
  answers: Map<string, Route[]>;
}

/** The first question asked from facet k on about these routes; null when they are one choice. */
function questionOf(setup: PathSetup, group: Route[], k: number): Question | null {
  for (; k < setup.facets.length; k++) {
    const f = setup.facets[k];
    if (f.when && !f.when(group)) continue;
    const answers = new Map<string, Route[]>();
    for (const x of group) {
      const v = f.value(x);
      const g = answers.get(v);
      if (g) g.push(x);
      else answers.set(v, [x]);
    }
    if (answers.size > 1 || f.always) return { k, answers };
  }
  return null;
}

/**
 * The answers of a question as branches of the move's choice tree: its part, then the next question
 * (worked out when asked for) or the path it makes — the first of the paths with these parts. A
 * path that breaks one of the mover's own chariots is warned (ways with equal parts have the same
 * outcome); an answer all of whose ways are warned is too.
 */
function branchesOf(setup: PathSetup, group: Route[], q: Question): PathBranch[] {
  const f = setup.facets[q.k];
  const prompt = f.prompt(group);
  return [...q.answers].map(([value, g]): PathBranch => {
    const part: PickPart = { kind: 'pick', step: f.step, value, label: f.label(g), prompt };
    const target = f.target?.(g[0]);
    if (target) part.target = target;
    const next = questionOf(setup, g, q.k + 1);
    const warning = g.every((x) => x.ownBroken.length) ? breakWarning(setup.view, g[0].ownBroken) : undefined;
    if (!next) return { part, routes: g, move: { type: 'path', path: g[0].path }, warning };
    let below: PathBranch[] | undefined;
    return { part, routes: g, then: () => (below ??= branchesOf(setup, g, next)), warning };
  });
}

/** The first question of the path step as branches of the move's choice tree (none outside the path step). */
export function pathBranches(view: ChariotView, state?: ChariotState): PathBranch[] {
  const setup = setupOf(view, state);
  const q = questionOf(setup, setup.routes, 0);
  return q ? branchesOf(setup, setup.routes, q) : [];
}

/** The end fields and the ways to them, for the board's marks. */
export function pathMarks(view: ChariotView): Pick<PathPlan, 'ends' | 'ways'> {
  const { ends, ways } = setupOf(view);
  return { ends, ways };
}

/** The plan of the path step of a view: every legal path's parts (the whole tree), and the end fields. */
export function pathPlan(view: ChariotView): PathPlan {
  const setup = setupOf(view);
  if (!setup.shapes) {
    const shapes = new Map<string, MoveShape>();
    const walk = (level: PathBranch[], parts: PickPart[]): void => {
      for (const b of level) {
        const p = [...parts, b.part as PickPart];
        if (b.then) walk(b.then() as PathBranch[], p);
        else for (const x of b.routes) shapes.set(x.path, { parts: p, warning: b.warning });
      }
    };
    walk(pathBranches(view), []);
    setup.shapes = shapes;
  }
  return { shapes: setup.shapes, ends: setup.ends, ways: setup.ways };
}

function breakUpLabel(group: Route[]): Text {
  return t('part.breakOnTheWay', { fields: new Set(group.map((x) => x.end)).size });
}

/** "Inner lane: I12–I17: 2–6 damage". */
function laneLabel(view: ChariotView, group: Route[]): Text {
  const track = trackOf(view);
  const ends = [...new Set(group.map((x) => x.end))].sort((a, b) => track.fields[a].number - track.fields[b].number);
  const names = ends.length === 1 ? track.fields[ends[0]].name : `${track.fields[ends[0]].name}–${track.fields[ends[ends.length - 1]].name}`;
  return t('part.lane', { lane: laneId(track.fields[group[0].end].lane), ends: endLabel(names, group) });
}

/** "M11: no damage", "M11: 1–5 damage, or breaks up", "M11: breaks up". */
function endLabel(name: string, group: Route[]): Text {
  const ok = group.filter((x) => !x.broke);
  if (!ok.length) return t('part.endBreaks', { field: name });
  const least = Math.min(...ok.map((x) => x.taken));
  const most = Math.max(...ok.map((x) => x.taken));
  return t('part.end', { field: name, range: yes(least !== most), least, most, orBreaks: yes(ok.length < group.length) });
}

/** "straight on" or "via O6–O12 › M11". */
function wayWords(view: ChariotView, x: Route): Msg {
  return wayText(x.changes.length > 0, routeWords(view, x.r.entered));
}

/** What broke the chariot: the last thing that hurt it before its "break" event. */
function breakCause(r: MoveResult, id: number): string {
  const at = r.events.findIndex((e) => e.kind === 'break' && e.chariot === id);
  for (let k = at - 1; k >= 0; k--) {
    const e = r.events[k];
    if (e.kind === 'rock' || e.kind === 'curve' || e.kind === 'caltrop' || e.kind === 'ram') return e.kind;
  }
  return 'damage';
}

/** "rams your red chariot and Player 3's green chariot (it breaks up)"; null when it rams none. */
function ramsWords(view: ChariotView, r: MoveResult): Msg | null {
  if (!r.rams.length) return null;
  const names = r.rams.map((x) => t('ramItem', { chariot: chariotText(view.chariots[x.other], 'acc', view.viewer), effect: x.otherBroke ? 'breaks' : x.otherDamage === 0 ? 'unharmed' : 'hurt' }));
  return t('part.rams', { chariots: andList(names) });
}

/** What a way leads to: "4 damage, 8 left", "rams Player 2's blue chariot (it breaks up)", "caltrop on M8", "set back to M9". */
function outcomeWords(view: ChariotView, x: Route): Msg[] {
  const track = trackOf(view);
  const me = view.chariots[view.turn!.chariot];
  const r = x.r;
  const out: Msg[] = [];
  if (x.broke) out.push(t('way.breaks', { field: track.fields[r.end].name, cause: breakCause(r, view.turn!.chariot) }));
  else out.push(t('way.damage', { damage: x.taken, left: me.damage - x.taken }));
  const rams = ramsWords(view, r);
  if (rams) out.push(rams);
  for (const e of r.events) {
    if (e.kind === 'caltrop') out.push(t('way.caltrop', { field: track.fields[e.field].name }));
    else if (e.kind === 'setback') out.push(t('way.setback', { field: track.fields[e.field].name }));
  }
  return out;
}
