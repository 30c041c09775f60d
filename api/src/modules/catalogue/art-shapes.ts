import type { Palette } from './art-palettes.js';

// The shapes the scenes are drawn from (SVG markup strings on the 640×400 canvas): sun, hills, mountain ranges,
// trees, minarets, domes, arches, clouds, a road, wheels. Shapes that vary take their randomness from the scene's
// seeded generator (Ctx.r), so an artwork is the same bytes every time.

export type Rand = () => number;

export const r0 = (n: number): number => Math.round(n);
export const between = (r: Rand, lo: number, hi: number): number => r0(lo + r() * (hi - lo));

export interface Ctx {
  p: Palette;
  r: Rand;
  /** suffix making element ids unique per artwork */
  id: string;
}

export const sun = (c: Ctx, x: number, y: number, rad: number): string =>
  `<circle cx="${x}" cy="${y}" r="${rad * 1.8}" fill="${c.p.sun}" opacity=".25"/><circle cx="${x}" cy="${y}" r="${rad}" fill="${c.p.sun}"/>`;

/** Soft rolling hills from y0 at the left edge. */
export const hills = (fill: string, y0: number, y1: number, y2: number, y3: number): string =>
  `<path fill="${fill}" d="M0 400V${y0}Q160 ${y1} 320 ${y2}T640 ${y3}V400Z"/>`;

/** A mountain range with optional snow caps, closed along `bottom`. */
export function range(c: Ctx, fill: string, bottom: number, n: number, lo: number, hi: number, snow: number): string {
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
export function pines(c: Ctx, fill: string, count: number, x0: number, x1: number, yLo: number, yHi: number, hLo: number, hHi: number): string {
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
export function palm(fill: string, x: number, y: number, h: number, lean: number): string {
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

export function trees(c: Ctx, fill: string, xs: number[], y: number, h: number): string {
  if (c.p.tree === 'palm') return xs.map((x, i) => palm(fill, x, y, h, i % 2 ? 14 : -14)).join('');
  return xs
    .map((x) => {
      const w = r0(h * 0.45);
      return `<path fill="${fill}" d="M${x} ${y - h}l${w / 2} ${r0(h * 0.5)}h-${w}zM${x} ${y - r0(h * 0.7)}l${r0(w * 0.7)} ${r0(h * 0.62)}h-${r0(w * 1.4)}zM${x - 3} ${y - r0(h * 0.1)}h6v${r0(h * 0.12)}h-6z"/>`;
    })
    .join('');
}

export function windowsPattern(c: Ctx, w: number, h: number, opacity: number): string {
  return `<pattern id="w${c.id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse"><rect x="${r0(w * 0.3)}" y="${r0(h * 0.3)}" width="${r0(w * 0.4)}" height="${r0(h * 0.45)}" fill="${c.p.lt}" opacity="${opacity}"/></pattern>`;
}

/** Minaret: shaft, two balconies, pointed cap, finial. */
export function minaret(c: Ctx, x: number, top: number, bottom: number, w: number, body: string): string {
  const hw = w / 2;
  const b1 = r0(top + (bottom - top) * 0.22);
  const b2 = r0(top + (bottom - top) * 0.5);
  return `<path fill="${body}" d="M${x - hw} ${bottom}V${top}h${w}V${bottom}zM${x - hw - 4} ${b1}h${w + 8}v6h-${w + 8}zM${x - hw - 4} ${b2}h${w + 8}v6h-${w + 8}z"/><path fill="${c.p.dome}" d="M${x - hw - 2} ${top}L${x} ${top - w * 2}L${x + hw + 2} ${top}z"/><rect x="${x - 1}" y="${top - w * 2 - 10}" width="2" height="10" fill="${c.p.acc}"/>`;
}

export function onion(x: number, base: number, rad: number, fill: string, finial: string): string {
  const h = rad * 2;
  return `<path fill="${fill}" d="M${x - rad} ${base}C${r0(x - rad * 1.35)} ${r0(base - rad * 1.1)} ${r0(x - rad * 0.25)} ${r0(base - rad * 1.35)} ${x} ${base - h}C${r0(x + rad * 0.25)} ${r0(base - rad * 1.35)} ${r0(x + rad * 1.35)} ${r0(base - rad * 1.1)} ${x + rad} ${base}Z"/><rect x="${x - 1.5}" y="${base - h - 12}" width="3" height="13" fill="${finial}"/>`;
}

export const arches = (fill: string, x0: number, x1: number, step: number, w: number, h: number, bottom: number): string => {
  let d = '';
  for (let x = x0; x + w <= x1; x += step) d += `M${x} ${bottom}v-${h - w / 2}a${w / 2} ${w / 2} 0 0 1 ${w} 0v${h - w / 2}z`;
  return `<path fill="${fill}" d="${d}"/>`;
};

export function cloud(x: number, y: number, s: number, opacity: number): string {
  return `<path fill="#fff" opacity="${opacity}" d="M${x} ${y}a${18 * s} ${18 * s} 0 0 1 ${r0(30 * s)} -${r0(14 * s)}a${24 * s} ${24 * s} 0 0 1 ${r0(44 * s)} ${r0(4 * s)}a${14 * s} ${14 * s} 0 0 1 ${r0(20 * s)} ${r0(10 * s)}z"/>`;
}

export const road = (y: number): string => {
  let d = '';
  for (let x = 10; x < 640; x += 70) d += `M${x} ${y + 46}h36v5h-36z`;
  return `<rect y="${y}" width="640" height="${400 - y}" fill="#474b54"/><rect y="${y}" width="640" height="6" fill="#5d626c"/><path fill="#f4f1e6" opacity=".8" d="${d}"/>`;
};

export const wheel = (x: number, y: number, rad: number): string =>
  `<circle cx="${x}" cy="${y}" r="${rad}" fill="#1f2226"/><circle cx="${x}" cy="${y}" r="${r0(rad * 0.42)}" fill="#c9ced6"/>`;
