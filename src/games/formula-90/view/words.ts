/**
 * Formula 90's words as messages of its catalogues (messages/en.json, messages/de.json). The module
 * never writes a finished sentence; the platform renders these in the reader's language.
 */
import { msg, type Msg, type Param } from '../../../engine/text';

/** A message of the game's catalogue ("formula-90.<key>"). */
export const t = (key: string, params?: Record<string, Param>): Msg => msg(`formula-90.${key}`, params);
