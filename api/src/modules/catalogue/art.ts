/**
 * Self-contained, deterministic SVG artwork for catalogue records.
 *
 * Every package, hotel and transport record carries an `ArtKey`; the server
 * renders `/media/art/{kind}/{slug}.svg` by calling `renderArt(record.art)`.
 * No external references, scripts or web fonts: flat shapes, gradients and
 * (optionally) one label in the system font stack. Output is < 4 KB.
 */

import { fnv1a, prng } from '../../rules/random.js';

// search-lanes.test.ts reads the PRNG from here
export { prng };

export type ArtScene =
  | 'kaaba'
  | 'mosque'
  | 'mountains'
  | 'lake'
  | 'city-skyline'
  | 'desert'
  | 'beach'
  | 'heritage'
  | 'train'
  | 'bus'
  | 'car'
  | 'plane'
  | 'hotel';

export type ArtKey = {
  scene: ArtScene;
  /** One of the keys of `artPalettes`; unknown names fall back to `defaultPalette`. */
  palette: string;
  /** Optional caption drawn on a pill in the lower-left corner (max ~32 chars shown). */
  label?: string;
};

export type ArtKind = 'package' | 'hotel' | 'transport';

export const artScenes: readonly ArtScene[] = [
  'kaaba',
  'mosque',
  'mountains',
  'lake',
  'city-skyline',
  'desert',
  'beach',
  'heritage',
  'train',
  'bus',
  'car',
  'plane',
  'hotel',
];

interface Palette {
  /** sky top / bottom */
  t: string;
  b: string;
  sun: string;
  far: string;
  mid: string;
  near: string;
  /** ground / sand / plaza */
  gnd: string;
  /** accent: vehicle bodies, trims, finials */
  acc: string;
  /** light: marble, snow, windows, foam */
  lt: string;
  /** water */
  wat: string;
  /** domes, minaret caps */
  dome: string;
  /** foreground tree style */
  tree: 'palm' | 'pine';
  /** holy-city palettes: hotel scenes get Haram minarets in the background */
  sacred?: boolean;
}

