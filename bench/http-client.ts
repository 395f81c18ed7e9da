/** A minimal logged-in HTTP client for the benchmark: a cookie jar and the CSRF token. */

export class BenchClient {
  private cookies = new Map<string, string>();
  csrf = '';

  constructor(private readonly base: string) {}

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keep(res: Response): void {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  }

  async get(path: string): Promise<Response> {
    const res = await fetch(this.base + path, { headers: { cookie: this.cookieHeader() }, redirect: 'manual' });
    this.keep(res);
    return res;
  }

  async postForm(path: string, fields: Record<string, string>): Promise<Response> {
    const res = await fetch(this.base + path, {
      method: 'POST',
      headers: { cookie: this.cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ _csrf: this.csrf, ...fields }).toString(),
      redirect: 'manual',
    });
    this.keep(res);
    return res;
  }

  /** Posts JSON (a string is sent as it is: already JSON). */
  async postJson(path: string, body: unknown): Promise<Response> {
    const res = await fetch(this.base + path, {
      method: 'POST',
      headers: { cookie: this.cookieHeader(), 'content-type': 'application/json', 'x-csrf-token': this.csrf },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    this.keep(res);
    return res;
  }

  /** An event stream (Server-Sent Events) with this client's session. */
  async stream(path: string, signal: AbortSignal): Promise<Response> {
    return fetch(this.base + path, { headers: { cookie: this.cookieHeader(), accept: 'text/event-stream' }, signal });
  }

  /** Signs up and keeps the session and its CSRF token. */
  async signUp(name: string): Promise<void> {
    const form = await (await this.get('/register')).text();
    this.csrf = /name="_csrf" value="([^"]+)"/.exec(form)![1];
    const res = await this.postForm('/register', { username: name, email: `${name}@example.org`, password: 'benchmark password' });
    if (res.status !== 303) throw new Error(`sign-up failed: ${res.status}`);
    const home = await (await this.get('/')).text();
    this.csrf = /name="_csrf" value="([^"]+)"/.exec(home)![1];
  }
}

/** `requests` GETs of a path one after another: their times (sorted, ms) and the size of the answer. */
export async function timed(client: BenchClient, path: string, requests: number): Promise<{ ms: number[]; bytes: number }> {
  const ms: number[] = [];
  let bytes = 0;
  for (let i = 0; i < requests; i++) {
    const t0 = performance.now();
    const res = await client.get(path);
    const body = await res.text();
    ms.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    bytes = Buffer.byteLength(body);
  }
  return { ms: ms.sort((a, b) => a - b), bytes };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
