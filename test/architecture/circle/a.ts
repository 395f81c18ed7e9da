/** Half of a deliberate import circle: the import check must find it (imports.test.ts). */
import { b } from './b';

export const a = (): number => b() + 1;