export const artPalettes = {
  'makkah-dusk': {
    t: '#27304f',
    b: '#f0a66f',
    sun: '#ffe2a8',
    far: '#3e3a5a',
    mid: '#e4dccd',
    near: '#8e8577',
    gnd: '#efe9dd',
    acc: '#d4af37',
    lt: '#fff8ea',
    wat: '#6b7fa8',
    dome: '#3a6e5a',
    tree: 'palm',
    sacred: true,
  },
  'makkah-day': {
    t: '#5aa7dc',
    b: '#f4e6c8',
    sun: '#fff6d5',
    far: '#8f9bb0',
    mid: '#ece5d7',
    near: '#a79d8d',
    gnd: '#f6f2ea',
    acc: '#c9a227',
    lt: '#ffffff',
    wat: '#4f9fd1',
    dome: '#4a7c59',
    tree: 'palm',
    sacred: true,
  },
  'madinah-emerald': {
    t: '#4f9fd1',
    b: '#e6f3ea',
    sun: '#fff7da',
    far: '#a9b9b0',
    mid: '#f1eadc',
    near: '#8b8170',
    gnd: '#f3efe6',
    acc: '#c9a227',
    lt: '#ffffff',
    wat: '#4f9fd1',
    dome: '#2f8f5b',
    tree: 'palm',
    sacred: true,
  },
  'night-gold': {
    t: '#0c1530',
    b: '#3d4b7a',
    sun: '#f3ecd0',
    far: '#222b4a',
    mid: '#d6cdbb',
    near: '#5b5648',
    gnd: '#cfc8b8',
    acc: '#e3b341',
    lt: '#ffe9a8',
    wat: '#2b3a66',
    dome: '#2f8f5b',
    tree: 'palm',
    sacred: true,
  },
  'alpine-morning': {
    t: '#7cc3ec',
    b: '#e3f4fb',
    sun: '#fff8dc',
    far: '#9fb6cf',
    mid: '#5f7f9f',
    near: '#3d6b4f',
    gnd: '#5d8c4e',
    acc: '#e76f51',
    lt: '#ffffff',
    wat: '#3d8fb8',
    dome: '#5f7f9f',
    tree: 'pine',
  },
  'alpine-dusk': {
    t: '#3b3f77',
    b: '#f5a97f',
    sun: '#ffe0b5',
    far: '#8a79a6',
    mid: '#5a4e7c',
    near: '#2f3a4f',
    gnd: '#3d4f3f',
    acc: '#f4a261',
    lt: '#fbe9e1',
    wat: '#5b6d9e',
    dome: '#5a4e7c',
    tree: 'pine',
  },
  'glacier-teal': {
    t: '#5ab1c8',
    b: '#d9f2ef',
    sun: '#fffbe6',
    far: '#a4c4cf',
    mid: '#6b93a3',
    near: '#2e5e4e',
    gnd: '#4f7f4a',
    acc: '#ffb703',
    lt: '#ffffff',
    wat: '#2a9d8f',
    dome: '#6b93a3',
    tree: 'pine',
  },
  'valley-green': {
    t: '#8fd0f0',
    b: '#f1fbef',
    sun: '#fff3c4',
    far: '#a3c2b0',
    mid: '#6c9a7a',
    near: '#2f6b46',
    gnd: '#6aa84f',
    acc: '#d62828',
    lt: '#ffffff',
    wat: '#4aa3c7',
    dome: '#6c9a7a',
    tree: 'pine',
  },
  'autumn-gold': {
    t: '#6aa9d8',
    b: '#fbe7c6',
    sun: '#fff2cc',
    far: '#b3a3a8',
    mid: '#8a6f5f',
    near: '#b8651f',
    gnd: '#d9a441',
    acc: '#b5442c',
    lt: '#ffffff',
    wat: '#3d8fb8',
    dome: '#8a6f5f',
    tree: 'pine',
  },
  'desert-sunset': {
    t: '#f28f5c',
    b: '#fcd9a0',
    sun: '#fff1c9',
    far: '#e8b27a',
    mid: '#d9944f',
    near: '#bf7238',
    gnd: '#c97d3f',
    acc: '#6b3416',
    lt: '#fff6e6',
    wat: '#5aa9c9',
    dome: '#c97d3f',
    tree: 'palm',
  },
  'ocean-day': {
    t: '#4fb6e8',
    b: '#d9f3fb',
    sun: '#fff8d6',
    far: '#6fa8b8',
    mid: '#1c9cc4',
    near: '#1f5d4c',
    gnd: '#f1dcae',
    acc: '#ef476f',
    lt: '#ffffff',
    wat: '#1aa6c9',
    dome: '#1c9cc4',
    tree: 'palm',
  },
  'tropical-sunset': {
    t: '#5b3f8c',
    b: '#ff9e7a',
    sun: '#ffd27a',
    far: '#8c5a86',
    mid: '#e07a5f',
    near: '#2d2440',
    gnd: '#e8b98a',
    acc: '#ffb347',
    lt: '#fff1e0',
    wat: '#6a5a9e',
    dome: '#e07a5f',
    tree: 'palm',
  },
  'gulf-dusk': {
    t: '#1e2a4a',
    b: '#f39c6b',
    sun: '#ffd59a',
    far: '#4a4e6e',
    mid: '#2c3350',
    near: '#171c30',
    gnd: '#232a45',
    acc: '#ffcf6e',
    lt: '#ffe3a3',
    wat: '#3c4f7a',
    dome: '#4a4e6e',
    tree: 'palm',
  },
  'gulf-day': {
    t: '#5fb0e5',
    b: '#e8f4fb',
    sun: '#fff8d6',
    far: '#a8b8c8',
    mid: '#6e8196',
    near: '#3f4b5a',
    gnd: '#e9dfc9',
    acc: '#f4a259',
    lt: '#e9f6ff',
    wat: '#2b8fc4',
    dome: '#6e8196',
    tree: 'palm',
  },
  bosphorus: {
    t: '#42527e',
    b: '#f2b6a0',
    sun: '#ffe3c4',
    far: '#7f7d9c',
    mid: '#d3c8bb',
    near: '#3a3a55',
    gnd: '#4b5a7c',
    acc: '#e0a85f',
    lt: '#fff3e6',
    wat: '#3e5a86',
    dome: '#7d8ba3',
    tree: 'pine',
  },
  'mughal-red': {
    t: '#f6b26b',
    b: '#fde7c4',
    sun: '#fff4d6',
    far: '#d9a07a',
    mid: '#a4452c',
    near: '#5e2516',
    gnd: '#c9a27a',
    acc: '#7a2c1c',
    lt: '#fbf6ee',
    wat: '#6fb1c8',
    dome: '#fbf6ee',
    tree: 'palm',
  },
  'heritage-dusk': {
    t: '#3d2c5c',
    b: '#f0906b',
    sun: '#ffd29a',
    far: '#7d4e68',
    mid: '#9c3d2a',
    near: '#3b1f2b',
    gnd: '#6d3f34',
    acc: '#5a2418',
    lt: '#f3e6d8',
    wat: '#5b5a8e',
    dome: '#f3e6d8',
    tree: 'palm',
  },
  'rail-green': {
    t: '#8ccbee',
    b: '#f4f9e8',
    sun: '#fff3c4',
    far: '#b4c9a8',
    mid: '#87a96b',
    near: '#5b8a44',
    gnd: '#8c7b62',
    acc: '#1f6f43',
    lt: '#f2e8c9',
    wat: '#4aa3c7',
    dome: '#87a96b',
    tree: 'pine',
  },
  'city-blue': {
    t: '#3a7bd5',
    b: '#d6ecff',
    sun: '#fff6d8',
    far: '#9bb3cf',
    mid: '#6d86a6',
    near: '#3e5a48',
    gnd: '#6b9a5b',
    acc: '#e63946',
    lt: '#ffffff',
    wat: '#2b8fc4',
    dome: '#6d86a6',
    tree: 'palm',
  },
  'silk-road': {
    t: '#4a9fd8',
    b: '#f6e7cf',
    sun: '#fff6dc',
    far: '#d8b58c',
    mid: '#c89b6a',
    near: '#6e4a2e',
    gnd: '#d9c3a0',
    acc: '#1d6f8a',
    lt: '#f5efe3',
    wat: '#3a9fc0',
    dome: '#2aa3b8',
    tree: 'palm',
  },
  'sunrise-coral': {
    t: '#ff8a65',
    b: '#ffe0b2',
    sun: '#fff5dc',
    far: '#d99a8a',
    mid: '#b0766f',
    near: '#6d4c5a',
    gnd: '#a07d6a',
    acc: '#2a6f97',
    lt: '#ffffff',
    wat: '#4f8fb8',
    dome: '#b0766f',
    tree: 'palm',
  },
} as const satisfies Record<string, Palette>;

export type ArtPaletteName = keyof typeof artPalettes;
export const defaultPalette: ArtPaletteName = 'city-blue';

export function isArtPalette(name: string): name is ArtPaletteName {
  return Object.hasOwn(artPalettes, name);
}

export function isArtKey(value: unknown): value is ArtKey {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.scene === 'string' &&
    (artScenes as readonly string[]).includes(v.scene) &&
    typeof v.palette === 'string' &&
    (v.label === undefined || typeof v.label === 'string')
  );
}

