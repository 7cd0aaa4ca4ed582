// Draws the site's own pictures at build time: the three home hero slides (WebP at three widths)
// and /Home1.jpg, the default and fallback property image. Everything is SVG (gradients and
// shapes) rendered by sharp, so there are no downloaded or copied photos and nothing to license.
//
// It runs as part of every web build and dev server start through the Vite plugin below
// (registered in vite.config.ts), and by hand with:
//   node scripts/generate-images.mjs [outDir]   (default: apps/web/public)
// The drawing is deterministic, so every run writes the same files.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const PUBLIC_DIR = path.join(import.meta.dirname, '../public');
const HERO_WIDTHS = [640, 1280, 1920];
const W = 1920;
const H = 900;

function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WALLS = ['#f2e6d8', '#e9dcc9', '#c9d6df', '#d8c3a5', '#e4d6f0', '#f4e1c1', '#cfe3d4', '#f6d5c8'];
const ROOFS = ['#6d4c41', '#37474f', '#8d3b2f', '#4e5d6c', '#5d4037', '#2f3e46'];
const pick = (r, list) => list[Math.floor(r() * list.length) % list.length];

function windows(x, y, cols, rows, w, h, gap, r, litShare) {
  let out = '';
  for (let c = 0; c < cols; c++) {
    for (let row = 0; row < rows; row++) {
      const fill = r() < litShare ? 'url(#lit)' : 'url(#glass)';
      out += `<rect x="${x + c * (w + gap)}" y="${y + row * (h + gap)}" width="${w}" height="${h}" rx="3" fill="${fill}" stroke="#ffffff" stroke-width="3"/>`;
    }
  }
  return out;
}

function house(x, ground, w, h, r, litShare) {
  const roof = pick(r, ROOFS);
  const roofH = h * 0.5;
  return `<rect x="${x}" y="${ground - h}" width="${w}" height="${h}" fill="${pick(r, WALLS)}"/>
<polygon points="${x - 14},${ground - h} ${x + w / 2},${ground - h - roofH} ${x + w + 14},${ground - h}" fill="${roof}"/>
<rect x="${x + w / 2 - 22}" y="${ground - 90}" width="44" height="90" rx="3" fill="${roof}"/>
${windows(x + 18, ground - h + 28, 2, 2, 40, 40, w - 18 * 2 - 80, r, litShare)}`;
}

function tower(x, ground, w, floors, r, litShare) {
  const h = floors * 58 + 30;
  return `<rect x="${x}" y="${ground - h}" width="${w}" height="${h}" fill="${pick(r, WALLS)}"/>
<rect x="${x - 8}" y="${ground - h - 14}" width="${w + 16}" height="16" fill="${pick(r, ROOFS)}"/>
${windows(x + 16, ground - h + 22, Math.floor((w - 16) / 52), floors, 36, 36, 16, r, litShare)}`;
}

function tree(x, ground, size, shade) {
  return `<rect x="${x - size * 0.07}" y="${ground - size * 0.85}" width="${size * 0.14}" height="${size * 0.85}" fill="#5d4433"/>
<circle cx="${x}" cy="${ground - size}" r="${size * 0.5}" fill="${shade}"/>
<circle cx="${x - size * 0.32}" cy="${ground - size * 0.78}" r="${size * 0.36}" fill="${shade}" opacity="0.9"/>
<circle cx="${x + size * 0.32}" cy="${ground - size * 0.76}" r="${size * 0.38}" fill="${shade}" opacity="0.9"/>`;
}

