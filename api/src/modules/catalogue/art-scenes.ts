import { arches, between, cloud, type Ctx, hills, minaret, onion, palm, pines, r0, range, road, sun, trees, wheel, windowsPattern } from './art-shapes.js';

// One drawing per scene: the scene's shapes in the palette's colours, their positions partly drawn from the seeded
// generator. The label is passed for scenes that read it (a car's body follows the vehicle's name).

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

type Scene = (c: Ctx, label: string) => string;

export const scenes: Record<ArtScene, Scene> = {
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