/** Public URL the server serves the artwork from. */
export function artPath(kind: ArtKind, slug: string): string {
  return `/media/art/${kind}/${encodeURIComponent(slug)}.svg`;
}

// ---------------------------------------------------------------- helpers

type Rand = () => number;

const r0 = (n: number): number => Math.round(n);
const between = (r: Rand, lo: number, hi: number): number => r0(lo + r() * (hi - lo));

function xmlText(s: string): string {
  let out = '';
  for (const ch of s) {
    const c = ch.codePointAt(0) ?? 32;
    if (ch === '&') out += '&amp;';
    else if (ch === '<') out += '&lt;';
    else if (ch === '>') out += '&gt;';
    else if (c < 32) out += ' ';
    else if (c > 126) out += `&#${c};`;
    else out += ch;
  }
  return out;
}

interface Ctx {
  p: Palette;
  r: Rand;
  /** suffix making element ids unique per artwork */
  id: string;
}

const sun = (c: Ctx, x: number, y: number, rad: number): string =>
  `<circle cx="${x}" cy="${y}" r="${rad * 1.8}" fill="${c.p.sun}" opacity=".25"/><circle cx="${x}" cy="${y}" r="${rad}" fill="${c.p.sun}"/>`;

/** Soft rolling hills from y0 at the left edge. */
const hills = (fill: string, y0: number, y1: number, y2: number, y3: number): string =>
  `<path fill="${fill}" d="M0 400V${y0}Q160 ${y1} 320 ${y2}T640 ${y3}V400Z"/>`;

/** A mountain range with optional snow caps, closed along `bottom`. */
function range(c: Ctx, fill: string, bottom: number, n: number, lo: number, hi: number, snow: number): string {
  const step = 640 / n;
  const pts: Array<[number, number]> = [[-30, bottom]];
  for (let i = 0; i <= n; i++) {
    const vx = r0(i * step - step / 2 + (c.r() - 0.5) * step * 0.3);
    const vy = r0(bottom - (bottom - hi) * (0.1 + c.r() * 0.35));
    const px = r0(vx + step / 2 + (c.r() - 0.5) * step * 0.3);
    pts.push([vx, vy], [px, between(c.r, lo, hi)]);
  }
  pts.push([670, bottom]);
  let caps = '';
  if (snow > 0) {
    for (let i = 2; i < pts.length - 1; i += 2) {
      const pk = pts[i];
      const lv = pts[i - 1];
      const rv = pts[i + 1];
      if (pk && lv && rv) caps += cap(pk, lv, rv, snow);
    }
  }
  const d = `M${pts.map(([x, y]) => `${x} ${y}`).join(' ')}Z`;
  return `<path fill="${fill}" d="${d}"/>${caps ? `<path fill="${c.p.lt}" d="${caps}"/>` : ''}`;
}

function cap(pk: [number, number], lv: [number, number], rv: [number, number], f: number): string {
  const [px, py] = pk;
  const lx = px + (lv[0] - px) * f;
  const ly = py + (lv[1] - py) * f;
  const rx = px + (rv[0] - px) * f;
  const ry = py + (rv[1] - py) * f;
  const m1x = px + (rv[0] - px) * f * 0.35;
  const m1y = py + (rv[1] - py) * f * 0.65;
  const m2x = px + (lv[0] - px) * f * 0.3;
  const m2y = py + (lv[1] - py) * f * 0.8;
  return `M${px} ${py}L${r0(rx)} ${r0(ry)} ${r0(m1x)} ${r0(m1y)} ${r0((px + m1x) / 2)} ${r0(Math.max(ly, ry) * 0.85 + py * 0.15)} ${r0(m2x)} ${r0(m2y)} ${r0(lx)} ${r0(ly)}Z`;
}

/** Pine trees along a baseline, all in one path. */
function pines(c: Ctx, fill: string, count: number, x0: number, x1: number, yLo: number, yHi: number, hLo: number, hHi: number): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = between(c.r, x0, x1);
    const y = between(c.r, yLo, yHi);
    const h = between(c.r, hLo, hHi);
    const w = r0(h * 0.42);
    d += `M${x} ${y - h}l${w / 2} ${r0(h * 0.5)}h-${r0(w * 0.9)}zM${x} ${y - r0(h * 0.7)}l${r0(w * 0.65)} ${r0(h * 0.62)}h-${r0(w * 1.3)}zM${x - 2} ${y - r0(h * 0.1)}h4v${r0(h * 0.12)}h-4z`;
  }
  return `<path fill="${fill}" d="${d}"/>`;
}

/** Palm tree with a leaning trunk. */
function palm(fill: string, x: number, y: number, h: number, lean: number): string {
  const tx = x + lean;
  const ty = y - h;
  const fr: Array<[number, number]> = [
    [-62, 22],
    [-46, 44],
    [-20, -14],
    [30, -16],
    [56, 40],
    [66, 14],
  ];
  const leaves = fr
    .map(
      ([dx, dy]) =>
        `M${tx} ${ty}Q${r0(tx + dx * 0.5)} ${r0(ty + dy * 0.5 - 22)} ${tx + dx} ${ty + dy}Q${r0(tx + dx * 0.45)} ${r0(ty + dy * 0.5 - 6)} ${tx} ${ty}Z`,
    )
    .join('');
  return `<path d="M${x} ${y}Q${r0(x + lean * 0.2)} ${r0(y - h * 0.55)} ${tx} ${ty}" stroke="${fill}" stroke-width="7" fill="none" stroke-linecap="round"/><path fill="${fill}" d="${leaves}"/>`;
}

