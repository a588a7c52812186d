// Renders the sidebar background (public/sidebar-1.jpg, spec 9) and the login page image
// (public/login.jpg, spec 2.1) from original abstract SVG designs in headless Chromium.
// Re-run with: node web/scripts/generate-images.mjs   (needs /usr/bin/chromium)
import { statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const LIMIT = 150 * 1024;

/** A row of pointed arches, the outline of a cloister, as one SVG path. */
function arches(count, width, baseY, height, x0 = 0) {
  const w = width / count;
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = x0 + i * w;
    const inset = w * 0.12;
    d += `M${x + inset},${baseY} L${x + inset},${baseY - height * 0.55} `;
    d += `Q${x + inset},${baseY - height * 0.92} ${x + w / 2},${baseY - height} `;
    d += `Q${x + w - inset},${baseY - height * 0.92} ${x + w - inset},${baseY - height * 0.55} `;
    d += `L${x + w - inset},${baseY} Z `;
  }
  return d;
}

/** Scattered soft "stained glass" panes: deterministic, so re-running gives the same picture. */
function panes(seed, count, w, h, palette, maxSize) {
  let s = seed;
  const rnd = () => (s = (s * 16807) % 2147483647) / 2147483647;
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = rnd() * w;
    const y = rnd() * h;
    const size = maxSize * (0.3 + rnd() * 0.7);
    const rot = Math.round(rnd() * 90);
    const colour = palette[Math.floor(rnd() * palette.length)];
    const opacity = (0.08 + rnd() * 0.22).toFixed(2);
    out += `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${size.toFixed(0)}" height="${(size * 1.6).toFixed(0)}" rx="${(size / 2).toFixed(0)}" fill="${colour}" opacity="${opacity}" transform="rotate(${rot} ${x.toFixed(0)} ${y.toFixed(0)})"/>`;
  }
  return out;
}

function loginSvg(w, h) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0.4" y2="1">
      <stop offset="0" stop-color="#0f2340"/><stop offset="0.55" stop-color="#1f4a6e"/><stop offset="1" stop-color="#c98b3c"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.62" cy="0.78" r="0.55">
      <stop offset="0" stop-color="#ffd58a" stop-opacity="0.85"/><stop offset="1" stop-color="#ffd58a" stop-opacity="0"/>
    </radialGradient>
    <filter id="soft"><feGaussianBlur stdDeviation="14"/></filter>
    <filter id="softer"><feGaussianBlur stdDeviation="3"/></filter>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <rect width="${w}" height="${h}" fill="url(#glow)"/>
  <g filter="url(#soft)">${panes(7, 46, w, h, ['#7fb3d5', '#f2c46d', '#b5523b', '#6c8f5a', '#9b7bb8'], 120)}</g>
  <path d="${arches(5, w * 1.1, h * 0.96, h * 0.62, -w * 0.05)}" fill="none" stroke="#f7e3bd" stroke-opacity="0.35" stroke-width="10"/>
  <path d="${arches(4, w * 1.3, h * 1.04, h * 0.3, -w * 0.15)}" fill="#0b1a2e" fill-opacity="0.4" filter="url(#softer)"/>
  <path d="${arches(3, w * 0.9, h * 0.62, h * 0.48, w * 0.05)}" fill="none" stroke="#ffffff" stroke-opacity="0.12" stroke-width="4"/>
  <rect width="${w}" height="${h}" fill="#0b1424" opacity="0.12"/>
</svg>`;
}

function sidebarSvg(w, h) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0.3" y2="1">
      <stop offset="0" stop-color="#2b3d52"/><stop offset="0.6" stop-color="#3a4c5c"/><stop offset="1" stop-color="#5b5142"/>
    </linearGradient>
    <filter id="blur"><feGaussianBlur stdDeviation="18"/></filter>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <g filter="url(#blur)">${panes(11, 30, w, h, ['#8fb0c9', '#c9a66b', '#7d8f76', '#9d8aa8'], 110)}</g>
  <path d="${arches(2, w * 1.2, h * 0.98, h * 0.42, -w * 0.1)}" fill="none" stroke="#e8dcc4" stroke-opacity="0.18" stroke-width="8"/>
  <path d="${arches(3, w * 1.1, h * 0.5, h * 0.26, -w * 0.05)}" fill="none" stroke="#e8dcc4" stroke-opacity="0.1" stroke-width="5"/>
</svg>`;
}

const IMAGES = [
  { file: 'login.jpg', width: 1200, height: 1350, svg: loginSvg, quality: 70 },
  { file: 'sidebar-1.jpg', width: 520, height: 1200, svg: sidebarSvg, quality: 62 },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  for (const image of IMAGES) {
    const page = await browser.newPage({ viewport: { width: image.width, height: image.height } });
    await page.setContent(
      `<!doctype html><html><body style="margin:0">${image.svg(image.width, image.height)}</body></html>`,
    );
    const path = join(publicDir, image.file);
    await page.screenshot({ path, type: 'jpeg', quality: image.quality, fullPage: false });
    await page.close();
    const size = statSync(path).size;
    console.log(`${image.file}: ${Math.round(size / 1024)} KB`);
    if (size > LIMIT) throw new Error(`${image.file} is over 150 KB; lower its quality`);
  }
} finally {
  await browser.close();
}