/** One wide street scene; `scene` picks the light, the buildings and the foreground. */
function heroSvg(scene) {
  const r = rng(100 + scene);
  const palettes = [
    { sky: ['#6fb7e9', '#cfe9fb', '#fff4d6'], lit: 0.15, hills: ['#9cc5a1', '#7fb77e'], sun: '#fff6cf' }, // morning
    { sky: ['#f08a5d', '#f9c784', '#ffe9c7'], lit: 0.45, hills: ['#b5a47a', '#8fa36b'], sun: '#fff1c1' }, // sunset
    { sky: ['#3f4fa8', '#8e7cc3', '#f7c6d0'], lit: 0.75, hills: ['#6c7fa6', '#57708f'], sun: '#fdf2d6' }, // dusk
  ];
  const p = palettes[scene % palettes.length];
  const ground = 760;
  let city = '';
  if (scene === 1) {
    // Apartment blocks of different heights.
    let x = 80;
    while (x < W - 120) {
      const w = 170 + Math.floor(r() * 120);
      city += tower(x, ground, w, 4 + Math.floor(r() * 6), r, p.lit);
      x += w + 30 + Math.floor(r() * 40);
    }
  } else {
    // A street of houses and townhouses.
    let x = 40;
    while (x < W - 160) {
      const w = 170 + Math.floor(r() * 60);
      city += house(x, ground, w, 190 + Math.floor(r() * 80), r, p.lit);
      x += w + 36 + Math.floor(r() * 50);
    }
  }
  let trees = '';
  for (let i = 0; i < 7; i++) trees += tree(120 + i * 280 + r() * 60, ground + 40, 90 + r() * 50, i % 2 ? '#3f7a45' : '#4f8a4b');
  const sunX = 300 + r() * 1300;
  const water =
    scene === 2
      ? `<rect y="${ground + 40}" width="${W}" height="${H - ground - 40}" fill="url(#water)"/><rect x="${sunX - 160}" y="${ground + 70}" width="320" height="6" rx="3" fill="#fdf2d6" opacity="0.6"/><rect x="${sunX - 100}" y="${ground + 100}" width="200" height="5" rx="3" fill="#fdf2d6" opacity="0.4"/>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="0.65" stop-color="${p.sky[1]}"/><stop offset="1" stop-color="${p.sky[2]}"/></linearGradient>
<linearGradient id="lawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5f9e4a"/><stop offset="1" stop-color="#2f6b2f"/></linearGradient>
<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5a6fb0"/><stop offset="1" stop-color="#2c3a70"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#a8d8f0"/><stop offset="1" stop-color="#4a7fa7"/></linearGradient>
<linearGradient id="lit" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff3b0"/><stop offset="1" stop-color="#f4b942"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${p.sun}"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<circle cx="${sunX}" cy="${190 + r() * 80}" r="200" fill="url(#glow)"/>
<circle cx="${sunX}" cy="${200 + r() * 20}" r="60" fill="${p.sun}" opacity="0.95"/>
<path d="M0 ${ground - 190} Q 420 ${ground - 330} 900 ${ground - 210} T 1920 ${ground - 230} V ${ground} H 0 Z" fill="${p.hills[0]}" opacity="0.75"/>
<path d="M0 ${ground - 90} Q 600 ${ground - 220} 1200 ${ground - 110} T 1920 ${ground - 120} V ${ground} H 0 Z" fill="${p.hills[1]}" opacity="0.85"/>
<rect y="${ground}" width="${W}" height="${H - ground}" fill="url(#lawn)"/>
${city}
<rect y="${ground}" width="${W}" height="40" fill="#9e9e9e"/>
<rect y="${ground + 17}" width="${W}" height="6" fill="#f5f5f5" opacity="0.8"/>
${water}
${trees}
</svg>`;
}

/** The fallback property picture: one house in a garden, in the site's blue. */
function fallbackSvg() {
  const r = rng(7);
  const ground = 640;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="0.7" stop-color="#60a5fa"/><stop offset="1" stop-color="#dbeafe"/></linearGradient>
<linearGradient id="lawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6aa84f"/><stop offset="1" stop-color="#3d7a34"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#a8d8f0"/><stop offset="1" stop-color="#4a7fa7"/></linearGradient>
<linearGradient id="lit" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff3b0"/><stop offset="1" stop-color="#f4b942"/></linearGradient>
</defs>
<rect width="1200" height="800" fill="url(#sky)"/>
<path d="M0 ${ground - 80} Q 400 ${ground - 200} 800 ${ground - 90} T 1200 ${ground - 100} V ${ground} H 0 Z" fill="#7fb77e" opacity="0.8"/>
<rect y="${ground}" width="1200" height="${800 - ground}" fill="url(#lawn)"/>
<rect x="400" y="${ground - 300}" width="400" height="300" fill="#f2e6d8"/>
<polygon points="370,${ground - 300} 600,${ground - 470} 830,${ground - 300}" fill="#1e3a8a"/>
<rect x="565" y="${ground - 130}" width="70" height="130" rx="4" fill="#1e3a8a"/>
${windows(440, ground - 260, 1, 2, 80, 70, 30, r, 0.5)}
${windows(680, ground - 260, 1, 2, 80, 70, 30, r, 0.5)}
${tree(230, ground, 150, '#3f7a45')}
${tree(980, ground, 170, '#4f8a4b')}
<path d="M560 800 L590 ${ground} L610 ${ground} L640 800 Z" fill="#d9cbb3"/>
</svg>`;
}

/**
 * Writes a file only when its bytes differ from what is there: the drawing is deterministic, so
 * an unchanged picture keeps its modification time and does not look newer than the build.
 */
function writeIfChanged(file, bytes) {
  if (fs.existsSync(file) && fs.readFileSync(file).equals(bytes)) return;
  fs.writeFileSync(file, bytes);
}

/** Writes the hero slides and /Home1.jpg into `outDir`; returns how many files were written. */
export async function generateImages(outDir = PUBLIC_DIR) {
  fs.mkdirSync(outDir, { recursive: true });
  let written = 0;
  for (let slide = 1; slide <= 3; slide++) {
    const png = await sharp(Buffer.from(heroSvg(slide - 1)))
      .png()
      .toBuffer();
    for (const width of HERO_WIDTHS) {
      writeIfChanged(path.join(outDir, `hero-${slide}-${width}.webp`), await sharp(png).resize({ width }).webp({ quality: 80 }).toBuffer());
      written += 1;
    }
  }
  writeIfChanged(path.join(outDir, 'Home1.jpg'), await sharp(Buffer.from(fallbackSvg())).jpeg({ quality: 82, mozjpeg: true }).toBuffer());
  return written + 1;
}

/** Vite plugin: draws the pictures before a build or dev server starts (not under Vitest). */
export function generatedImages() {
  return {
    name: 'rentfront-generated-images',
    async buildStart() {
      if (process.env.VITEST) return;
      await generateImages();
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const outDir = path.resolve(process.argv[2] ?? PUBLIC_DIR);
  const count = await generateImages(outDir);
  console.log(`generated ${count} images in ${path.relative(process.cwd(), outDir) || '.'}`);
}
