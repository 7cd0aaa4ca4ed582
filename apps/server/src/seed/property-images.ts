// Demo property pictures drawn in code (SVG rendered by sharp): skies, hills, buildings and
// rooms made of gradients and shapes. License-free by construction, no network, deterministic
// for a given seed number.
import sharp from 'sharp';
import type { PropertyType } from '@rentfront/shared';
import { pick, rng } from './rng';

const W = 1200;
const H = 800;

const SKIES = [
  ['#7ec8f2', '#d9f0ff', '#fff6c9'], // clear morning
  ['#f7a072', '#f9d29d', '#ffe8cc'], // sunset
  ['#5b6ee1', '#a29bfe', '#ffd6e0'], // dusk
  ['#89c2d9', '#cbe7f2', '#f1faee'], // overcast
] as const;
const WALLS = ['#e9dcc9', '#c9d6df', '#f2e6d8', '#d8c3a5', '#b8c4bb', '#e4d6f0', '#f4e1c1'];
const ROOFS = ['#6d4c41', '#37474f', '#8d3b2f', '#4e5d6c', '#5d4037'];
const TRIMS = ['#ffffff', '#f5f5f5', '#fffaf0'];

function windows(x: number, y: number, cols: number, rows: number, w: number, h: number, gap: number, lit: () => boolean): string {
  let out = '';
  for (let c = 0; c < cols; c++) {
    for (let row = 0; row < rows; row++) {
      const fill = lit() ? 'url(#glass-lit)' : 'url(#glass)';
      out += `<rect x="${x + c * (w + gap)}" y="${y + row * (h + gap)}" width="${w}" height="${h}" rx="3" fill="${fill}" stroke="#ffffff" stroke-width="4"/>`;
    }
  }
  return out;
}

function tree(x: number, ground: number, size: number, shade: string): string {
  return `<rect x="${x - size * 0.08}" y="${ground - size * 0.9}" width="${size * 0.16}" height="${size * 0.9}" fill="#6b4f3a"/>
<circle cx="${x}" cy="${ground - size}" r="${size * 0.55}" fill="${shade}"/>
<circle cx="${x - size * 0.35}" cy="${ground - size * 0.8}" r="${size * 0.4}" fill="${shade}" opacity="0.9"/>
<circle cx="${x + size * 0.35}" cy="${ground - size * 0.78}" r="${size * 0.42}" fill="${shade}" opacity="0.85"/>`;
}

function house(x: number, ground: number, w: number, h: number, wall: string, roof: string, trim: string, lit: () => boolean): string {
  const roofH = h * 0.55;
  return `<rect x="${x}" y="${ground - h}" width="${w}" height="${h}" fill="${wall}"/>
<polygon points="${x - 20},${ground - h} ${x + w / 2},${ground - h - roofH} ${x + w + 20},${ground - h}" fill="${roof}"/>
<rect x="${x + w / 2 - 30}" y="${ground - 120}" width="60" height="120" rx="4" fill="${roof}" stroke="${trim}" stroke-width="5"/>
${windows(x + 30, ground - h + 40, 1, 2, 70, 60, 30, lit)}
${windows(x + w - 100, ground - h + 40, 1, 2, 70, 60, 30, lit)}`;
}

