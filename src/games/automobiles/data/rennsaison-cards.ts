/**
 * The 15 action cards of the expansion "Rennsaison" (rule text „Anhang" of the expansion: three
 * effects per action colour, listed without names, costs or values). The text names three of
 * them by the way — Adrenalin („In der Implementierung auf yucata erscheint nach Aktivieren eines
 * grünen Würfels 'Adrenalin'"), Overdrive („mit einem grünen Overdrive-Würfel") and Rote Linie
 * (the blue doubling card „ist also kombinierbar mit Karten wie 'Rote Linie'", which only fits
 * the card that lets white gear dice drive other colours); the other names, every cost and
 * every value are designed here (docs/games/automobiles/rules.md, "The expansion's action cards").
 */
import { BL, GR, PU, RE, YE } from './dice';
import type { ActionCard, ExpansionCardId } from './card-types';

const WS = 'werkstatt' as const;
const FV = 'fahrverhalten' as const;
const BG = 'boxengasse' as const;
const MO = 'motor' as const;
const LE = 'leistung' as const;

export const EXPANSION_CARDS: (ActionCard & { id: ExpansionCardId })[] = [
  // Werkstatt (yellow): money dice like the base yellow cards ($2), cost by strength.
  {
    id: 'werkstattleiter', name: 'Werkstattleiter', colour: YE, kind: WS, ref: 'YX1', cost: 5, value: 2, expansion: true,
    textDe: 'Entferne eine beliebige Anzahl aktiver Würfel. Das kann eine beliebige Kombination von Würfeln sein, also sowohl Verschleiß-Würfel als auch andere Würfel. Entferne danach bis zu doppelt so viele Würfel von deiner Ablage.',
  },
  {
    id: 'lehrling', name: 'Lehrling', colour: YE, kind: WS, ref: 'YX2', cost: 3, value: 2, expansion: true,
    textDe: 'Ziehe 1 Würfel aus deinem Beutel. Entferne danach 1 aktiven Würfel oder einen Würfel von deiner Ablage. Es ist auch erlaubt, den gerade gezogenen Würfel zu entfernen.',
  },
  {
    id: 'testfahrer', name: 'Testfahrer', colour: YE, kind: WS, ref: 'YX3', cost: 4, value: 2, expansion: true,
    textDe: 'Entferne zuerst den gerade aktivierten Würfel selbst. Ziehe danach bis zu 3 Würfel aus deinem Beutel.',
  },
  // Fahrverhalten (red).
  {
    id: 'spoiler', name: 'Spoiler', colour: RE, kind: FV, ref: 'RX1', cost: 4, value: 1, expansion: true,
    textDe: 'Erhalte einen Verschleiß aus dem Vorrat. Wähle danach einen Gang-Würfel von deiner Ablage. Bewege deinen roten Würfel auf dem Spielbrett bis zu 2 Felder in der nächstniedrigeren Farbe.',
  },
  {
    id: 'differenzial', name: 'Differenzial', colour: RE, kind: FV, ref: 'RX2', cost: 5, value: 1, expansion: true,
    textDe: 'Wähle einen aktiven Gang-Würfel und lege ihn ab. Fahre dann mit deinem roten Würfel 1 Feld in einer beliebigen Farbe.',
  },
  {
    id: 'rotelinie', name: 'Rote Linie', colour: RE, kind: FV, ref: 'RX3', cost: 5, value: 1, expansion: true,
    textDe: 'Während deiner Aktionsphase darfst du eine beliebige Anzahl weißer Gang-Würfel nutzen, als wären sie Gang-Würfel einer beliebigen Farbe. Du darfst mit jedem weißen Würfel 1 Feld fahren. Erhalte 1 Verschleiß für jeden weißen Würfel, mit dem du ein Feld in einer anderen Farbe als Weiß fährst.',
  },
  // Boxengasse (purple).
  {
    id: 'boxenprofi', name: 'Boxenprofi', colour: PU, kind: BG, ref: 'PX1', cost: 6, value: 1, expansion: true,
    textDe: 'Entferne bis zu 6 Würfel von deiner Ablage. Zähle danach die verbleibenden Würfel auf deiner Ablage. Vergleiche diese Zahl mit der Anzahl an Würfeln, die jeder einzelne Spieler auf seiner Ablage hat. Sind auf deiner Ablage weniger Würfel als auf der Ablage jedes anderen Spielers, so darfst du 2 zusätzliche Würfel von deiner Ablage entfernen.',
  },
  {
    id: 'schnellwechsel', name: 'Schnellwechsel', colour: PU, kind: BG, ref: 'PX2', cost: 5, value: 1, expansion: true,
    textDe: 'Entferne bis zu 4 Würfel von deiner Ablage. Das kann eine beliebige Kombination von Würfeln sein, also sowohl Verschleiß-Würfel als auch andere Würfel. Entferne dann alle benutzten Verschleiß-Würfel. Das schließt alle Verschleiß-Würfel ein, die du während der Aktionsphase bis zu diesem Zeitpunkt erhalten hast, einschließlich derjenigen, die auf der Rennstrecke liegen.',
  },
  {
    id: 'koordinator', name: 'Boxenkoordinator', colour: PU, kind: BG, ref: 'PX3', cost: 4, value: 1, expansion: true,
    textDe: 'Zähle wieviele verschiedene Farben die Würfel auf deiner Ablage haben. Dann entferne bis zu so viele Würfel von deiner Ablage, wie du verschiedene Farben gezählt hast.',
  },
  // Leistung (green).
  {
    id: 'adrenalin', name: 'Adrenalin', colour: GR, kind: LE, ref: 'GX1', cost: 5, value: 1, expansion: true,
    textDe: 'Wähle eine der beiden folgenden Möglichkeiten: Fahre mit dem grünen Würfel ein Feld in einer hellgrauen Farbe ODER fahre in der Bewegungsphase bis zu 2 hellgraue Felder für jede Position, die du in diesem Zug gut gemacht hast.',
  },
  {
    id: 'aufholjagd', name: 'Aufholjagd', colour: GR, kind: LE, ref: 'GX2', cost: 4, value: 1, expansion: true,
    textDe: 'Erhalte 1 Verschleiß-Würfel. Bestimme die aktuelle Position deines Rennautos. Bist du nicht Erster, so kannst du bis zu 2 dunkelgraue Felder fahren. Bist du Letzter, so darfst du noch 1 zusätzliches dunkelgraues Feld fahren.',
  },
  {
    id: 'overdrive', name: 'Overdrive', colour: GR, kind: LE, ref: 'GX3', cost: 5, value: 1, expansion: true,
    textDe: 'Erhalte 1 Verschleiß-Würfel. Bestimme die aktuelle Position deines Rennautos. Abhängig von dieser Posistion darfst du dann bis zu 3 Felder fahren: Bist du Erster, darfst du auf weißen Feldern fahren, bist du Letzter, darfst du auf dunkelgrauen oder niedrigeren Feldern fahren. In allen anderen Fällen darfst du auf hellgrauen oder weißen Feldern fahren.',
  },
  // Motor (blue).
  {
    id: 'v12', name: 'V12-Motor', colour: BL, kind: MO, ref: 'BX1', cost: 6, value: 1, expansion: true,
    textDe: 'Fahre bis zu 3 Felder einer einzigen beliebigen Farbe. Bestimme nach deiner Endphase die Position deines Rennautos. Jeder Spieler, dessen Rennauto in einer niedrigeren Position ist als deines, darf dann ein Feld einer beliebigen Farbe fahren. Die Reihenfolge dieser Bewegung wird durch die Position des Rennautos bestimmt, nicht durch die Spielerreihenfolge. Die Spieler erhalten für diese Bewegung keine Verschleiß-Würfel.',
  },
  {
    id: 'biturbo', name: 'Biturbo', colour: BL, kind: MO, ref: 'BX2', cost: 6, value: 1, expansion: true,
    textDe: 'Erhalte 2 Verschleiß-Würfel. Während der Aktionsphase dieses Zuges darfst du mit jedem aktivierten Gang-Würfel doppelt so viele Felder fahren als normalerweise.',
  },
  {
    id: 'einspritzung', name: 'Einspritzung', colour: BL, kind: MO, ref: 'BX3', cost: 4, value: 1, expansion: true,
    textDe: 'Wähle 1 aktiven Würfel und lege ihn ab. Wähle dann bis zu 3 Würfel von deiner Ablage und lege sie zu deinen aktiven Würfeln. Erhalte 1 Verschleiß-Würfel für jeden Würfel, den du auf diese Weise zu den aktiven Würfeln gelegt hast. Es ist auch erlaubt, den gerade abgelegten Würfel wieder zu den aktiven Würfeln zu legen.',
  },
];

/**
 * The expansion's suggested sets („Vorgeschlagene Kartensets: nur Karten aus der Erweiterung /
 * Karten aus Basisspiel und Erweiterung" — the text keeps only the two headings), designed in
 * the spirit of the base sets, in the order yellow, purple, red, green, blue:
 * - "Rennsaison" (expansion only): the combination the text itself points out — Rote Linie with
 *   Biturbo („kombinierbar mit Karten wie 'Rote Linie'") — with the gentle Lehrling, Boxenprofi
 *   and Overdrive, which rewards whoever is behind.
 * - "Gemischt" (base and expansion): the base game's workhorses Ingenieur and Crew Chef with
 *   the expansion's interactive cards Differenzial, Adrenalin and V12-Motor.
 */
export const EXPANSION_SETS = {
  rennsaison: { name: 'Rennsaison', cards: ['lehrling', 'boxenprofi', 'rotelinie', 'overdrive', 'biturbo'] },
  gemischt: { name: 'Gemischt', cards: ['ingenieur', 'crewchef', 'differenzial', 'adrenalin', 'v12'] },
} as const;
