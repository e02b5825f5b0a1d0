// Demo shop: products of every category with variants, stock levels, a price-reduction history
// (Omnibus), drone specifications, pictures drawn here as SVG and rendered with sharp (nothing
// downloaded), and the shipping methods. Every text in Polish and English (the `…En` fields).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { Prisma, PrismaClient } from '../../server/generated/prisma/client.ts';
import type { Storage } from '../../server/platform/storage/storage.ts';
import type { DroneSpecField, DroneSpecFieldEn } from '../../server/modules/catalogue/shop/products.ts';
import { fileUrl, PRODUCT_VIDEO } from '../../server/modules/catalogue/shop/rules.ts';

const DAY = 86_400_000;
const W = 1000;
const H = 750;

// ───────────────────────────── Drawings ─────────────────────────────

type Drawing = (c: Palette) => string;
interface Palette {
  /** Main colour of the object. */
  main: string;
  /** Second colour (details). */
  accent: string;
  /** Background tint. */
  bg: string;
}

const svg = (c: Palette, body: string, cx = W / 2, cy = H / 2) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${c.bg}"/><stop offset="1" stop-color="#ffffff"/>
    </linearGradient>
    <radialGradient id="disc" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${c.main}" stop-opacity="0.05"/>
      <stop offset="1" stop-color="${c.main}" stop-opacity="0.28"/>
    </radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <g opacity="0.07" stroke="${c.main}" stroke-width="2">
    ${Array.from({ length: 9 }, (_, i) => `<line x1="${i * 125}" y1="0" x2="${i * 125}" y2="${H}"/>`).join('')}
    ${Array.from({ length: 7 }, (_, i) => `<line x1="0" y1="${i * 125}" x2="${W}" y2="${i * 125}"/>`).join('')}
  </g>
  <ellipse cx="${cx}" cy="${cy + 40}" rx="330" ry="250" fill="#000" opacity="0.05"/>
  <g transform="translate(${cx} ${cy})">${body}</g>
