/**
 * A browser's User-Agent in a few words, for the session list of the profile: the browser with
 * its major version ("Firefox 132") and the system ("Windows"), or null for what it does not say.
 * A User-Agent is the browser's own claim: good enough to tell one's sessions apart, no more.
 */
export interface BrowserName {
  browser: string | null;
  os: string | null;
}

/** Browsers in the order they must be tested: Edge and Opera also say "Chrome", Chrome says "Safari". */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\b(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\bVivaldi\/(\d+)/, 'Vivaldi'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\bChromium\/(\d+)/, 'Chromium'],
  [/\b(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\b(?:iPhone|iPod)\b/, 'iOS'],
  [/\biPad\b/, 'iPadOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export function describeUserAgent(ua: string | null | undefined): BrowserName {
  if (!ua) return { browser: null, os: null };
  let browser: string | null = null;
  for (const [re, name] of BROWSERS) {
    const m = re.exec(ua);
    if (m) {
      browser = `${name} ${m[1]}`;
      break;
    }
  }
  // Not a browser (a script, a feed reader): its first product and version ("curl 8").
  if (!browser) {
    const m = /^([A-Za-z][\w.-]{0,30})\/(\d+)/.exec(ua);
    if (m && m[1] !== 'Mozilla') browser = `${m[1]} ${m[2]}`;
  }
  const os = SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? null;
  return { browser, os };
}

/** What a session keeps of a User-Agent header: at most 300 characters, control characters out. */
export function keptUserAgent(header: string | undefined): string | null {
  // eslint-disable-next-line no-control-regex
  const ua = header?.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 300);
  return ua ? ua : null;
}