function building(type: PropertyType, r: () => number, ground: number): string {
  const wall = pick(r, WALLS);
  const roof = pick(r, ROOFS);
  const trim = pick(r, TRIMS);
  const lit = () => r() > 0.65;
  switch (type) {
    case 'apartment':
    case 'condo': {
      const floors = type === 'apartment' ? 6 : 4;
      const bw = 460;
      const bh = floors * 78 + 40;
      const x = 370 + r() * 60;
      return `<rect x="${x}" y="${ground - bh}" width="${bw}" height="${bh}" fill="${wall}"/>
<rect x="${x - 10}" y="${ground - bh - 18}" width="${bw + 20}" height="22" fill="${roof}"/>
${windows(x + 30, ground - bh + 30, 5, floors, 62, 48, 24, lit)}
<rect x="${x + bw / 2 - 40}" y="${ground - 90}" width="80" height="90" fill="${roof}"/>
${type === 'condo' ? `<rect x="${x - 30}" y="${ground - bh + 110}" width="${bw + 60}" height="10" fill="${trim}"/><rect x="${x - 30}" y="${ground - bh + 266}" width="${bw + 60}" height="10" fill="${trim}"/>` : ''}`;
    }
    case 'studio': {
      const x = 430;
      return `<rect x="${x}" y="${ground - 300}" width="340" height="300" fill="${wall}"/>
<rect x="${x - 10}" y="${ground - 318}" width="360" height="22" fill="${roof}"/>
<rect x="${x + 30}" y="${ground - 260}" width="180" height="150" rx="4" fill="url(#glass-lit)" stroke="${trim}" stroke-width="6"/>
<rect x="${x + 240}" y="${ground - 150}" width="70" height="150" rx="4" fill="${roof}"/>`;
    }
    case 'townhouse': {
      let out = '';
      for (let i = 0; i < 3; i++) out += house(250 + i * 240, ground, 220, 300, pick(r, WALLS), roof, trim, lit);
      return out;
    }
    case 'duplex':
      return house(300, ground, 300, 280, wall, roof, trim, lit) + house(600, ground, 300, 280, wall, roof, trim, lit);
    case 'villa': {
      const x = 250;
      let arches = '';
      for (let i = 0; i < 5; i++)
        arches += `<path d="M${x + 60 + i * 140} ${ground} v-110 a45 45 0 0 1 90 0 v110 z" fill="url(#glass)" stroke="${trim}" stroke-width="5"/>`;
      return `<rect x="${x}" y="${ground - 260}" width="760" height="260" fill="${wall}"/>
<polygon points="${x - 30},${ground - 260} ${x + 380},${ground - 380} ${x + 790},${ground - 260}" fill="${roof}"/>
${arches}
<rect x="${x - 40}" y="${ground - 12}" width="840" height="12" fill="#8fb9c9"/>`;
    }
    default:
      return house(420, ground, 380, 300, wall, roof, trim, lit);
  }
}

