/**
 * What makes the site an installable web app (issue 36; docs/install.md):
 * - GET /manifest.webmanifest: the web app manifest in the reader's language — name, icons, the
 *   theme colour, opening at the lobby ("my games") as a standalone app;
 * - GET /sw.js: the service worker (public/sw.js) at the site's root, so that its scope is the
 *   whole site; never cached by the browser's HTTP cache (a new deploy's worker is found at once).
 */
import path from 'node:path';
import { Router } from 'express';
import { msg } from '../engine/text';
import { render } from '../i18n/render';
import { PUBLIC_DIR } from '../paths';

/** The header's colour: the installed app's title bar. */
export const THEME_COLOUR = '#151b2b';

export function appShellRoutes(): Router {
  const r = Router();
  r.get('/manifest.webmanifest', (req, res) => {
    const words = (key: string) => render(msg(key), { lang: req.lang, names: [] });
    res
      .type('application/manifest+json')
      .set('Cache-Control', 'public, max-age=3600')
      .send(
        JSON.stringify({
          id: '/',
          name: words('site.brand'),
          short_name: words('site.brand'),
          description: words('site.footer'),
          lang: req.lang,
          start_url: '/?source=app',
          scope: '/',
          display: 'standalone',
          orientation: 'any',
          theme_color: THEME_COLOUR,
          background_color: THEME_COLOUR,
          categories: ['games', 'entertainment'],
          icons: [
            { src: '/static/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/static/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: '/static/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
            { src: '/static/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          ],
        }),
      );
  });
  r.get('/sw.js', (_req, res) => {
    res.set({ 'Cache-Control': 'no-cache', 'Service-Worker-Allowed': '/' }).type('application/javascript');
    res.sendFile(path.join(PUBLIC_DIR, 'sw.js'));
  });
  return r;
}
