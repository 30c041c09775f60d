/**
 * Self-contained, deterministic SVG artwork for catalogue records.
 *
 * Every package, hotel and transport record carries an `ArtKey`; the server
 * renders `/media/art/{kind}/{slug}.svg` by calling `renderArt(record.art)`.
 * No external references, scripts or web fonts: flat shapes, gradients and
 * (optionally) one label in the system font stack. Output is < 4 KB.
 */

import { fnv1a, prng } from '../../rules/random.js';
import { artPalettes, defaultPalette, isArtPalette, type Palette } from './art-palettes.js';
import { type ArtScene, artScenes, scenes } from './art-scenes.js';
import type { Ctx } from './art-shapes.js';

export type { ArtScene };

export type ArtKey = {
  scene: ArtScene;
  /** One of the keys of `artPalettes`; unknown names fall back to `defaultPalette`. */
  palette: string;
  /** Optional caption drawn on a pill in the lower-left corner (max ~32 chars shown). */
  label?: string;
};

export type ArtKind = 'package' | 'hotel' | 'transport';

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

// ---------------------------------------------------------------- the label

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