function trees(c: Ctx, fill: string, xs: number[], y: number, h: number): string {
  if (c.p.tree === 'palm') return xs.map((x, i) => palm(fill, x, y, h, i % 2 ? 14 : -14)).join('');
  return xs
    .map((x) => {
      const w = r0(h * 0.45);
      return `<path fill="${fill}" d="M${x} ${y - h}l${w / 2} ${r0(h * 0.5)}h-${w}zM${x} ${y - r0(h * 0.7)}l${r0(w * 0.7)} ${r0(h * 0.62)}h-${r0(w * 1.4)}zM${x - 3} ${y - r0(h * 0.1)}h6v${r0(h * 0.12)}h-6z"/>`;
    })
    .join('');
}

function windowsPattern(c: Ctx, w: number, h: number, opacity: number): string {
  return `<pattern id="w${c.id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse"><rect x="${r0(w * 0.3)}" y="${r0(h * 0.3)}" width="${r0(w * 0.4)}" height="${r0(h * 0.45)}" fill="${c.p.lt}" opacity="${opacity}"/></pattern>`;
}

/** Minaret: shaft, two balconies, pointed cap, finial. */
function minaret(c: Ctx, x: number, top: number, bottom: number, w: number, body: string): string {
  const hw = w / 2;
  const b1 = r0(top + (bottom - top) * 0.22);
  const b2 = r0(top + (bottom - top) * 0.5);
  return `<path fill="${body}" d="M${x - hw} ${bottom}V${top}h${w}V${bottom}zM${x - hw - 4} ${b1}h${w + 8}v6h-${w + 8}zM${x - hw - 4} ${b2}h${w + 8}v6h-${w + 8}z"/><path fill="${c.p.dome}" d="M${x - hw - 2} ${top}L${x} ${top - w * 2}L${x + hw + 2} ${top}z"/><rect x="${x - 1}" y="${top - w * 2 - 10}" width="2" height="10" fill="${c.p.acc}"/>`;
}

function onion(x: number, base: number, rad: number, fill: string, finial: string): string {
  const h = rad * 2;
  return `<path fill="${fill}" d="M${x - rad} ${base}C${r0(x - rad * 1.35)} ${r0(base - rad * 1.1)} ${r0(x - rad * 0.25)} ${r0(base - rad * 1.35)} ${x} ${base - h}C${r0(x + rad * 0.25)} ${r0(base - rad * 1.35)} ${r0(x + rad * 1.35)} ${r0(base - rad * 1.1)} ${x + rad} ${base}Z"/><rect x="${x - 1.5}" y="${base - h - 12}" width="3" height="13" fill="${finial}"/>`;
}

const arches = (fill: string, x0: number, x1: number, step: number, w: number, h: number, bottom: number): string => {
  let d = '';
  for (let x = x0; x + w <= x1; x += step) d += `M${x} ${bottom}v-${h - w / 2}a${w / 2} ${w / 2} 0 0 1 ${w} 0v${h - w / 2}z`;
  return `<path fill="${fill}" d="${d}"/>`;
};

function cloud(x: number, y: number, s: number, opacity: number): string {
  return `<path fill="#fff" opacity="${opacity}" d="M${x} ${y}a${18 * s} ${18 * s} 0 0 1 ${r0(30 * s)} -${r0(14 * s)}a${24 * s} ${24 * s} 0 0 1 ${r0(44 * s)} ${r0(4 * s)}a${14 * s} ${14 * s} 0 0 1 ${r0(20 * s)} ${r0(10 * s)}z"/>`;
}

const road = (y: number): string => {
  let d = '';
  for (let x = 10; x < 640; x += 70) d += `M${x} ${y + 46}h36v5h-36z`;
  return `<rect y="${y}" width="640" height="${400 - y}" fill="#474b54"/><rect y="${y}" width="640" height="6" fill="#5d626c"/><path fill="#f4f1e6" opacity=".8" d="${d}"/>`;
};

const wheel = (x: number, y: number, rad: number): string =>
  `<circle cx="${x}" cy="${y}" r="${rad}" fill="#1f2226"/><circle cx="${x}" cy="${y}" r="${r0(rad * 0.42)}" fill="#c9ced6"/>`;

// ---------------------------------------------------------------- scenes

type Scene = (c: Ctx, label: string) => string;