</svg>`;

const rotor = (x: number, y: number, c: Palette, r = 105) => `
  <circle cx="${x}" cy="${y}" r="${r}" fill="url(#disc)" stroke="${c.main}" stroke-opacity="0.45" stroke-width="3"/>
  <g transform="translate(${x} ${y}) rotate(${(x + y) % 90})">
    <path d="M0 -8 C 30 -18, ${r - 10} -14, ${r - 4} 0 C ${r - 10} 10, 30 14, 0 8 Z" fill="#2b2b2b" opacity="0.85"/>
    <path d="M0 8 C -30 18, -${r - 10} 14, -${r - 4} 0 C -${r - 10} -10, -30 -14, 0 -8 Z" fill="#2b2b2b" opacity="0.85"/>
  </g>
  <circle cx="${x}" cy="${y}" r="24" fill="#333"/><circle cx="${x}" cy="${y}" r="9" fill="${c.accent}"/>`;

/** A multirotor seen from above: `arms` arms, a body and a gimbal camera at the front. */
const multirotor =
  (arms: number, span = 215, rotorRadius = 100, turn = 0): Drawing =>
  (c) => {
    const angles = Array.from({ length: arms }, (_, i) => (360 / arms) * i + (arms === 4 ? 45 : 0) - 90);
    const ends = angles.map((a) => [Math.cos((a * Math.PI) / 180) * span, Math.sin((a * Math.PI) / 180) * span]);
    return svg(
      c,
      `<g transform="rotate(${turn})">
      ${ends.map(([x, y]) => `<line x1="0" y1="0" x2="${x}" y2="${y}" stroke="${c.main}" stroke-width="30" stroke-linecap="round"/>`).join('')}
      ${ends.map(([x, y]) => rotor(x!, y!, c, rotorRadius)).join('')}
      <rect x="-85" y="-120" width="170" height="240" rx="70" fill="${c.main}"/>
      <rect x="-55" y="-85" width="110" height="150" rx="45" fill="#ffffff" opacity="0.25"/>
      <circle cx="0" cy="-118" r="34" fill="#1e1e1e"/><circle cx="0" cy="-118" r="16" fill="#3a6ea5"/>
      <circle cx="-6" cy="-124" r="5" fill="#ffffff" opacity="0.8"/>
      <circle cx="-60" cy="95" r="7" fill="#e53935"/><circle cx="60" cy="95" r="7" fill="#43a047"/></g>`,
    );
  };

/** A fixed-wing VTOL aeroplane from above. */
const plane: Drawing = (c) =>
  svg(
    c,
    `<path d="M-430 -10 L 430 -10 L 400 40 L -400 40 Z" fill="${c.main}"/>
    <rect x="-300" y="-150" width="12" height="330" rx="6" fill="#555"/><rect x="288" y="-150" width="12" height="330" rx="6" fill="#555"/>
    ${rotor(-294, -150, c, 70)}${rotor(-294, 180, c, 70)}${rotor(294, -150, c, 70)}${rotor(294, 180, c, 70)}
    <rect x="-42" y="-250" width="84" height="520" rx="42" fill="${c.main}"/>
    <rect x="-28" y="-230" width="56" height="120" rx="28" fill="#ffffff" opacity="0.3"/>
    <path d="M-160 250 L 160 250 L 130 285 L -130 285 Z" fill="${c.accent}"/>
    <rect x="-8" y="200" width="16" height="95" fill="${c.accent}"/>
    <circle cx="0" cy="300" r="20" fill="#333"/>`,
  );

const battery: Drawing = (c) =>
  svg(
    c,
    `<rect x="-250" y="-140" width="500" height="280" rx="40" fill="#2f2f2f"/>
    <rect x="-250" y="-140" width="500" height="90" rx="40" fill="${c.main}"/>
    <rect x="250" y="-60" width="40" height="120" rx="12" fill="#555"/>
    ${[0, 1, 2, 3].map((i) => `<rect x="${-170 + i * 90}" y="20" width="70" height="60" rx="10" fill="${i < 3 ? c.accent : '#666'}"/>`).join('')}
    <circle cx="-190" cy="-95" r="14" fill="#ffffff" opacity="0.7"/>`,
  );

const propellers: Drawing = (c) => {
  const prop = (x: number, y: number, angle: number) => `
    <g transform="translate(${x} ${y}) rotate(${angle})">
      <path d="M0 -14 C 60 -40, 250 -40, 290 -6 C 250 20, 60 20, 0 14 Z" fill="${c.main}"/>
      <path d="M0 14 C -60 40, -250 40, -290 6 C -250 -20, -60 -20, 0 -14 Z" fill="${c.main}"/>
      <circle r="34" fill="#333"/><circle r="12" fill="${c.accent}"/>
    </g>`;
  return svg(c, `${prop(-40, -90, -15)}${prop(40, 110, 20)}`);
};

const ndFilters: Drawing = (c) =>
  svg(
    c,
    [0, 1, 2, 3]
      .map(
        (
          i,
        ) => `<circle cx="${-240 + i * 160}" cy="${i % 2 ? 40 : -40}" r="120" fill="#1b1b1b" fill-opacity="${0.25 + i * 0.18}"
        stroke="${c.main}" stroke-width="16"/><circle cx="${-270 + i * 160}" cy="${(i % 2 ? 40 : -40) - 40}" r="22" fill="#fff" opacity="0.35"/>`,
      )
      .join(''),
  );

const mug: Drawing = (c) =>
  svg(
    c,
    `<path d="M150 -120 C 290 -120, 290 120, 150 120" fill="none" stroke="${c.main}" stroke-width="40"/>
    <rect x="-200" y="-200" width="360" height="400" rx="40" fill="${c.main}"/>
    <rect x="-200" y="-200" width="360" height="40" rx="20" fill="#ffffff" opacity="0.3"/>
    <g transform="translate(-20 20) scale(0.35)">${multirotorIcon(c)}</g>
    ${[-90, -20, 50].map((x) => `<path d="M${x} -250 q 25 -40 0 -80 q -25 -40 0 -80" fill="none" stroke="#999" stroke-width="10" stroke-linecap="round" opacity="0.5"/>`).join('')}`,
  );

function multirotorIcon(c: Palette): string {
  return `${[45, 135, 225, 315]
    .map((a) => {
      const x = Math.cos((a * Math.PI) / 180) * 200;
      const y = Math.sin((a * Math.PI) / 180) * 200;
      return `<line x1="0" y1="0" x2="${x}" y2="${y}" stroke="#fff" stroke-width="34"/><circle cx="${x}" cy="${y}" r="90" fill="none" stroke="#fff" stroke-width="22"/>`;
    })
    .join(
      '',
    )}<rect x="-70" y="-100" width="140" height="200" rx="60" fill="${c.accent}" stroke="#fff" stroke-width="20"/>`;
}

const cap: Drawing = (c) =>
  svg(
    c,
    `<path d="M-260 60 C -260 -230, 260 -230, 260 60 Z" fill="${c.main}"/>
    <path d="M-260 60 C -100 40, 100 40, 260 60 C 360 70, 420 120, 380 150 C 250 110, -200 110, -260 60 Z" fill="${c.accent}"/>
    <circle cx="0" cy="-160" r="18" fill="${c.accent}"/>
    <path d="M-120 -150 C -60 -40, 60 -40, 120 -150" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="8"/>
    <g transform="translate(0 -50) scale(0.22)">${multirotorIcon(c)}</g>`,
  );

const flightPlan: Drawing = (c) =>
  svg(
    c,
    `<rect x="-360" y="-250" width="720" height="440" rx="24" fill="#263238"/>
    <rect x="-335" y="-225" width="670" height="390" rx="8" fill="#dfe9d8"/>
    <path d="M-335 40 C -200 -20, -120 120, 40 60 S 260 -60, 335 10 L 335 165 L -335 165 Z" fill="#a5c8e4"/>
    <path d="M-200 -225 L -140 -60 L -335 -40 Z" fill="#c5ddb8"/>
    <polyline points="-260,-150 -60,-170 120,-90 250,-160 230,60 -40,100 -250,40" fill="none" stroke="${c.main}" stroke-width="8" stroke-dasharray="22 14"/>
    ${[
      [-260, -150],
      [-60, -170],
      [120, -90],
      [250, -160],
      [230, 60],
      [-40, 100],
      [-250, 40],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="16" fill="${c.accent}" stroke="#fff" stroke-width="5"/>`)
      .join('')}
    <path d="M-420 190 L 420 190 L 380 235 L -380 235 Z" fill="#455a64"/>`,
  );

const photogrammetry: Drawing = (c) => {
  const points: string[] = [];
  for (let i = 0; i < 9; i++) {
    for (let j = 0; j < 6; j++) {
      const x = -320 + i * 80;
      const y = -200 + j * 80 + Math.sin(i * 0.9 + j) * 22;
      points.push(`<circle cx="${x}" cy="${y}" r="7" fill="${c.main}"/>`);
      if (i < 8)
        points.push(
          `<line x1="${x}" y1="${y}" x2="${x + 80}" y2="${-200 + j * 80 + Math.sin((i + 1) * 0.9 + j) * 22}" stroke="${c.main}" stroke-opacity="0.5" stroke-width="3"/>`,
        );
      if (j < 5)
        points.push(
          `<line x1="${x}" y1="${y}" x2="${x}" y2="${-200 + (j + 1) * 80 + Math.sin(i * 0.9 + j + 1) * 22}" stroke="${c.accent}" stroke-opacity="0.5" stroke-width="3"/>`,
        );
    }
  }
  return svg(c, points.join(''));
};

const inspection: Drawing = (c) =>
  svg(
    c,
    `<rect x="-330" y="-60" width="200" height="300" fill="#90a4ae"/><rect x="-130" y="-180" width="160" height="420" fill="#b0bec5"/>
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="-105" y="${-150 + i * 75}" width="40" height="45" fill="#eceff1"/><rect x="-45" y="${-150 + i * 75}" width="40" height="45" fill="#eceff1"/>`).join('')}
    <g transform="translate(170 -120) scale(0.45)">${multirotorIcon(c)}</g>
    <path d="M170 -80 L 20 60 L 20 -60 Z" fill="${c.accent}" opacity="0.25"/>
    <circle cx="230" cy="140" r="80" fill="none" stroke="${c.main}" stroke-width="22"/>
    <line x1="288" y1="198" x2="370" y2="280" stroke="${c.main}" stroke-width="30" stroke-linecap="round"/>`,
  );

const repair: Drawing = (c) =>
  svg(
    c,
    `<g transform="rotate(-40)">
      <rect x="-30" y="-260" width="60" height="420" rx="28" fill="${c.main}"/>
      <path d="M-75 -300 a 80 80 0 1 0 150 0 l -40 0 l 0 50 l -70 0 l 0 -50 Z" fill="${c.main}"/>
    </g>
    <g transform="rotate(40)">
      <rect x="-22" y="-280" width="44" height="260" rx="8" fill="#9e9e9e"/>
      <rect x="-40" y="-30" width="80" height="260" rx="34" fill="${c.accent}"/>
    </g>
    <g transform="translate(250 170)">
      ${Array.from({ length: 8 }, (_, i) => `<rect x="-16" y="-92" width="32" height="40" rx="6" fill="#607d8b" transform="rotate(${i * 45})"/>`).join('')}
      <circle r="65" fill="#607d8b"/><circle r="26" fill="#fff"/>
    </g>`,
  );

const voucher =
  (amount: string, unit: string): Drawing =>
  (c) =>
    svg(
      c,
      `<path d="M-380 -200 H 380 V -50 a 50 50 0 0 0 0 100 V 200 H -380 V 50 a 50 50 0 0 0 0 -100 Z" fill="${c.main}"/>
      <line x1="150" y1="-180" x2="150" y2="180" stroke="#fff" stroke-width="6" stroke-dasharray="18 12" opacity="0.7"/>
      <rect x="-300" y="-200" width="44" height="400" fill="${c.accent}"/>
      <path d="M-278 -40 C -360 -120, -380 -20, -278 -10 C -180 -20, -200 -120, -278 -40 Z" fill="${c.accent}" stroke="#fff" stroke-width="4"/>
      <text x="-30" y="40" font-family="DejaVu Sans, Arial, sans-serif" font-size="120" font-weight="bold" fill="#fff" text-anchor="middle">${amount}</text>
      <text x="-30" y="110" font-family="DejaVu Sans, Arial, sans-serif" font-size="44" fill="#fff" text-anchor="middle" opacity="0.85">${unit}</text>
      <g transform="translate(265 0) scale(0.3)">${multirotorIcon(c)}</g>`,
    );

/** A shipping box with the product's emblem. */
const box: Drawing = (c) =>
  svg(
    c,
    `<path d="M-300 -120 L 0 -240 L 300 -120 L 0 0 Z" fill="${c.accent}"/>
    <path d="M-300 -120 L 0 0 L 0 300 L -300 180 Z" fill="${c.main}"/>
    <path d="M300 -120 L 0 0 L 0 300 L 300 180 Z" fill="${c.main}" opacity="0.8"/>
    <path d="M-150 -180 L 150 -60 L 150 20 L -150 -100 Z" fill="#fff" opacity="0.15"/>
    <g transform="translate(-150 130) skewY(22) scale(0.3)">${multirotorIcon(c)}</g>`,
  );

async function render(drawing: Drawing, palette: Palette): Promise<Buffer> {
  return sharp(Buffer.from(drawing(palette)))
    .png({ compressionLevel: 6 })
    .toBuffer();
}

// ───────────────────────────── Catalogue ─────────────────────────────

type Category = Prisma.ProductCreateInput['category'];
interface SeedVariant {
  name: string;
  nameEn: string;
  /** Current gross price in grosze. */
  price: number;
  stock: number;
  /** Earlier prices (grosze, days ago), oldest first; the current price is recorded now. */
  history?: [number, number][];
}
interface SeedProduct {
  name: string;
  nameEn: string;
  slug: string;
  category: Category;
  kind?: 'DRONE' | 'PLANE' | 'MULTIROTOR';
  shortDescription: string;
  shortDescriptionEn: string;
  description: string;
  descriptionEn: string;
  vatRate?: number;
  /** A clip from prisma/seed/media/, stored as the product's public video file. */
  video?: string;
  variants: SeedVariant[];
  pictures: [Drawing, Palette][];
  /** Every value in Polish and English (`<field>En`). */
  spec?: Record<DroneSpecField | DroneSpecFieldEn, string>;
}

const zl = (value: number) => Math.round(value * 100);

const PALETTES = {
  graphite: { main: '#37474f', accent: '#ff7043', bg: '#eceff1' },
  white: { main: '#90a4ae', accent: '#1e88e5', bg: '#e3f2fd' },
  orange: { main: '#ef6c00', accent: '#263238', bg: '#fff3e0' },
  green: { main: '#2e7d32', accent: '#fbc02d', bg: '#e8f5e9' },
  navy: { main: '#1a237e', accent: '#00bcd4', bg: '#e8eaf6' },
  red: { main: '#c62828', accent: '#ffca28', bg: '#ffebee' },
  purple: { main: '#6a1b9a', accent: '#ffb300', bg: '#f3e5f5' },
  teal: { main: '#00796b', accent: '#ff5252', bg: '#e0f2f1' },
  gold: { main: '#b8860b', accent: '#5d4037', bg: '#fff8e1' },
} satisfies Record<string, Palette>;

const PRODUCTS: SeedProduct[] = [
  {
    name: 'Dron Sokół Pro 4K',
    nameEn: 'Sokół Pro 4K Drone',
    slug: 'sokol-pro',
    category: 'EQUIPMENT',
    kind: 'DRONE',
    shortDescription: 'Składany dron z kamerą 4K/60 kl./s na gimbalu 3-osiowym i zasięgiem do 15 km. Klasa C1.',
    description:
      '<p><strong>Sokół Pro 4K</strong> to składany dron dla operatorów, którzy potrzebują jakości obrazu i niezawodności w pracy komercyjnej.</p>' +
      '<ul><li>Kamera 1" 20 MP, wideo 4K/60 kl./s, 10-bit</li><li>Czujniki przeszkód we wszystkich kierunkach</li><li>Do 43 minut lotu</li></ul>' +
      '<p>Dron posiada znak klasy <strong>C1</strong> – w kategorii otwartej możesz latać w podkategorii A1 po ukończeniu szkolenia online.</p>',
    shortDescriptionEn:
      'Foldable drone with a 4K/60 fps camera on a 3-axis gimbal and a range of up to 15 km. Class C1.',
    descriptionEn:
      '<p><strong>Sokół Pro 4K</strong> is a foldable drone for operators who need image quality and reliability in commercial work.</p>' +
      '<ul><li>1" 20 MP camera, 4K/60 fps 10-bit video</li><li>Obstacle sensing in all directions</li><li>Up to 43 minutes of flight</li></ul>' +
      '<p>The drone carries the <strong>C1</strong> class mark: in the open category you may fly it in subcategory A1 after the online training.</p>',
    video: 'pre-flight-hover.mp4',
    variants: [
      // The Omnibus example: 5 999 zł 45 days ago, 5 499 zł 25 days ago, 4 999 zł now → 5 499 zł.
      {
        name: 'Standard',
        nameEn: 'Standard',
        price: zl(4999),
        stock: 12,
        history: [
          [zl(5999), 45],
          [zl(5499), 25],
        ],
      },
      { name: 'Fly More Combo', nameEn: 'Fly More Combo', price: zl(6499), stock: 4, history: [[zl(6499), 60]] },
    ],
    pictures: [
      [multirotor(4), PALETTES.graphite],
      [multirotor(4, 215, 100, 25), { ...PALETTES.graphite, bg: '#fbe9e7' }],
      [box, PALETTES.graphite],
    ],
    spec: {
      aircraftType: 'Wielowirnikowiec (quadrocopter), składany',
      droneClass: 'C1',
      startingMass: '895 g',
      maximumStartingMass: '900 g',
      flightTime: 'do 43 min',
      preparationTime: 'ok. 2 min',
      cameraParams: 'Matryca 1" CMOS 20 MP, wideo 4K/60 kl./s, 10-bit D-Log, zoom cyfrowy 3×',
      compatibleSensors: 'Kamera termowizyjna (moduł opcjonalny), głośnik, reflektor',
      additionalSensors: 'Dookólne czujniki przeszkód, GNSS (GPS + Galileo + BeiDou), ADS-B',
      sizeExtended: '347 × 283 × 108 mm',
      sizeFolded: '221 × 96 × 90 mm',
      sizeTransportCase: '380 × 260 × 150 mm',
      workTemperature: 'od -10 °C do 40 °C',
      normIP: 'IP43',
      specialFeatures: 'Powrót do punktu startu, śledzenie obiektu, zdalna identyfikacja (Remote ID), tryb nocny',
      packageDescription:
        'Dron, aparatura sterująca z ekranem, akumulator, 3 pary śmigieł, ładowarka USB-C, osłona gimbala',
      suggestedCertification: 'Kategoria otwarta A1/A3 (szkolenie i egzamin online ULC)',
      aircraftTypeEn: 'Multirotor (quadcopter), foldable',
      droneClassEn: 'C1',
      startingMassEn: '895 g',
      maximumStartingMassEn: '900 g',
      flightTimeEn: 'up to 43 min',
      preparationTimeEn: 'about 2 min',
      cameraParamsEn: '1" CMOS sensor, 20 MP, 4K/60 fps video, 10-bit D-Log, 3× digital zoom',
      compatibleSensorsEn: 'Thermal camera (optional module), speaker, spotlight',
      additionalSensorsEn: 'Omnidirectional obstacle sensors, GNSS (GPS + Galileo + BeiDou), ADS-B',
      sizeExtendedEn: '347 × 283 × 108 mm',
      sizeFoldedEn: '221 × 96 × 90 mm',
      sizeTransportCaseEn: '380 × 260 × 150 mm',
      workTemperatureEn: '-10 °C to 40 °C',
      normIPEn: 'IP43',
      specialFeaturesEn: 'Return to home, subject tracking, Remote ID, night mode',
      packageDescriptionEn:
        'Drone, remote controller with a screen, battery, 3 pairs of propellers, USB-C charger, gimbal cover',
      suggestedCertificationEn: 'Open category A1/A3 (ULC online training and exam)',
    },
  },
  {
    name: 'Dron Orlik Mini 2',
    nameEn: 'Orlik Mini 2 Drone',
    slug: 'orlik-mini',
    category: 'EQUIPMENT',
    kind: 'DRONE',
    shortDescription: 'Lekki dron poniżej 250 g z kamerą 4K – idealny na pierwszy dron i do nauki latania.',
    description:
      '<p>Orlik Mini 2 waży mniej niż 250 g, więc w kategorii otwartej latasz nim w podkategorii A1 nawet nad niezaangażowanymi osobami.</p>' +
      '<p>Stabilny zawis, powrót do miejsca startu i do 31 minut lotu na jednym akumulatorze.</p>',
    shortDescriptionEn: 'A light drone under 250 g with a 4K camera: the ideal first drone for learning to fly.',
    descriptionEn:
      '<p>Orlik Mini 2 weighs less than 250 g, so in the open category you fly it in subcategory A1, even over uninvolved people.</p>' +
      '<p>Steady hovering, return to home and up to 31 minutes of flight on one battery.</p>',
    variants: [
      { name: 'Standard', nameEn: 'Standard', price: zl(2999), stock: 14 },
      { name: 'Fly More Combo', nameEn: 'Fly More Combo', price: zl(3899), stock: 4 },
    ],
    pictures: [
      [multirotor(4, 190, 90), PALETTES.white],
      [box, PALETTES.white],
    ],
    spec: {
      aircraftType: 'Wielowirnikowiec (quadrocopter), składany',
      droneClass: 'C0',
      startingMass: '249 g',
      maximumStartingMass: '249 g',
      flightTime: 'do 31 min',
      preparationTime: 'ok. 1 min',
      cameraParams: 'Matryca 1/1,3" 12 MP, wideo 4K/30 kl./s, gimbal 3-osiowy',
      compatibleSensors: 'Brak',
      additionalSensors: 'Czujniki dolne (ToF), GNSS (GPS + Galileo)',
      sizeExtended: '251 × 362 × 70 mm',
      sizeFolded: '148 × 90 × 62 mm',
      sizeTransportCase: '230 × 170 × 90 mm',
      workTemperature: 'od 0 °C do 40 °C',
      normIP: 'brak',
      specialFeatures: 'Tryb pionowy do mediów społecznościowych, QuickShots, powrót do punktu startu',
      packageDescription: 'Dron, aparatura sterująca, akumulator (Fly More Combo: 3 akumulatory, hub ładujący, torba)',
      suggestedCertification: 'Kategoria otwarta A1/A3 (rejestracja operatora)',
      aircraftTypeEn: 'Multirotor (quadcopter), foldable',
      droneClassEn: 'C0',
      startingMassEn: '249 g',
      maximumStartingMassEn: '249 g',
      flightTimeEn: 'up to 31 min',
      preparationTimeEn: 'about 1 min',
      cameraParamsEn: '1/1.3" sensor, 12 MP, 4K/30 fps video, 3-axis gimbal',
      compatibleSensorsEn: 'None',
      additionalSensorsEn: 'Downward sensors (ToF), GNSS (GPS + Galileo)',
      sizeExtendedEn: '251 × 362 × 70 mm',
      sizeFoldedEn: '148 × 90 × 62 mm',
      sizeTransportCaseEn: '230 × 170 × 90 mm',
      workTemperatureEn: '0 °C to 40 °C',
      normIPEn: 'none',
      specialFeaturesEn: 'Vertical mode for social media, QuickShots, return to home',
      packageDescriptionEn: 'Drone, remote controller, battery (Fly More Combo: 3 batteries, charging hub, bag)',
      suggestedCertificationEn: 'Open category A1/A3 (operator registration)',
    },
  },
  {
    name: 'Heksakopter Żuraw H6 Agro',
    nameEn: 'Żuraw H6 Agro Hexacopter',
    slug: 'zuraw-h6',
    category: 'EQUIPMENT',
    kind: 'MULTIROTOR',
    shortDescription: 'Sześciowirnikowa platforma do oprysków i inspekcji z udźwigiem 10 kg i redundancją napędu.',
    description:
      '<p><strong>Żuraw H6</strong> to profesjonalny heksakopter dla rolnictwa precyzyjnego i inspekcji przemysłowych.</p>' +
      '<p>Redundancja napędu pozwala bezpiecznie wylądować nawet po awarii jednego silnika.</p>',
    shortDescriptionEn:
      'A six-rotor platform for spraying and inspections with a 10 kg payload and propulsion redundancy.',
    descriptionEn:
      '<p><strong>Żuraw H6</strong> is a professional hexacopter for precision agriculture and industrial inspections.</p>' +
      '<p>Propulsion redundancy lets it land safely even after one motor fails.</p>',
    variants: [{ name: 'Standard', nameEn: 'Standard', price: zl(24999), stock: 2 }],
    pictures: [
      [multirotor(6, 250, 85), PALETTES.green],
      [multirotor(6, 250, 85, 30), { ...PALETTES.green, bg: '#fffde7' }],
    ],
    spec: {
      aircraftType: 'Wielowirnikowiec (heksakopter)',
      droneClass: 'C3',
      startingMass: '14,5 kg',
      maximumStartingMass: '24,9 kg',
      flightTime: 'do 38 min bez ładunku, 18 min z ładunkiem 10 kg',
      preparationTime: 'ok. 10 min',
      cameraParams: 'Kamera FPV 1080p; gniazdo na gimbal z kamerą RGB lub multispektralną',
      compatibleSensors: 'Kamera multispektralna, termowizyjna, LiDAR, zbiornik do oprysków 10 l',
      additionalSensors: 'Radar terenowy, RTK, czujniki przeszkód przód/tył',
      sizeExtended: '1650 × 1450 × 620 mm',
      sizeFolded: '780 × 720 × 620 mm',
      sizeTransportCase: '1200 × 800 × 700 mm',
      workTemperature: 'od -20 °C do 45 °C',
      normIP: 'IP55',
      specialFeatures: 'Redundancja napędu, automatyczne misje po siatce, spadochron ratunkowy (opcja)',
      packageDescription: 'Dron, aparatura, 2 akumulatory 22 000 mAh, ładowarka dwukanałowa, skrzynia transportowa',
      suggestedCertification: 'Kategoria szczególna, scenariusz NSTS-02/STS-02 (świadectwo kwalifikacji)',
      aircraftTypeEn: 'Multirotor (hexacopter)',
      droneClassEn: 'C3',
      startingMassEn: '14.5 kg',
      maximumStartingMassEn: '24.9 kg',
      flightTimeEn: 'up to 38 min without payload, 18 min with a 10 kg payload',
      preparationTimeEn: 'about 10 min',
      cameraParamsEn: '1080p FPV camera; gimbal mount for an RGB or multispectral camera',
      compatibleSensorsEn: 'Multispectral camera, thermal camera, LiDAR, 10 l spray tank',
      additionalSensorsEn: 'Terrain-following radar, RTK, front/rear obstacle sensors',
      sizeExtendedEn: '1650 × 1450 × 620 mm',
      sizeFoldedEn: '780 × 720 × 620 mm',
      sizeTransportCaseEn: '1200 × 800 × 700 mm',
      workTemperatureEn: '-20 °C to 45 °C',
      normIPEn: 'IP55',
      specialFeaturesEn: 'Propulsion redundancy, automatic grid missions, emergency parachute (option)',
      packageDescriptionEn: 'Drone, remote controller, 2 batteries of 22,000 mAh, dual-channel charger, transport case',
      suggestedCertificationEn: 'Specific category, scenario NSTS-02/STS-02 (certificate of competency)',
    },
  },
  {
    name: 'Samolot bezzałogowy Albatros VTOL',
    nameEn: 'Albatros VTOL Unmanned Aircraft',
    slug: 'albatros-vtol',
    category: 'EQUIPMENT',
    kind: 'PLANE',
    shortDescription:
      'Płatowiec z pionowym startem do mapowania dużych obszarów: do 2 h lotu i 400 ha na jednym locie.',
    description:
      '<p>Albatros VTOL łączy zalety samolotu i wielowirnikowca: startuje pionowo z małego placu, a lot przelotowy wykonuje jak samolot.</p>' +
      '<p>Idealny do fotogrametrii, geodezji i monitoringu liniowej infrastruktury.</p>',
    shortDescriptionEn:
      'A vertical take-off airframe for mapping large areas: up to 2 h of flight and 400 ha in one flight.',
    descriptionEn:
      '<p>Albatros VTOL combines the strengths of an aeroplane and a multirotor: it takes off vertically from a small field and cruises like an aeroplane.</p>' +
      '<p>Ideal for photogrammetry, surveying and monitoring linear infrastructure.</p>',
    variants: [{ name: 'Standard', nameEn: 'Standard', price: zl(38900), stock: 0 }],
    pictures: [
      [plane, PALETTES.navy],
      [plane, { ...PALETTES.orange, bg: '#e8eaf6' }],
      [box, PALETTES.navy],
    ],
    spec: {
      aircraftType: 'Samolot VTOL (płatowiec z 4 wirnikami nośnymi)',
      droneClass: 'C3',
      startingMass: '7,2 kg',
      maximumStartingMass: '8,5 kg',
      flightTime: 'do 120 min',
      preparationTime: 'ok. 15 min',
      cameraParams: 'Aparat pełnoklatkowy 42 MP z migawką centralną',
      compatibleSensors: 'Kamera multispektralna, LiDAR lekki, głowica 5-obiektywowa (ukośna)',
      additionalSensors: 'PPK/RTK, rurka Pitota, ADS-B',
      sizeExtended: 'Rozpiętość 2400 mm, długość 1350 mm',
      sizeFolded: '1200 × 450 × 300 mm',
      sizeTransportCase: '1300 × 550 × 400 mm',
      workTemperature: 'od -20 °C do 50 °C',
      normIP: 'IP54',
      specialFeatures: 'Pionowy start i lądowanie, automatyczne planowanie pokrycia, praca przy wietrze do 12 m/s',
      packageDescription: 'Płatowiec, skrzydła, 2 akumulatory, stacja naziemna z tabletem, walizka transportowa',
      suggestedCertification: 'Kategoria szczególna, NSTS-06/STS-02 lub zezwolenie w kategorii szczególnej',
      aircraftTypeEn: 'VTOL aeroplane (fixed wing with 4 lift rotors)',
      droneClassEn: 'C3',
      startingMassEn: '7.2 kg',
      maximumStartingMassEn: '8.5 kg',
      flightTimeEn: 'up to 120 min',
      preparationTimeEn: 'about 15 min',
      cameraParamsEn: '42 MP full-frame camera with a leaf shutter',
      compatibleSensorsEn: 'Multispectral camera, light LiDAR, 5-lens oblique camera head',
      additionalSensorsEn: 'PPK/RTK, pitot tube, ADS-B',
      sizeExtendedEn: 'Wingspan 2400 mm, length 1350 mm',
      sizeFoldedEn: '1200 × 450 × 300 mm',
      sizeTransportCaseEn: '1300 × 550 × 400 mm',
      workTemperatureEn: '-20 °C to 50 °C',
      normIPEn: 'IP54',
      specialFeaturesEn: 'Vertical take-off and landing, automatic coverage planning, flies in winds up to 12 m/s',
      packageDescriptionEn: 'Airframe, wings, 2 batteries, ground station with a tablet, transport case',
      suggestedCertificationEn: 'Specific category, NSTS-06/STS-02 or an operational authorisation',
    },
  },
  {
    name: 'Akumulator inteligentny 2450 mAh',
    nameEn: 'Intelligent Battery 2450 mAh',
    slug: 'akumulator-2450',
    category: 'ACCESSORY',
    shortDescription: 'Oryginalny akumulator do drona Sokół Pro 4K z ochroną przed przeładowaniem i samorozładowaniem.',
    description:
      '<p>Akumulator LiPo 2450 mAh, 15,4 V. Wskaźnik naładowania, automatyczne rozładowanie do stanu przechowywania.</p>',
    shortDescriptionEn:
      'Original battery for the Sokół Pro 4K drone, protected against overcharging and self-discharge.',
    descriptionEn: '<p>LiPo battery, 2450 mAh, 15.4 V. Charge indicator and automatic discharge to storage level.</p>',
    variants: [
      { name: '1 sztuka', nameEn: '1 piece', price: zl(349), stock: 25 },
      { name: '2 sztuki', nameEn: '2 pieces', price: zl(649), stock: 3 },
    ],
    pictures: [
      [battery, { ...PALETTES.orange, accent: '#66bb6a' }],
      [battery, { main: '#1565c0', accent: '#66bb6a', bg: '#eceff1' }],
    ],
  },
  {
    name: 'Śmigła niskoszumowe (komplet 4 szt.)',
    nameEn: 'Low-noise Propellers (set of 4)',
    slug: 'smigla',
    category: 'ACCESSORY',
    shortDescription: 'Zapasowe śmigła szybkozłączne, ciszsze o ok. 4 dB od standardowych.',
    description: '<p>Komplet czterech śmigieł (2 pary) do dronów Sokół Pro 4K i Orlik Mini 2. Montaż bez narzędzi.</p>',
    shortDescriptionEn: 'Spare quick-release propellers, about 4 dB quieter than the standard ones.',
    descriptionEn:
      '<p>A set of four propellers (2 pairs) for the Sokół Pro 4K and Orlik Mini 2 drones. Fitted without tools.</p>',
    variants: [
      { name: '1 komplet', nameEn: '1 set', price: zl(79), stock: 60 },
      { name: '2 komplety', nameEn: '2 sets', price: zl(139), stock: 5 },
    ],
    pictures: [[propellers, PALETTES.graphite]],
  },
  {
    name: 'Zestaw filtrów ND (ND8/16/32/64)',
    nameEn: 'ND Filter Set (ND8/16/32/64)',
    slug: 'filtry-nd',
    category: 'ACCESSORY',
    shortDescription: 'Filtry szare do filmowania z naturalnym rozmyciem ruchu w słoneczne dni.',
    description: '<p>Cztery filtry ND w aluminiowych oprawkach z powłoką hydrofobową. Etui w zestawie.</p>',
    shortDescriptionEn: 'Neutral density filters for filming with natural motion blur on sunny days.',
    descriptionEn: '<p>Four ND filters in aluminium frames with a hydrophobic coating. Case included.</p>',
    variants: [{ name: 'Standard', nameEn: 'Standard', price: zl(299), stock: 0 }],
    pictures: [[ndFilters, PALETTES.purple]],
  },
  {
    name: 'Kubek pilota drona',
    nameEn: 'Drone Pilot Mug',
    slug: 'kubek',
    category: 'GADGET',
    shortDescription: 'Ceramiczny kubek 330 ml z logo akademii – na poranną kawę przed lotem.',
    description: '<p>Kubek ceramiczny, pojemność 330 ml. Można myć w zmywarce.</p>',
    shortDescriptionEn: 'A 330 ml ceramic mug with the academy logo, for the morning coffee before a flight.',
    descriptionEn: '<p>Ceramic mug, 330 ml. Dishwasher safe.</p>',
    variants: [{ name: 'Standard', nameEn: 'Standard', price: zl(49), stock: 120 }],
    pictures: [[mug, PALETTES.teal]],
  },
  {
    name: 'Czapka z daszkiem SkyPilot',
    nameEn: 'SkyPilot Baseball Cap',
    slug: 'czapka',
    category: 'GADGET',
    shortDescription: 'Bawełniana czapka z haftowanym dronem – chroni oczy przed słońcem podczas lotów.',
    description: '<p>100% bawełny, regulowany pasek. Dostępna w dwóch rozmiarach.</p>',
    shortDescriptionEn: 'A cotton cap with an embroidered drone that shades your eyes from the sun while flying.',
    descriptionEn: '<p>100% cotton, adjustable strap. Available in two sizes.</p>',
    variants: [
      { name: 'S/M', nameEn: 'S/M', price: zl(69), stock: 4 },
      { name: 'L/XL', nameEn: 'L/XL', price: zl(69), stock: 9 },
    ],
    pictures: [
      [cap, PALETTES.red],
      [cap, PALETTES.navy],
    ],
  },
  {
    name: 'Licencja AeroPlan – planowanie lotów',
    nameEn: 'AeroPlan Licence – Flight Planning',
    slug: 'aeroplan',
    category: 'SOFTWARE',
    shortDescription: 'Aplikacja do planowania misji, sprawdzania stref geograficznych i prowadzenia książki lotów.',
    description:
      '<p><strong>AeroPlan</strong> pokazuje strefy geograficzne UAS, pogodę i NOTAM-y, planuje misje po punktach i automatycznie prowadzi książkę lotów.</p>' +
      '<p>Licencja imienna, aktywacja kodem wysyłanym e-mailem.</p>',
    shortDescriptionEn: 'An app for planning missions, checking geographical zones and keeping a flight log.',
    descriptionEn:
      '<p><strong>AeroPlan</strong> shows UAS geographical zones, weather and NOTAMs, plans waypoint missions and keeps your flight log automatically.</p>' +
      '<p>Personal licence, activated with a code sent by e-mail.</p>',
    variants: [
      { name: '12 miesięcy', nameEn: '12 months', price: zl(1199), stock: 999 },
      { name: '24 miesiące', nameEn: '24 months', price: zl(1999), stock: 999 },
    ],
    pictures: [[flightPlan, PALETTES.orange]],
  },
  {
    name: 'MapaPro – fotogrametria (licencja roczna)',
    nameEn: 'MapaPro – Photogrammetry (annual licence)',
    slug: 'mapapro',
    category: 'SOFTWARE',
    shortDescription: 'Ortofotomapy, chmury punktów i modele 3D ze zdjęć z drona.',
    description: '<p>Przetwarzanie do 5000 zdjęć w projekcie, eksport do GeoTIFF, LAS i OBJ.</p>',
    shortDescriptionEn: 'Orthophoto maps, point clouds and 3D models from drone photos.',
    descriptionEn: '<p>Processes up to 5000 photos per project; exports to GeoTIFF, LAS and OBJ.</p>',
    variants: [{ name: 'Licencja roczna', nameEn: 'Annual licence', price: zl(3490), stock: 50 }],
    pictures: [[photogrammetry, PALETTES.navy]],
  },
  {
    name: 'Przegląd techniczny drona',
    nameEn: 'Drone Technical Inspection',
    slug: 'przeglad',
    category: 'SERVICE',
    shortDescription: 'Kontrola stanu technicznego, kalibracja i aktualizacja oprogramowania w naszym serwisie.',
    description:
      '<p>Sprawdzamy napęd, akumulatory, gimbal i łączność, kalibrujemy czujniki i aktualizujemy oprogramowanie. Otrzymasz protokół z przeglądu.</p>',
    shortDescriptionEn:
      "A check of the drone's technical condition, calibration and software update in our service centre.",
    descriptionEn:
      '<p>We check the propulsion, batteries, gimbal and radio link, calibrate the sensors and update the software. You receive an inspection report.</p>',
    variants: [
      { name: 'Dron do 2 kg', nameEn: 'Drone up to 2 kg', price: zl(349), stock: 20 },
      { name: 'Dron powyżej 2 kg', nameEn: 'Drone over 2 kg', price: zl(549), stock: 10 },
    ],
    pictures: [[repair, PALETTES.teal]],
  },
  {
    name: 'Inspekcja obiektu dronem',
    nameEn: 'Drone Inspection of a Building',
    slug: 'inspekcja',
    category: 'SERVICE',
    shortDescription: 'Usługa inspekcji dachu, elewacji lub komina z raportem zdjęciowym i termowizyjnym.',
    description: '<p>Lot wykonuje pilot z uprawnieniami w kategorii szczególnej. Raport w ciągu 3 dni roboczych.</p>',
    shortDescriptionEn: 'Inspection of a roof, façade or chimney with a photo and thermal imaging report.',
    descriptionEn:
      '<p>The flight is made by a pilot qualified in the specific category. Report within 3 working days.</p>',
    variants: [{ name: 'Do 2 godzin', nameEn: 'Up to 2 hours', price: zl(1490), stock: 5 }],
    pictures: [
      [inspection, PALETTES.red],
      [inspection, PALETTES.graphite],
    ],
  },
  {
    name: 'Bon podarunkowy SkyPilot',
    nameEn: 'SkyPilot Gift Voucher',
    slug: 'bon',
    category: 'VOUCHER',
    shortDescription: 'Elektroniczny bon na kursy i produkty akademii, ważny 12 miesięcy.',
    description: '<p>Bon otrzymasz e-mailem z unikalnym kodem. Można go wykorzystać na kursy i w sklepie.</p>',
    shortDescriptionEn: "An electronic voucher for the academy's courses and products, valid for 12 months.",
    descriptionEn:
      '<p>You receive the voucher by e-mail with a unique code. It can be used for courses and in the shop.</p>',
    variants: [
      { name: '100 zł', nameEn: 'PLN 100', price: zl(100), stock: 999 },
      { name: '250 zł', nameEn: 'PLN 250', price: zl(250), stock: 999 },
      { name: '500 zł', nameEn: 'PLN 500', price: zl(500), stock: 999 },
    ],
    pictures: [
      [voucher('100', 'zł'), PALETTES.gold],
      [voucher('250', 'zł'), PALETTES.purple],
      [voucher('500', 'zł'), PALETTES.navy],
    ],
  },
  {
    name: 'Voucher na lot zapoznawczy z instruktorem',
    nameEn: 'Taster Flight Voucher with an Instructor',
    slug: 'lot-zapoznawczy',
    category: 'VOUCHER',
    shortDescription: 'Godzina lotów dronem pod okiem instruktora na lądowisku akademii pod Warszawą.',
    description:
      '<p>Idealny prezent dla osoby, która chce spróbować latania. Termin do uzgodnienia, ważność 6 miesięcy.</p>',
    shortDescriptionEn: "An hour of drone flying under an instructor's eye at the academy's airfield near Warsaw.",
    descriptionEn:
      '<p>The perfect gift for someone who wants to try flying. Date to be agreed, valid for 6 months.</p>',
    variants: [{ name: 'Standard', nameEn: 'Standard', price: zl(399), stock: 15 }],
    pictures: [[voucher('60', 'minut'), PALETTES.green]],
  },
];

const SHIPPING_METHODS: Prisma.ShippingMethodCreateManyInput[] = [
  {
    name: 'Kurier InPost',
    nameEn: 'InPost courier',
    description: 'Dostawa pod wskazany adres do 3 dni roboczych.',
    descriptionEn: 'Delivery to the address you give within 3 working days.',
    priceGross: zl(19.99),
  },
  {
    name: 'Paczkomat InPost',
    nameEn: 'InPost parcel locker',
    description: 'Odbiór w wybranym Paczkomacie do 3 dni roboczych.',
    descriptionEn: 'Collect from the parcel locker of your choice within 3 working days.',
    priceGross: zl(14.99),
  },
  {
    name: 'Odbiór osobisty w Warszawie',
    nameEn: 'Personal collection in Warsaw',
    description: 'Odbiór w siedzibie akademii (pon.–pt. 10:00–18:00) po potwierdzeniu gotowości zamówienia.',
    descriptionEn: 'Collect at the academy (Mon–Fri 10:00–18:00) once we confirm that your order is ready.',
    priceGross: 0,
  },
];

// ───────────────────────────── Seeding ─────────────────────────────

/**
 * Seeds the demo shop (products with variants, price history, drone specifications and public
 * pictures in `storage`) and the shipping methods. Each part is skipped when its table is not
 * empty, so calling it twice does nothing.
 */
export async function seedProducts(prisma: PrismaClient, storage: Storage): Promise<void> {
  if ((await prisma.shippingMethod.count()) === 0) {
    await prisma.shippingMethod.createMany({ data: SHIPPING_METHODS });
  }
  if ((await prisma.product.count()) > 0) return;

  const now = Date.now();
  // Every picture rendered and stored first (sharp works in parallel), then the rows.
  const pictures = await Promise.all(
    PRODUCTS.map((product) =>
      Promise.all(
        product.pictures.map(async ([drawing, palette], i) => {
          const png = await render(drawing, palette);
          const key = `product_image/${randomUUID()}`;
          await storage.put(key, Readable.from(png), png.length);
          return { key, size: png.length, originalName: `${product.slug}-${i + 1}.png` };
        }),
      ),
    ),
  );

  for (const [index, product] of PRODUCTS.entries()) {
    const video = product.video ? await storeVideo(prisma, storage, product.video) : null;
    // Listed newest first, in the order above.
    const createdAt = new Date(now - index * 60_000);
    await prisma.product.create({
      data: {
        name: product.name,
        nameEn: product.nameEn,
        category: product.category,
        kind: product.kind ?? null,
        shortDescription: product.shortDescription,
        shortDescriptionEn: product.shortDescriptionEn,
        description: product.description,
        descriptionEn: product.descriptionEn,
        vatRate: product.vatRate ?? 23,
        videoUrl: video ? fileUrl(video.id) : null,
        videoFileId: video?.id ?? null,
        createdAt,
        variants: {
          create: product.variants.map((variant, sortOrder) => ({
            name: variant.name,
            nameEn: variant.nameEn,
            priceGross: variant.price,
            stock: variant.stock,
            sortOrder,
            priceChanges: {
              create: [
                ...(variant.history ?? []).map(([priceGross, daysAgo]) => ({
                  priceGross,
                  changedAt: new Date(now - daysAgo * DAY),
                })),
                ...(variant.history?.at(-1)?.[0] === variant.price
                  ? []
                  : [{ priceGross: variant.price, changedAt: createdAt }]),
              ],
            },
          })),
        },
        images: {
          create: pictures[index]!.map((picture, sortOrder) => ({
            sortOrder,
            isMain: sortOrder === 0,
            file: {
              create: {
                key: picture.key,
                purpose: 'PRODUCT_IMAGE',
                originalName: picture.originalName,
                mimeType: 'image/png',
                size: picture.size,
                public: true,
              },
            },
          })),
        },
        ...(product.spec ? { droneSpec: { create: product.spec } } : {}),
      },
    });
  }
}

/** A demo clip shipped in prisma/seed/media/, stored as a public video file (nothing downloaded). */
async function storeVideo(prisma: PrismaClient, storage: Storage, name: string) {
  const bytes = readFileSync(path.join(import.meta.dirname, 'media', name));
  const key = `${PRODUCT_VIDEO.toLowerCase()}/${randomUUID()}`;
  await storage.put(key, Readable.from([bytes]), bytes.length);
  return prisma.storedFile.create({
    data: { key, purpose: PRODUCT_VIDEO, originalName: name, mimeType: 'video/mp4', size: bytes.length, public: true },
  });
}
