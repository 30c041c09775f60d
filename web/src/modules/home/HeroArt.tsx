import { useTranslation } from 'react-i18next';

// The landing page's artwork, drawn inline (no image requests): a skyline from Lahore to Dubai along the bottom of
// the hero, and a globe with the routes people fly from Pakistan.

// office towers as [x, y, width, height], standing on the skyline's base line
const KARACHI_TOWERS = [
  [770, 150, 26, 56],
  [800, 126, 22, 80],
  [826, 160, 30, 46],
  [860, 136, 18, 70],
  [882, 170, 34, 36],
  [920, 146, 24, 60],
];
const DUBAI_TOWERS = [
  [980, 156, 26, 50],
  [1070, 140, 22, 66],
  [1096, 166, 28, 40],
];

function Towers({ boxes }: { boxes: number[][] }) {
  return boxes.map(([x, y, width, height]) => <rect key={x} x={x} y={y} width={width} height={height} />);
}

export function Skyline() {
  return (
    <svg
      viewBox="0 0 1440 220"
      preserveAspectRatio="xMidYMax slice"
      width="100%"
      height="100%"
      aria-hidden="true"
      focusable="false"
      style={{ display: 'block' }}
    >
      {/* far mountains: the north */}
      <path
        d="M0 170 L70 128 L120 150 L200 92 L260 140 L330 112 L390 150 L470 120 L540 160 L900 160 L980 130 L1060 150 L1180 118 L1250 84 L1300 110 L1350 72 L1400 104 L1440 90 V220 H0 Z"
        fill="#ffffff"
        opacity="0.06"
      />
      <g fill="#ffffff" opacity="0.16">
        {/* Minar-e-Pakistan */}
        <rect x="140" y="186" width="80" height="20" />
        <rect x="158" y="150" width="44" height="8" />
        <polygon points="171,186 189,186 185,64 175,64" />
        <circle cx="180" cy="60" r="6" />
        <rect x="179" y="44" width="2" height="12" />
        {/* Badshahi Mosque: three domes, four minarets */}
        <rect x="300" y="158" width="170" height="48" />
        <path d="M345 158 a40 40 0 0 1 80 0 Z" />
        <path d="M310 158 a22 22 0 0 1 44 0 Z" />
        <path d="M416 158 a22 22 0 0 1 44 0 Z" />
        <rect x="384" y="108" width="2" height="12" />
        <rect x="284" y="96" width="10" height="110" />
        <rect x="476" y="96" width="10" height="110" />
        <rect x="281" y="122" width="16" height="4" />
        <rect x="473" y="122" width="16" height="4" />
        <circle cx="289" cy="94" r="7" />
        <circle cx="481" cy="94" r="7" />
        {/* Faisal Mosque: the tent and four pencil minarets */}
        <polygon points="590,206 650,138 710,206" />
        {/* minarets: left edge, width, top of the shaft */}
        {[
          [572, 6, 92],
          [604, 5, 104],
          [691, 5, 104],
          [722, 6, 92],
        ].map(([x, w, top]) => (
          <polygon key={x} points={`${x},206 ${x + w},206 ${x + w},${top} ${x + w / 2},${top - 12} ${x},${top}`} />
        ))}
        {/* a city: towers of Karachi */}
        <Towers boxes={KARACHI_TOWERS} />
        {/* Burj Khalifa */}
        <polygon points="1016,206 1022,150 1028,150 1031,108 1035,108 1038,62 1040,18 1042,62 1045,108 1049,108 1052,150 1058,150 1064,206" />
        <Towers boxes={DUBAI_TOWERS} />
        {/* Burj Al Arab */}
        <path d="M1146 206 Q1152 128 1192 94 L1196 206 Z" />
        <rect x="1196" y="110" width="4" height="96" />
        {/* palms by the sea */}
        <path d="M1262 206 C1262 176 1268 158 1276 140" stroke="#ffffff" strokeWidth="4" fill="none" />
        <path d="M1276 140 C1258 134 1246 140 1238 152 C1252 144 1264 142 1276 140 C1268 126 1256 120 1244 122 C1258 126 1268 132 1276 140 C1284 124 1296 118 1310 120 C1296 126 1286 132 1276 140 C1292 138 1304 144 1312 156 C1300 148 1288 144 1276 140 Z" />
        <path d="M1314 206 C1314 184 1318 170 1324 158" stroke="#ffffff" strokeWidth="3.5" fill="none" />
        <path d="M1324 158 C1310 154 1300 158 1294 168 C1306 162 1314 160 1324 158 C1318 146 1308 142 1298 144 C1310 148 1318 152 1324 158 C1330 146 1340 142 1350 144 C1340 148 1332 152 1324 158 C1336 158 1344 162 1350 172 C1342 166 1332 162 1324 158 Z" />
      </g>
      {/* the ground the page sits on */}
      <path d="M0 204 C320 192 560 214 860 206 C1100 200 1300 190 1440 200 V220 H0 Z" fill="#ffffff" opacity="0.08" />
    </svg>
  );
}