const scenes: Record<ArtScene, Scene> = {
  kaaba: (c) => {
    const { p } = c;
    const flip = c.r() < 0.5;
    const mins = [40, 92, 240, 600].map((x) => minaret(c, x, between(c.r, 120, 175), 240, 12, p.mid)).join('');
    const body =
      `<path fill="${p.far}" d="M380 240V200H430V165H444V120H452V75H462V50H466V40H469V14H471V40H474V50H478V75H488V120H496V165H510V190H560V240Z"/>` +
      `<circle cx="470" cy="97" r="13" fill="${p.lt}"/><path d="M470 97V88M470 97h6" stroke="${p.far}" stroke-width="2"/>` +
      mins +
      `<rect y="232" width="640" height="70" fill="${p.mid}"/><rect y="232" width="640" height="6" fill="${p.lt}"/>` +
      arches(p.near, 6, 640, 32, 18, 26, 266) +
      arches(p.near, 2, 640, 32, 26, 28, 300) +
      `<rect y="300" width="640" height="100" fill="${p.gnd}"/><ellipse cx="320" cy="338" rx="280" ry="46" fill="${p.lt}" opacity=".7"/>` +
      `<path fill="#3a3a3a" d="M276 252L316 238H396L356 252Z"/><path fill="#262626" d="M356 252L396 238V322L356 340Z"/><path fill="#141414" d="M276 252H356V340H276Z"/>` +
      `<path fill="#d4af37" d="M276 268H356V276H276ZM356 268L396 254V262L356 276ZM292 294h18v32h-18Z"/>`;
    return sun(c, between(c.r, 110, 330), between(c.r, 60, 110), 30) + (flip ? `<g transform="matrix(-1 0 0 1 640 0)">${body}</g>` : body);
  },

  mosque: (c) => {
    const { p } = c;
    return (
      sun(c, between(c.r, 240, 400), 58, 26) +
      hills(p.far, 280, 250, 272, 262) +
      minaret(c, 120, 96, 300, 12, p.mid) +
      minaret(c, 520, 96, 300, 12, p.mid) +
      minaret(c, 170, 140, 300, 10, p.mid) +
      minaret(c, 470, 140, 300, 10, p.mid) +
      `<rect x="188" y="238" width="264" height="84" fill="${p.mid}"/>` +
      `<path fill="${p.dome}" d="M205 240a38 38 0 0 1 76 0zM359 240a38 38 0 0 1 76 0zM186 244a18 18 0 0 1 36 0zM418 244a18 18 0 0 1 36 0z"/>` +
      `<rect x="258" y="196" width="124" height="46" fill="${p.mid}"/>` +
      arches(p.near, 268, 382, 18, 8, 16, 234) +
      `<path fill="${p.dome}" d="M256 200a64 64 0 0 1 128 0z"/><rect x="318" y="118" width="4" height="20" fill="${p.acc}"/>` +
      arches(p.near, 204, 440, 30, 16, 34, 322) +
      `<rect y="320" width="640" height="80" fill="${p.gnd}"/><rect x="170" y="318" width="300" height="6" fill="${p.near}" opacity=".35"/>` +
      trees(c, p.near, [40, 600], 340, 90)
    );
  },

  mountains: (c) => {
    const { p } = c;
    return (
      sun(c, between(c.r, 90, 540), 78, 28) +
      range(c, p.far, 400, 5, 70, 130, 0.32) +
      range(c, p.mid, 400, 4, 140, 200, 0.3) +
      hills(p.near, 330, 290, 320, 300) +
      hills(p.gnd, 372, 345, 368, 352) +
      pines(c, p.near, 10, 0, 640, 350, 398, 40, 80)
    );
  },

  lake: (c) => {
    const { p, id } = c;
    const shore = 262;
    let shimmer = '';
    for (let i = 0; i < 7; i++) shimmer += `M${between(c.r, 20, 560)} ${between(c.r, 280, 380)}h${between(c.r, 30, 80)}v2h-${40}z`;
    return (
      `<defs><linearGradient id="l${id}" x2="0" y2="1"><stop offset="0" stop-color="${p.wat}"/><stop offset="1" stop-color="${p.near}"/></linearGradient></defs>` +
      sun(c, between(c.r, 100, 540), 70, 26) +
      `<g id="m${id}">${range(c, p.far, shore, 4, 70, 120, 0.34)}${range(c, p.mid, shore, 5, 150, 200, 0.28)}</g>` +
      `<rect y="${shore}" width="640" height="${400 - shore}" fill="url(#l${id})"/>` +
      `<use href="#m${id}" transform="matrix(1 0 0 -.6 0 ${shore * 1.6})" opacity=".22"/>` +
      `<path fill="${p.lt}" opacity=".5" d="${shimmer}"/>` +
      `<path fill="${p.near}" d="M0 400V300Q80 290 150 330T250 400Z"/>` +
      pines(c, p.near, 5, 0, 190, 330, 400, 44, 76) +
      `<path fill="${p.acc}" d="M430 318h70l-10 10h-50z"/><rect x="463" y="290" width="3" height="28" fill="${p.near}"/>`
    );
  },

  'city-skyline': (c) => {
    const { p, id } = c;
    let far = '';
    let mid = '';
    for (let x = -10; x < 640; x += between(c.r, 26, 44)) far += `M${x} 320V${between(c.r, 200, 270)}h${between(c.r, 22, 40)}V320z`;
    for (let x = -20; x < 640; x += between(c.r, 40, 70)) {
      if (x > 330 && x < 460) continue;
      mid += `M${x} 330V${between(c.r, 190, 290)}h${between(c.r, 30, 52)}V330z`;
    }
    const cx = 400;
    const tower = `M${cx - 30} 330V250h6V200h6V150h6V100h5V62h4V20h2V62h4V100h5V150h6V200h6V250h6V330Z`;
    return (
      `<defs>${windowsPattern(c, 12, 16, 0.55)}</defs>` +
      sun(c, 150, 150, 40) +
      `<path fill="${p.far}" d="${far}"/>` +
      `<g fill="${p.mid}"><path id="b${id}" d="${mid}${tower}"/></g><use href="#b${id}" fill="url(#w${id})"/>` +
      `<path fill="${p.mid}" d="M560 330V160q60 60 40 170z"/><path fill="${p.lt}" opacity=".35" d="M566 322V190q36 50 26 132z"/>` +
      `<rect y="328" width="640" height="72" fill="${p.wat}"/><rect y="328" width="640" height="4" fill="${p.acc}" opacity=".7"/>` +
      `<path fill="${p.lt}" opacity=".3" d="M360 345h90v3h-90zM380 360h60v3h-60zM120 352h80v3h-80zM520 370h70v3h-70z"/>`
    );
  },

  desert: (c) => {
    const { p } = c;
    const fx = between(c.r, 60, 380);
    const fort =
      c.r() > 0.45
        ? `<path fill="${p.near}" opacity=".8" d="M${fx} 262v-34h12v-8h5v8h14v-8h5v8h14v-8h5v8h14v-8h5v8h14v-8h5v8h12v34z"/>`
        : '';
    const camel = (x: number, y: number, s: number): string =>
      `<path transform="translate(${x} ${y}) scale(${s})" fill="${p.acc}" d="M0 14q4-10 14-10 6-12 15-2 5-4 11 1l6-12q3-5 8-3l4 3-5 2-6 15q-2 4-6 5v19h-3l-1-15h-15l-1 15h-3l-1-15q-6-1-9-6l-1 21h-3z"/>`;
    return (
      sun(c, 440, 168, 56) +
      `<path fill="${p.far}" d="M0 400V262Q120 226 240 256T480 246T720 252V400Z"/>` +
      fort +
      `<path fill="${p.mid}" d="M0 400V300Q160 256 330 296T660 286V400Z"/>` +
      camel(400, 250, 1.1) +
      camel(470, 262, 0.95) +
      camel(535, 268, 0.85) +
      `<path fill="${p.near}" d="M0 400V352Q200 302 400 346T800 336V400Z"/>` +
      `<path fill="none" stroke="${p.lt}" stroke-width="2" opacity=".35" d="M40 372q60-24 130-14M330 380q70-22 150-10"/>`
    );
  },

  beach: (c) => {
    const { p, id } = c;
    return (
      `<defs><linearGradient id="l${id}" x2="0" y2="1"><stop offset="0" stop-color="${p.wat}"/><stop offset="1" stop-color="${p.lt}"/></linearGradient></defs>` +
      sun(c, 470, 150, 34) +
      cloud(90, 90, 1.2, 0.8) +
      cloud(300, 60, 0.8, 0.6) +
      `<path fill="${p.far}" d="M0 232V212Q40 196 90 206T170 226V232Z"/>` +
      `<rect y="230" width="640" height="110" fill="url(#l${id})"/><rect y="230" width="640" height="3" fill="${p.lt}" opacity=".6"/>` +
      `<path fill="none" stroke="${p.lt}" stroke-width="3" stroke-linecap="round" opacity=".7" d="M60 262h40M230 252h60M420 270h50M540 256h40M320 290h70M120 300h50"/>` +
      `<path fill="${p.gnd}" d="M0 400V328Q200 300 400 322T800 314V400Z"/>` +
      `<path fill="none" stroke="${p.lt}" stroke-width="4" opacity=".8" d="M0 328Q200 300 400 322T800 314"/>` +
      palm(p.near, 560, 390, 170, -34) +
      palm(p.near, 610, 392, 120, -18) +
      `<path fill="${p.acc}" d="M110 350a50 22 0 0 1 100 0z"/><rect x="158" y="350" width="3" height="40" fill="${p.near}"/>`
    );
  },

  heritage: (c) => {
    const { p } = c;
    let bands = '';
    for (const x of [90, 550]) for (let y = 190; y < 300; y += 32) bands += `M${x - 11} ${y}h22v4h-22z`;
    return (
      sun(c, 540, 78, 28) +
      `<rect y="300" width="640" height="100" fill="${p.gnd}"/>` +
      `<rect x="79" y="150" width="22" height="150" fill="${p.mid}"/><rect x="539" y="150" width="22" height="150" fill="${p.mid}"/>` +
      `<path fill="${p.lt}" d="${bands}M74 136h32v14h-32zM534 136h32v14h-32z"/>` +
      onion(90, 136, 14, p.dome, p.acc) +
      onion(550, 136, 14, p.dome, p.acc) +
      `<rect x="160" y="222" width="320" height="80" fill="${p.mid}"/><rect x="160" y="218" width="320" height="5" fill="${p.lt}"/>` +
      `<rect x="198" y="212" width="44" height="8" fill="${p.lt}"/><rect x="398" y="212" width="44" height="8" fill="${p.lt}"/><rect x="286" y="176" width="68" height="10" fill="${p.lt}"/>` +
      onion(220, 212, 26, p.dome, p.acc) +
      onion(420, 212, 26, p.dome, p.acc) +
      onion(320, 176, 40, p.dome, p.acc) +
      `<rect x="270" y="186" width="100" height="116" fill="${p.mid}" stroke="${p.lt}" stroke-width="4"/>` +
      `<path fill="${p.near}" d="M290 302V240a30 32 0 0 1 60 0V302z"/>` +
      arches(p.near, 172, 262, 22, 14, 40, 296) +
      arches(p.near, 382, 472, 22, 14, 40, 296) +
      `<rect x="40" y="300" width="560" height="18" fill="${p.mid}"/><rect x="40" y="300" width="560" height="4" fill="${p.lt}"/>` +
      `<rect x="120" y="346" width="400" height="14" fill="${p.wat}" opacity=".75"/>` +
      trees(c, p.near, [24, 616], 380, 80)
    );
  },

  train: (c) => {
    const { p, id } = c;
    let wheels = '';
    const coaches: number[] = [300, 140, -20];
    let bodies = '';
    for (const x of coaches) {
      bodies += `<rect x="${x}" y="252" width="150" height="58" rx="6" fill="${p.acc}"/><rect x="${x}" y="286" width="150" height="7" fill="${p.lt}"/><rect x="${x + 10}" y="262" width="130" height="16" rx="3" fill="#22313f"/><rect x="${x + 10}" y="262" width="130" height="16" fill="url(#w${id})"/>`;
      for (const o of [22, 42, 108, 128]) wheels += `M${x + o + 7} 316a7 7 0 1 1 -14 0a7 7 0 1 1 14 0z`;
    }
    for (const o of [470, 492, 560, 582]) wheels += `M${o + 7} 316a7 7 0 1 1 -14 0a7 7 0 1 1 14 0z`;
    return (
      `<defs><pattern id="w${id}" width="18" height="16" patternUnits="userSpaceOnUse"><rect x="14" width="4" height="16" fill="${p.acc}"/></pattern></defs>` +
      sun(c, 120, 92, 30) +
      hills(p.far, 250, 200, 240, 215) +
      hills(p.mid, 285, 262, 282, 270) +
      `<rect y="300" width="640" height="100" fill="${p.near}"/>` +
      `<rect y="318" width="640" height="16" fill="${p.gnd}"/><rect y="316" width="640" height="3" fill="#5a5f66"/>` +
      bodies +
      `<path fill="${p.acc}" d="M460 252H560Q598 258 604 292V310H460Z"/><rect x="460" y="286" width="144" height="7" fill="${p.lt}"/>` +
      `<path fill="#22313f" d="M548 262h18q22 4 28 20h-46z"/>` +
      `<path fill="#1f2226" d="${wheels}"/>` +
      pines(c, p.near, 4, 0, 640, 380, 398, 40, 60)
    );
  },

  bus: (c) => {
    const { p } = c;
    let pillars = '';
    for (let x = 198; x < 470; x += 54) pillars += `M${x} 206h5v48h-5z`;
    return (
      sun(c, 110, 88, 30) +
      cloud(400, 80, 1, 0.8) +
      hills(p.far, 280, 230, 270, 250) +
      hills(p.mid, 306, 290, 300, 296) +
      trees(c, p.near, [60, 590], 316, 70) +
      road(310) +
      `<path fill="${p.lt}" d="M140 318H510Q524 318 524 304V214Q520 192 494 190H152Q132 190 130 210V304Q130 318 140 318Z"/>` +
      `<path fill="#22313f" d="M144 206H470V256H144ZM484 202H504Q516 206 518 222V270H484Z"/>` +
      `<path fill="${p.lt}" d="${pillars}"/>` +
      `<path fill="${p.acc}" d="M130 274H524V290H130ZM130 300H330L360 290H130Z"/>` +
      `<rect x="452" y="206" width="26" height="104" fill="#2d3b4c"/><rect x="512" y="296" width="12" height="10" rx="2" fill="#ffe9a8"/>` +
      wheel(210, 318, 24) +
      wheel(440, 318, 24)
    );
  },

  car: (c, label) => {
    const { p } = c;
    const suv = /prado|fortuner|cruiser|4x4|jeep|suv|hiace|van|coaster|gmc|staria|h-?1/i.test(label);
    const body = suv
      ? `<path fill="${p.acc}" d="M172 330V284Q174 266 200 262L254 256L278 212Q284 202 298 202H454Q472 202 478 218L494 258Q506 264 508 284V330Z"/><path fill="#22313f" d="M266 254L288 214H368V254ZM378 214H460Q466 214 470 222L482 254H378Z"/><rect x="296" y="196" width="150" height="6" rx="3" fill="#2d3136"/>`
      : `<path fill="${p.acc}" d="M176 330V296Q178 274 208 270L262 264L300 230Q312 220 334 220H404Q424 220 440 236L466 262Q498 266 504 286V330Z"/><path fill="#22313f" d="M276 262L306 234H362V262ZM372 234H400Q412 234 422 244L440 262H372Z"/>`;
    return (
      sun(c, 520, 90, 30) +
      cloud(100, 90, 1.1, 0.8) +
      range(c, p.far, 400, 4, 170, 220, c.p.tree === 'pine' ? 0.3 : 0) +
      hills(p.mid, 300, 280, 296, 288) +
      trees(c, p.near, [80, 560, 610], 318, 64) +
      road(310) +
      body +
      `<path fill="${p.lt}" opacity=".7" d="M174 292h18v8h-18zM494 290h12v8h-12z"/><rect x="174" y="312" width="332" height="6" fill="#000" opacity=".15"/>` +
      wheel(suv ? 238 : 244, 330, suv ? 28 : 25) +
      wheel(suv ? 440 : 434, 330, suv ? 28 : 25)
    );
  },

  plane: (c) => {
    const { p } = c;
    return (
      sun(c, 520, 80, 30) +
      cloud(40, 120, 1.4, 0.7) +
      cloud(420, 250, 1.1, 0.6) +
      `<path fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" opacity=".45" d="M20 330L190 258"/>` +
      `<g transform="translate(330 210) rotate(-14)">` +
      `<path fill="${p.far}" d="M-6 -12L-36 -62H-20L40 -14Z"/>` +
      `<path fill="${p.lt}" d="M-150 0Q-150 -18 -120 -18H110Q160 -18 176 0Q160 16 110 16H-120Q-150 16 -150 0Z"/>` +
      `<path fill="${p.acc}" d="M-142 -12L-168 -72H-146L-104 -16ZM-150 2H170Q166 8 150 10H-140Z"/>` +
      `<path fill="#dfe4ea" d="M-6 8L-60 74H-34L52 10Z"/><ellipse cx="-12" cy="34" rx="20" ry="9" fill="${p.mid}"/>` +
      `<path stroke="#34495e" stroke-width="5" stroke-dasharray="4 7" d="M-110 -6H100"/><path fill="#34495e" d="M140 -12h16l10 8h-26z"/></g>` +
      `<path fill="#fff" opacity=".9" d="M0 400V350Q60 318 120 340Q170 306 240 336Q300 310 360 338Q430 300 500 336Q570 312 640 340V400Z"/>`
    );
  },

  hotel: (c) => {
    const { p, id } = c;
    const lodge = p.tree === 'pine';
    const style = lodge ? 3 : Math.floor(c.r() * 3);
    const w = between(c.r, 130, 180) + (lodge ? 60 : 0);
    const x = 320 - r0(w / 2);
    const top = lodge ? between(c.r, 170, 200) : between(c.r, 60, 120);
    const body = !lodge && c.r() < 0.3 ? p.far : p.mid;
    let far = '';
    for (let fx = -10; fx < 640; fx += between(c.r, 36, 60)) far += `M${fx} 330V${between(c.r, 200, 260)}h${between(c.r, 26, 44)}V330z`;
    const wingTop = lodge ? top + 40 : between(c.r, 180, 220);
    const backdrop = lodge
      ? range(c, p.far, 400, 4, 60, 130, 0.32) + hills(p.mid, 250, 215, 245, 230)
      : `<path fill="${p.far}" opacity=".7" d="${far}"/>` +
        (p.sacred ? minaret(c, 70, between(c.r, 90, 130), 330, 12, p.mid) + minaret(c, 575, between(c.r, 90, 130), 330, 12, p.mid) : '');
    // tower outline(s) and roof caps per style
    let tower = `M${x} 330V${top}H${x + w}V330Z`;
    let roof = `<rect x="${x - 6}" y="${top - 14}" width="${w + 12}" height="14" fill="${p.acc}"/>`;
    if (style === 1) {
      const tw = r0(w * 0.44);
      const top2 = top + between(c.r, 10, 40);
      tower = `M${x} 330V${top}h${tw}V330ZM${x + w - tw} 330V${top2}h${tw}V330ZM${x + tw} ${top + 60}h${w - 2 * tw}v16h-${w - 2 * tw}Z`;
      roof = `<path fill="${p.acc}" d="M${x - 4} ${top}h${tw + 8}v-10h-${tw + 8}ZM${x + w - tw - 4} ${top2}h${tw + 8}v-10h-${tw + 8}Z"/>`;
    } else if (style === 2) {
      const uw = r0(w * 0.6);
      const ux = 320 - r0(uw / 2);
      tower = `M${x} 330V${top + 70}H${ux}V${top}h${uw}V${top + 70}H${x + w}V330Z`;
      roof = `<path fill="${p.acc}" d="M${ux - 4} ${top}h${uw + 8}v-12h-${uw + 8}ZM318 ${top - 12}h4v-36h-4ZM${x - 4} ${top + 70}h${w + 8}v-8h-${w + 8}Z"/>`;
    } else if (style === 3) {
      roof = `<path fill="${p.acc}" d="M${x - 14} ${top}L${x + w / 2} ${top - 44}L${x + w + 14} ${top}Z"/>`;
    }
    return (
      `<defs>${windowsPattern(c, 16, 20, 0.75)}</defs>` +
      sun(c, between(c.r, 80, 200), 90, 30) +
      backdrop +
      `<g fill="${p.near}"><path id="h${id}" d="M${x - 80} 330V${wingTop}H${x + w + 80}V330Z"/></g><use href="#h${id}" fill="url(#w${id})"/>` +
      `<g fill="${lodge ? p.lt : body}"><path id="t${id}" d="${tower}"/></g>` +
      (lodge
        ? arches(p.near, x + 12, x + w - 10, 26, 14, 22, top + 40) + arches(p.near, x + 12, x + w - 10, 26, 14, 22, top + 90)
        : `<use href="#t${id}" fill="url(#w${id})"/>`) +
      roof +
      `<rect y="326" width="640" height="74" fill="${p.gnd}"/>` +
      `<path fill="${p.acc}" d="M270 296h100l14 12H256z"/><rect x="296" y="308" width="48" height="22" fill="${p.lt}" opacity=".85"/>` +
      trees(c, p.near, [x - 110, x + w + 110], 360, 110)
    );
  },
};

