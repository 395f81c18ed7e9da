/**
 * Draws the installed app's icons (issue 36) from the site's favicon with Debian's chromium:
 * public/icons/icon-192.png and icon-512.png (the favicon, rounded), icon-maskable-512.png (full
 * bleed, the picture inside the safe zone's circle of 80 %), badge-96.png (the notification badge:
 * only its alpha counts, so a white silhouette). Run after changing public/favicon.svg:
 * `npx tsx scripts/make-icons.ts` (the PNGs are committed).
 */
import { readFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(__dirname, '..');
const OUT = path.join(ROOT, 'public', 'icons');
const BG = '#151b2b';

/** The favicon's drawing without its rounded background (the shapes on a 32×32 grid). */
function shapesOf(svg: string): string {
  return svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '').replace(/<title>.*?<\/title>/, '').replace(/<rect[^>]*\/>/, '');
}

async function main(): Promise<void> {
  await mkdir(OUT, { recursive: true });
  const favicon = await readFile(path.join(ROOT, 'public', 'favicon.svg'), 'utf8');
  const shapes = shapesOf(favicon);
  const pictures: { file: string; size: number; svg: string }[] = [
    { file: 'icon-192.png', size: 192, svg: favicon },
    { file: 'icon-512.png', size: 512, svg: favicon },
    // the maskable icon: background to the edges, the drawing at 70 % in the middle
    { file: 'icon-maskable-512.png', size: 512, svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BG}"/><g transform="translate(4.8 4.8) scale(.7)">${shapes}</g></svg>` },
    // the badge: white on transparent (the system tints it)
    { file: 'badge-96.png', size: 96, svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><g fill="#fff" stroke="#fff">${shapes.replace(/(fill|stroke)="#[0-9a-fA-F]{3,6}"/g, '')}</g></svg>` },
  ];
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
  try {
    for (const p of pictures) {
      const page = await browser.newPage({ viewport: { width: p.size, height: p.size } });
      const img = `data:image/svg+xml;base64,${Buffer.from(p.svg).toString('base64')}`;
      await page.setContent(`<html><body style="margin:0;background:transparent"><img src="${img}" width="${p.size}" height="${p.size}" style="display:block"></body></html>`);
      await page.locator('img').screenshot({ path: path.join(OUT, p.file), omitBackground: true });
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
