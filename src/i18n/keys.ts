/** Telling a message key ("site.nav.lobby", "chariot-race.log.ram") from plain words. */
const KEY = /^[a-z][a-z0-9-]*\.[A-Za-z0-9_.-]+$/;

export function isKey(s: string): boolean {
  return KEY.test(s);
}