/** Rough advance width of 17px bold sans text (errs on the wide side). */
function textWidth(text: string): number {
  let w = 0;
  for (const ch of text) {
    if (ch === ' ') w += 6;
    else if ("iljtfrI.,:;|!'\u2019()".includes(ch)) w += 6.5;
    else if ('mwMW'.includes(ch)) w += 16;
    else if (ch >= 'A' && ch <= 'Z') w += 12.5;
    else if (ch >= '0' && ch <= '9') w += 11;
    else if (ch === '\u2192') w += 16;
    else w += 10.5;
  }
  return w;
}

// ---------------------------------------------------------------- public

/**
 * Render an artwork as a standalone SVG document string.
 * Deterministic: the same key always yields the same bytes.
 */
export function renderArt(key: ArtKey, width = 640, height = 400): string {
  const paletteName = isArtPalette(key.palette) ? key.palette : defaultPalette;
  const p: Palette = artPalettes[paletteName];
  const seedText = `${key.scene}|${paletteName}|${key.label ?? ''}`;
  const seed = fnv1a(seedText);
  const c: Ctx = { p, r: prng(seed), id: seed.toString(36).slice(0, 5) };
  const draw = scenes[key.scene] ?? scenes.hotel;
  const w = Math.max(16, Math.round(width));
  const h = Math.max(16, Math.round(height));

  let label = '';
  const title = key.label ? xmlText(key.label) : key.scene;
  if (key.label) {
    const raw = [...key.label.trim()];
    const text = raw.length > 32 ? `${raw.slice(0, 31).join('')}\u2026` : raw.join('');
    const textW = Math.round(Math.min(572, textWidth(text)));
    const pillW = textW + 32;
    label =
      `<rect x="18" y="346" width="${pillW}" height="36" rx="18" fill="#000" opacity=".45"/>` +
      `<text x="34" y="370" textLength="${textW}" lengthAdjust="spacingAndGlyphs" font-family="system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif" font-size="17" font-weight="600" fill="#fff">${xmlText(text)}</text>`;
  }

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 640 400" preserveAspectRatio="xMidYMid slice" role="img">` +
    `<title>${title}</title>` +
    `<defs><linearGradient id="s${c.id}" x2="0" y2="1"><stop offset="0" stop-color="${p.t}"/><stop offset="1" stop-color="${p.b}"/></linearGradient></defs>` +
    `<rect width="640" height="400" fill="url(#s${c.id})"/>` +
    draw(c, key.label ?? '') +
    label +
    '</svg>'
  );
}