const CITIES: Array<{ code: string; x: number; y: number; dx?: number; dy?: number }> = [
  { code: 'KHI', x: 232, y: 246, dx: 8, dy: 16 },
  { code: 'LHE', x: 268, y: 196, dx: 8 },
  { code: 'ISB', x: 262, y: 170, dx: 8, dy: -6 },
  { code: 'DXB', x: 178, y: 238, dx: -32, dy: 16 },
  { code: 'JED', x: 112, y: 278, dx: -34 },
  { code: 'IST', x: 108, y: 150, dx: -30, dy: -6 },
  { code: 'LHR', x: 62, y: 104, dx: -34 },
  { code: 'KUL', x: 338, y: 318, dx: 8, dy: 14 },
];

const ROUTES: Array<[string, string, number]> = [
  ['KHI', 'DXB', -40],
  ['LHE', 'JED', -70],
  ['ISB', 'IST', -60],
  ['ISB', 'LHR', -90],
  ['KHI', 'KUL', -30],
];

function arc(from: string, to: string, lift: number): string {
  const a = CITIES.find((c) => c.code === from);
  const b = CITIES.find((c) => c.code === to);
  if (!a || !b) return '';
  const mx = (a.x + b.x) / 2;
  const my = (a.y + b.y) / 2 + lift;
  return `M${a.x} ${a.y} Q${mx} ${my} ${b.x} ${b.y}`;
}

export function RouteGlobe() {
  const { t } = useTranslation('home');
  return (
    <svg
      viewBox="0 0 420 420"
      width="100%"
      height="100%"
      role="img"
      aria-label={t('hero.routes')}
      // a map: its airport labels start at their x in every language (in right to left they would end there)
      direction="ltr"
    >
      <defs>
        <radialGradient id="globe-fill" cx="35%" cy="30%" r="75%">
          <stop offset="0%" stopColor="#6cc0a6" />
          <stop offset="45%" stopColor="#168f71" />
          <stop offset="100%" stopColor="#052c24" />
        </radialGradient>
        <radialGradient id="globe-glow" cx="50%" cy="50%" r="50%">
          <stop offset="70%" stopColor="#f5c542" stopOpacity="0.22" />
          <stop offset="100%" stopColor="#f5c542" stopOpacity="0" />
        </radialGradient>
        <clipPath id="globe-clip">
          <circle cx="210" cy="210" r="170" />
        </clipPath>
      </defs>
      <circle cx="210" cy="210" r="205" fill="url(#globe-glow)" />
      <circle cx="210" cy="210" r="170" fill="url(#globe-fill)" />
      <g clipPath="url(#globe-clip)" fill="none" stroke="#ffffff" strokeOpacity="0.14" strokeWidth="1">
        {/* parallels and meridians */}
        {[45, 100, 145].map((r) => (
          <g key={r}>
            <ellipse cx="210" cy="210" rx="170" ry={r} />
            <ellipse cx="210" cy="210" rx={r} ry="170" />
          </g>
        ))}
        <line x1="40" y1="210" x2="380" y2="210" />
        <line x1="210" y1="40" x2="210" y2="380" />
        {/* land, loosely: Arabia, the subcontinent, Europe */}
        <path
          d="M96 250 C110 230 150 226 170 244 C176 270 150 300 124 300 C104 292 92 270 96 250 Z"
          fill="#ffffff"
          fillOpacity="0.1"
          stroke="none"
        />
        <path
          d="M214 170 C240 150 290 160 300 196 C296 230 272 262 252 292 C240 268 226 250 212 236 C204 214 204 190 214 170 Z"
          fill="#ffffff"
          fillOpacity="0.1"
          stroke="none"
        />
        <path
          d="M40 96 C70 78 120 84 140 110 C136 136 110 152 82 150 C58 144 44 124 40 96 Z"
          fill="#ffffff"
          fillOpacity="0.1"
          stroke="none"
        />
      </g>
      <circle cx="210" cy="210" r="188" fill="none" stroke="#f5c542" strokeOpacity="0.35" strokeDasharray="2 8" />
      <g fill="none" stroke="#f5c542" strokeWidth="2" strokeLinecap="round" strokeDasharray="5 7">
        {ROUTES.map(([from, to, lift]) => (
          <path key={`${from}-${to}`} d={arc(from, to, lift)} />
        ))}
      </g>
      {/* a plane on its way from Karachi to Dubai */}
      <g transform="translate(200 214) rotate(-118) scale(0.9)">
        <path d="M0 -12 L3 -3 L12 2 L12 5 L3 2 L2 9 L5 12 L5 14 L0 12 L-5 14 L-5 12 L-2 9 L-3 2 L-12 5 L-12 2 L-3 -3 Z" fill="#ffffff" />
      </g>
      {CITIES.map((c) => (
        <g key={c.code}>
          <circle cx={c.x} cy={c.y} r="7" fill="#f5c542" fillOpacity="0.25" />
          <circle cx={c.x} cy={c.y} r="3.5" fill="#f5c542" />
          <text
            x={c.x + (c.dx ?? 8)}
            y={c.y + (c.dy ?? 4)}
            fill="#ffffff"
            fontSize="12"
            fontWeight="700"
            fontFamily="system-ui, sans-serif"
          >
            {c.code}
          </text>
        </g>
      ))}
    </svg>
  );
}