function exterior(type: PropertyType, seed: number): string {
  const r = rng(seed);
  const sky = pick(r, SKIES);
  const ground = 640;
  const sunX = 150 + r() * 900;
  const hills = `<path d="M0 ${ground - 120} Q 300 ${ground - 240} 600 ${ground - 140} T 1200 ${ground - 150} V ${ground} H 0 Z" fill="#9cc5a1" opacity="0.7"/>
<path d="M0 ${ground - 60} Q 400 ${ground - 160} 800 ${ground - 70} T 1200 ${ground - 80} V ${ground} H 0 Z" fill="#7fb77e" opacity="0.8"/>`;
  const trees = [tree(110 + r() * 60, ground, 120 + r() * 40, '#4f8a4b'), tree(1080 - r() * 60, ground, 130 + r() * 40, '#3f7a45')].join(
    '',
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="0.6" stop-color="${sky[1]}"/><stop offset="1" stop-color="${sky[2]}"/></linearGradient>
<linearGradient id="lawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6aa84f"/><stop offset="1" stop-color="#3d7a34"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#a8d8f0"/><stop offset="1" stop-color="#4a7fa7"/></linearGradient>
<linearGradient id="glass-lit" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff3b0"/><stop offset="1" stop-color="#f4b942"/></linearGradient>
<radialGradient id="sun"><stop offset="0" stop-color="#fffbe6"/><stop offset="1" stop-color="#ffd166" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<circle cx="${sunX}" cy="${140 + r() * 60}" r="120" fill="url(#sun)"/>
<circle cx="${sunX}" cy="${140 + r() * 10}" r="46" fill="#fff4c2" opacity="0.9"/>
${hills}
<rect y="${ground}" width="${W}" height="${H - ground}" fill="url(#lawn)"/>
<path d="M560 ${H} L600 ${ground} L640 ${ground} L700 ${H} Z" fill="#d9cbb3"/>
${building(type, r, ground)}
${trees}
</svg>`;
}

function interior(seed: number): string {
  const r = rng(seed);
  const wall = pick(r, WALLS);
  const sky = pick(r, SKIES);
  const sofa = pick(r, ['#4e6e81', '#a45d5d', '#5f7161', '#7d6e83', '#c08552']);
  const rug = pick(r, ['#e6c79c', '#c4dfe6', '#f0d9da', '#d5e1b8']);
  const floorY = 560;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wall}"/><stop offset="1" stop-color="#ffffff"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c8a27a"/><stop offset="1" stop-color="#8b5e3c"/></linearGradient>
<linearGradient id="view" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[2]}"/></linearGradient>
<radialGradient id="light" cx="0.5" cy="0.3" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${W}" height="${floorY}" fill="url(#wall)"/>
<rect y="${floorY}" width="${W}" height="${H - floorY}" fill="url(#floor)"/>
<rect x="${640 + r() * 80}" y="110" width="360" height="300" fill="url(#view)" stroke="#ffffff" stroke-width="14"/>
<path d="M${660 + r() * 60} 410 Q 820 330 1000 380 V 410 Z" fill="#7fb77e" opacity="0.8"/>
<rect x="130" y="150" width="200" height="140" fill="${pick(r, ['#f4a261', '#2a9d8f', '#e76f51', '#8ab17d'])}" stroke="#3b3b3b" stroke-width="8"/>
<ellipse cx="520" cy="${floorY + 120}" rx="360" ry="60" fill="${rug}"/>
<rect x="210" y="${floorY - 130}" width="480" height="150" rx="30" fill="${sofa}"/>
<rect x="180" y="${floorY - 80}" width="70" height="110" rx="20" fill="${sofa}"/>
<rect x="650" y="${floorY - 80}" width="70" height="110" rx="20" fill="${sofa}"/>
<rect x="420" y="${floorY + 70}" width="220" height="26" rx="8" fill="#5a3e2b"/>
<rect x="880" y="${floorY - 260}" width="10" height="280" fill="#333"/>
<path d="M835 ${floorY - 260} h100 l-25 -60 h-50 z" fill="#fff1c1"/>
<rect width="${W}" height="${H}" fill="url(#light)"/>
</svg>`;
}

function kitchen(seed: number): string {
  const r = rng(seed);
  const wall = pick(r, WALLS);
  const cabinet = pick(r, ['#ffffff', '#2f4858', '#86a789', '#d4a373', '#33415c']);
  const counterY = 470;
  let doors = '';
  for (let i = 0; i < 6; i++) {
    doors += `<rect x="${110 + i * 165}" y="${counterY + 40}" width="150" height="200" rx="6" fill="${cabinet}" stroke="#00000022" stroke-width="3"/>`;
    doors += `<rect x="${175 + i * 165}" y="${counterY + 60}" width="22" height="6" rx="3" fill="#999"/>`;
  }
  let uppers = '';
  for (let i = 0; i < 4; i++)
    uppers += `<rect x="${110 + i * 165}" y="90" width="150" height="170" rx="6" fill="${cabinet}" stroke="#00000022" stroke-width="3"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wall}"/><stop offset="1" stop-color="#ffffff"/></linearGradient>
<linearGradient id="steel" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#cfd8dc"/><stop offset="1" stop-color="#90a4ae"/></linearGradient>
<pattern id="tile" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="40" height="40" fill="#f7f7f7"/><path d="M0 0 H40 V40" fill="none" stroke="#dddddd" stroke-width="2"/></pattern>
</defs>
<rect width="${W}" height="${H}" fill="url(#wall)"/>
<rect x="100" y="270" width="1000" height="${counterY - 270}" fill="url(#tile)"/>
${uppers}
<rect x="790" y="90" width="300" height="170" fill="#bde0fe" stroke="#ffffff" stroke-width="12"/>
<rect x="90" y="${counterY}" width="1020" height="40" fill="#5d5d5d"/>
${doors}
<rect x="${450 + r() * 200}" y="${counterY - 90}" width="60" height="90" rx="8" fill="${pick(r, ['#e76f51', '#2a9d8f', '#e9c46a'])}"/>
<rect x="110" y="${counterY + 250}" width="990" height="${H - counterY - 250}" fill="#a47551"/>
<rect x="1000" y="${counterY - 100}" width="80" height="100" rx="6" fill="url(#steel)"/>
</svg>`;
}

/** What propertyPicture draws at `index`, as the photo's caption. */
export function pictureCaption(index: number): string {
  return index === 0 ? 'Outside' : index % 2 === 0 ? 'Kitchen' : 'Living room';
}

/** A PNG picture of a property: index 0 is the outside, then a living room, a kitchen, and so on. */
export async function propertyPicture(type: PropertyType, seed: number, index: number): Promise<Buffer> {
  const svg = index === 0 ? exterior(type, seed) : index % 2 === 0 ? kitchen(seed * 17 + index) : interior(seed * 31 + index);
  return sharp(Buffer.from(svg)).png({ compressionLevel: 3 }).toBuffer();
}
