/** A browser for tests against real web processes (fetch): its cookies and CSRF token. */
import { csrfFrom } from './app';

/** A browser: its cookies, whichever web process it talks to. */
export class Browser {
  private cookies = new Map<string, string>();
  csrf = '';
  constructor(readonly username: string) {}
  get cookie(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  async fetch(base: string, url: string, init: RequestInit = {}): Promise<Response> {
    const res = await fetch(`${base}${url}`, { redirect: 'manual', ...init, headers: { cookie: this.cookie, ...(init.headers as Record<string, string>) } });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      this.cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
    return res;
  }
  async page(base: string, url: string): Promise<string> {
    const res = await this.fetch(base, url);
    expect(res.status).toBe(200);
    const html = await res.text();
    this.csrf = csrfFrom(html);
    return html;
  }
  async form(base: string, url: string, fields: Record<string, string | number>): Promise<Response> {
    const body = new URLSearchParams({ _csrf: this.csrf, ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])) });
    return this.fetch(base, url, { method: 'POST', body: body.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  }
  async json(base: string, url: string, body: unknown): Promise<Response> {
    return this.fetch(base, url, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', 'x-csrf-token': this.csrf } });
  }
  get email(): string {
    return `${this.username.toLowerCase()}@example.org`;
  }

  /** Logs in through the form of a web process. */
  async logIn(base: string, password = 'correct horse battery'): Promise<void> {
    await this.page(base, '/login');
    const res = await this.form(base, '/login', { username: this.username, password });
    expect(res.status).toBe(303);
    await this.page(base, '/');
  }
}
