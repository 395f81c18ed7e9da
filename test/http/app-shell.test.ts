/**
 * The web app manifest and the service worker as the site serves them (issue 36): the manifest in
 * the reader's language with what installation needs (names, icons of 192 and 512 px that exist and
 * are PNGs of that size, a maskable one, start URL, standalone display), every page links it; the
 * worker at the root with its scope allowed and no HTTP caching.
 */
import request from 'supertest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTestSite, type TestSite } from '../support/app';

let site: TestSite;
beforeAll(async () => {
  site = await createTestSite();
});
afterAll(async () => {
  await site.close();
});

/** Width and height of a PNG (its IHDR chunk). */
function pngSize(file: string): [number, number] {
  const b = readFileSync(file);
  expect(b.subarray(1, 4).toString()).toBe('PNG');
  return [b.readUInt32BE(16), b.readUInt32BE(20)];
}

it('serves the manifest with what installing needs, in the reader language', async () => {
  const res = await request(site.app).get('/manifest.webmanifest').expect(200);
  expect(res.headers['content-type']).toContain('application/manifest+json');
  const m = JSON.parse(res.text);
  expect(m).toMatchObject({ name: 'Slipstream', short_name: 'Slipstream', start_url: '/?source=app', scope: '/', display: 'standalone', lang: 'en' });
  expect(m.description).toContain('racing board games');
  const sizes = new Set<string>();
  for (const icon of m.icons.filter((i: { type: string }) => i.type === 'image/png')) {
    const [w, h] = pngSize(path.join(__dirname, '..', '..', 'public', icon.src.replace('/static/', '')));
    expect(`${w}x${h}`).toBe(icon.sizes);
    sizes.add(`${icon.sizes} ${icon.purpose}`);
  }
  expect([...sizes].sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  const de = JSON.parse((await request(site.app).get('/manifest.webmanifest').set('Accept-Language', 'de').expect(200)).text);
  expect(de).toMatchObject({ lang: 'de', description: 'Slipstream — Rennspiele im Browser, Zug um Zug.' });
});

it('every page links the manifest and registers the worker', async () => {
  const page = await request(site.app).get('/').expect(200);
  expect(page.text).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  expect(page.text).toContain('<script src="/static/pwa.js" defer></script>');
  expect(page.text).toContain('<meta name="theme-color"');
});

it('serves the service worker at the root, its scope the whole site, not kept in the HTTP cache', async () => {
  const res = await request(site.app).get('/sw.js').expect(200);
  expect(res.headers['content-type']).toContain('javascript');
  expect(res.headers['service-worker-allowed']).toBe('/');
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.text).toContain("addEventListener('fetch'");
  expect(res.text).toContain("addEventListener('push'");
  await request(site.app).get('/static/offline.html').expect(200);
});
