// Demo personnel (/about-us) and client references (/references) in PL and EN, with portraits and
// logos drawn here as SVG and rendered with sharp (nothing is downloaded).
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { PrismaClient } from '../../server/generated/prisma/client.ts';
import { sanitizeRichText } from '../../server/platform/rich-text.ts';
import type { Storage } from '../../server/platform/storage/storage.ts';
import { PERSONNEL_PHOTO, REFERENCE_LOGO } from '../../server/modules/content/people/service.ts';

// ───────────────────────────── Drawings ─────────────────────────────

interface Look {
  /** Background. */
  bg: string;
  skin: string;
  hair: string;
  /** Clothes. */
  shirt: string;
  /** Long hair (drawn behind the shoulders). */
  long?: boolean;
  glasses?: boolean;
  beard?: boolean;
}

/** A flat, friendly portrait (600×600): head, hair, shoulders, optional glasses and beard. */
function portrait(look: Look): string {
  const { bg, skin, hair, shirt } = look;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="#ffffff"/>
    </linearGradient>
  </defs>
  <rect width="600" height="600" fill="url(#bg)"/>
  <circle cx="470" cy="130" r="60" fill="#ffffff" opacity="0.35"/>
  <path d="M430 120 h80 M470 80 v80" stroke="#ffffff" stroke-width="10" stroke-linecap="round" opacity="0.5"/>
  ${look.long ? `<path d="M170 250 Q160 470 220 520 L380 520 Q440 470 430 250 Z" fill="${hair}"/>` : ''}
  <path d="M110 600 Q120 440 300 420 Q480 440 490 600 Z" fill="${shirt}"/>
  <path d="M255 420 L300 480 L345 420 Z" fill="#ffffff" opacity="0.85"/>
  <rect x="265" y="350" width="70" height="80" rx="20" fill="${skin}"/>
  <ellipse cx="300" cy="270" rx="105" ry="125" fill="${skin}"/>
  <path d="M195 260 Q190 140 300 135 Q410 140 405 260 Q390 190 300 185 Q220 190 195 260 Z" fill="${hair}"/>
  <circle cx="262" cy="275" r="9" fill="#2b2b2b"/>
  <circle cx="338" cy="275" r="9" fill="#2b2b2b"/>
  <path d="M265 330 Q300 355 335 330" stroke="#7a3b2e" stroke-width="7" fill="none" stroke-linecap="round"/>
  ${
    look.glasses
      ? `<g stroke="#333" stroke-width="6" fill="none"><circle cx="262" cy="275" r="30"/><circle cx="338" cy="275" r="30"/><path d="M292 275 h16"/></g>`
      : ''
  }
  ${look.beard ? `<path d="M205 300 Q215 400 300 405 Q385 400 395 300 Q370 370 300 372 Q230 370 205 300 Z" fill="${hair}"/>` : ''}
</svg>`;
}

/** A company logo: a coloured mark and a short brand name, as wide as it needs (320 px high). */
function logo(brand: string, color: string, mark: 'drone' | 'wave' | 'grid' | 'peak'): string {
  const marks = {
    drone: `<g fill="none" stroke="${color}" stroke-width="10"><circle cx="-45" cy="-45" r="28"/><circle cx="45" cy="-45" r="28"/><circle cx="-45" cy="45" r="28"/><circle cx="45" cy="45" r="28"/><path d="M-25 -25 L25 25 M25 -25 L-25 25"/></g><rect x="-16" y="-16" width="32" height="32" rx="6" fill="${color}"/>`,
    wave: `<path d="M-80 20 Q-40 -50 0 20 T80 20" fill="none" stroke="${color}" stroke-width="16" stroke-linecap="round"/><circle cx="0" cy="-40" r="18" fill="${color}"/>`,
    grid: `<g fill="${color}"><rect x="-70" y="-70" width="60" height="60" rx="8"/><rect x="10" y="-70" width="60" height="60" rx="8" opacity="0.6"/><rect x="-70" y="10" width="60" height="60" rx="8" opacity="0.6"/><rect x="10" y="10" width="60" height="60" rx="8"/></g>`,
    peak: `<path d="M-85 60 L-25 -50 L10 10 L35 -25 L85 60 Z" fill="${color}"/>`,
  };
  const text = brand.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const width = 290 + Math.ceil(brand.length * 0.7 * 110) + 40;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="320" viewBox="0 0 ${width} 320">
  <rect width="${width}" height="320" fill="#ffffff"/>
  <g transform="translate(150 160)">${marks[mark]}</g>
  <text x="280" y="198" font-family="DejaVu Sans, Arial, sans-serif" font-size="110" font-weight="700" fill="#1f2937">${text}</text>
</svg>`;
}

async function store(storage: Storage, prisma: PrismaClient, svg: string, purpose: string, name: string) {
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
  const key = `${purpose.toLowerCase()}/${randomUUID()}`;
  await storage.put(key, Readable.from([png]), png.length);
  return prisma.storedFile.create({
    data: { key, purpose, originalName: name, mimeType: 'image/png', size: png.length, public: true },
  });
}

// ───────────────────────────── Content ─────────────────────────────

interface SeedPerson {
  slug: string;
  look: Look;
  pl: { fullName: string; position: string; description: string };
  en: { fullName: string; position: string; description: string };
}

const PEOPLE: SeedPerson[] = [
  {
    slug: 'marek-zielinski',
    look: { bg: '#cfe3f7', skin: '#f1c7a5', hair: '#5a3b26', shirt: '#1e4f8a', beard: true },
    pl: {
      fullName: 'Marek Zieliński',
      position: 'Założyciel, główny instruktor',
      description:
        '<p>Pilot bezzałogowych statków powietrznych od 2014 roku, wcześniej operator kamer lotniczych. Prowadzi szkolenia w kategorii szczególnej (NSTS-01 do NSTS-08) i pisze procedury operacyjne dla firm.</p><p>Ponad <strong>3000 godzin</strong> nalotu, z czego wiele w inspekcjach linii energetycznych.</p>',
    },
    en: {
      fullName: 'Marek Zieliński',
      position: 'Founder, chief instructor',
      description:
        '<p>A drone pilot since 2014 and a former aerial camera operator. Teaches the specific category (NSTS-01 to NSTS-08) and writes operations manuals for companies.</p><p>Over <strong>3,000 flight hours</strong>, many of them inspecting power lines.</p>',
    },
  },
  {
    slug: 'katarzyna-wrobel',
    look: { bg: '#f8dccf', skin: '#f5d0b5', hair: '#2d1f17', shirt: '#b5473a', long: true },
    pl: {
      fullName: 'Katarzyna Wróbel',
      position: 'Instruktorka kategorii otwartej A1/A3 i A2',
      description:
        '<p>Uczy od podstaw: przepisy, bezpieczeństwo, planowanie lotu i pierwsze manewry. Z wykształcenia geodetka — na kursach fotogrametrii pokazuje, jak z nalotu zrobić dokładną ortofotomapę.</p>',
    },
    en: {
      fullName: 'Katarzyna Wróbel',
      position: 'Open category instructor (A1/A3 and A2)',
      description:
        '<p>Teaches from the ground up: rules, safety, flight planning and the first manoeuvres. A surveyor by training — in the photogrammetry course she shows how to turn a flight into an accurate orthophoto map.</p>',
    },
  },
  {
    slug: 'tomasz-lis',
    look: { bg: '#d6efd9', skin: '#e8b892', hair: '#9a9a9a', shirt: '#2f6b3a', glasses: true },
    pl: {
      fullName: 'Tomasz Lis',
      position: 'Egzaminator, były kontroler ruchu lotniczego',
      description:
        '<p>Przez 20 lat pracował w służbach ruchu lotniczego. Dziś przygotowuje kursantów do egzaminu państwowego i przeprowadza egzaminy praktyczne. Specjalizuje się w przestrzeni powietrznej, strefach geograficznych i komunikacji z ATC.</p>',
    },
    en: {
      fullName: 'Tomasz Lis',
      position: 'Examiner, former air traffic controller',
      description:
        '<p>Worked in air traffic services for 20 years. Today he prepares candidates for the state exam and runs practical exams. His specialities: airspace, geographical zones and talking to ATC.</p>',
    },
  },
  {
    slug: 'agnieszka-mazur',
    look: { bg: '#efe1f7', skin: '#f3cfb3', hair: '#c98a3d', shirt: '#6a3f8f', long: true, glasses: true },
    pl: {
      fullName: 'Agnieszka Mazur',
      position: 'Instruktorka lotów w terenie i termowizji',
      description:
        '<p>Operatorka dronów w służbach ratowniczych: poszukiwania osób zaginionych, pożary, powodzie. Na zajęciach praktycznych uczy lotów w trudnym terenie, nocą i z kamerą termowizyjną.</p>',
    },
    en: {
      fullName: 'Agnieszka Mazur',
      position: 'Field flying and thermal imaging instructor',
      description:
        '<p>A drone operator in rescue services: searching for missing persons, fires, floods. In practical classes she teaches flying in difficult terrain, at night and with a thermal camera.</p>',
    },
  },
  {
    slug: 'pawel-nowicki',
    look: { bg: '#fdf1c7', skin: '#d9a47f', hair: '#1b1b1b', shirt: '#334155' },
    pl: {
      fullName: 'Paweł Nowicki',
      position: 'Biuro: zapisy, faktury i konsultacje',
      description:
        '<p>Odpowiada na telefony i wiadomości, pomaga wybrać kurs, umawia bezpłatne 15-minutowe konsultacje i wystawia faktury. Biuro pracuje od poniedziałku do piątku w godzinach 10:00–18:00.</p>',
    },
    en: {
      fullName: 'Paweł Nowicki',
      position: 'Office: enrolment, invoices and consultations',
      description:
        '<p>Answers calls and messages, helps choose a course, books the free 15-minute consultations and issues invoices. The office is open Monday to Friday, 10:00–18:00.</p>',
    },
  },
];

interface SeedReference {
  author: string;
  rating: number | null;
  /** The logo: a mark and a short brand (the full name is printed beside it). */
  logo?: { brand: string; color: string; mark: 'drone' | 'wave' | 'grid' | 'peak' };
  pl: { role: string; content: string };
  en: { role: string; content: string };
}

const REFERENCES: SeedReference[] = [
  {
    author: 'AeroSkan sp. z o.o.',
    rating: 5,
    logo: { brand: 'AeroSkan', color: '#1e6fd9', mark: 'drone' },
    pl: {
      role: 'Firma inspekcyjna, Gdańsk — 6 pilotów przeszkolonych w kategorii szczególnej',
      content:
        '<p>Szkolenie NSTS i pomoc przy instrukcji operacyjnej przyspieszyły nasze pierwsze zlecenia inspekcji farm wiatrowych o kilka tygodni. Konkretnie, bez lania wody.</p>',
    },
    en: {
      role: 'Inspection company, Gdańsk — 6 pilots trained in the specific category',
      content:
        '<p>The NSTS training and the help with our operations manual sped up our first wind farm inspections by weeks. Practical, no filler.</p>',
    },
  },
  {
    author: 'GeoPlan Kraków',
    rating: 5,
    logo: { brand: 'GeoPlan', color: '#2f8f4e', mark: 'grid' },
    pl: {
      role: 'Biuro geodezyjne',
      content:
        '<p>Kurs fotogrametrii z dronem to najlepsza inwestycja w tym roku. Pierwszą ortofotomapę do mapy do celów projektowych oddaliśmy tydzień po szkoleniu.</p>',
    },
    en: {
      role: 'Land surveying office',
      content:
        '<p>The drone photogrammetry course was our best investment this year. We delivered our first orthophoto for a design map a week after the training.</p>',
    },
  },
  {
    author: 'Michał Kaczmarek',
    rating: 5,
    pl: {
      role: 'Pilot hobbysta, Poznań — A1/A3 i A2',
      content:
        '<p>Zdałem A2 za pierwszym podejściem. Materiały online są jasne, a testy próbne bardzo podobne do prawdziwego egzaminu.</p>',
    },
    en: {
      role: 'Hobby pilot, Poznań — A1/A3 and A2',
      content:
        '<p>I passed A2 at the first attempt. The online materials are clear and the practice tests are very close to the real exam.</p>',
    },
  },
  {
    author: 'Rolnictwo Precyzyjne Wielkopolska',
    rating: 4,
    logo: { brand: 'RPW', color: '#c77d14', mark: 'peak' },
    pl: {
      role: 'Gospodarstwo rolne, opryski i mapy NDVI',
      content:
        '<p>Dobre przygotowanie do lotów nad polami i do pracy z mapami NDVI. Chętnie widzielibyśmy więcej zajęć praktycznych jesienią — ale termin dobraliśmy indywidualnie.</p>',
    },
    en: {
      role: 'Farm, spraying and NDVI maps',
      content:
        '<p>Good preparation for flying over fields and working with NDVI maps. We would like more practical sessions in autumn — but we agreed on a date of our own.</p>',
    },
  },
  {
    author: 'Joanna Szymańska',
    rating: 5,
    pl: {
      role: 'Fotografka ślubna, Wrocław',
      content:
        '<p>Bałam się przepisów bardziej niż samego latania. Po kursie wiem, gdzie mogę latać, jak sprawdzić strefy i jak rozmawiać z parą młodą o bezpieczeństwie.</p>',
    },
    en: {
      role: 'Wedding photographer, Wrocław',
      content:
        '<p>I was more afraid of the rules than of flying itself. After the course I know where I may fly, how to check the zones and how to talk to couples about safety.</p>',
    },
  },
  {
    author: 'Ochotnicza Straż Pożarna Nowy Targ',
    rating: 5,
    logo: { brand: 'OSP', color: '#c62828', mark: 'wave' },
    pl: {
      role: 'Jednostka OSP — 4 operatorów dronów',
      content:
        '<p>Szkolenie z lotów nocnych i termowizji przeprowadzone pod nasze realne akcje. Już dwa razy dron pomógł nam odnaleźć zaginione osoby.</p>',
    },
    en: {
      role: 'Volunteer fire brigade — 4 drone operators',
      content:
        '<p>Night flying and thermal imaging training built around our real call-outs. The drone has already helped us find missing people twice.</p>',
    },
  },
  {
    author: 'Krzysztof Dąbrowski',
    rating: null,
    pl: {
      role: 'Operator filmowy, Warszawa',
      content:
        '<p>Konsultacja telefoniczna wyjaśniła mi w kwadrans, którego kursu potrzebuję do zdjęć nad miastem. Polecam zacząć właśnie od niej.</p>',
    },
    en: {
      role: 'Camera operator, Warsaw',
      content:
        '<p>In a quarter of an hour the phone consultation told me which course I need for filming over the city. I recommend starting there.</p>',
    },
  },
];

// ───────────────────────────── Seeding ─────────────────────────────

/** Demo personnel and references in both languages; skipped when either list already has rows. */
export async function seedPeople(prisma: PrismaClient, storage: Storage): Promise<void> {
  if ((await prisma.personnel.count()) > 0 || (await prisma.reference.count()) > 0) return;

  // Each language's row gets its own copy of the picture, so deleting one row leaves the other's.
  for (const language of ['PL', 'EN'] as const) {
    for (const [sortOrder, person] of PEOPLE.entries()) {
      const photo = await store(storage, prisma, portrait(person.look), PERSONNEL_PHOTO, `${person.slug}.png`);
      const texts = language === 'PL' ? person.pl : person.en;
      await prisma.personnel.create({
        data: {
          language,
          fullName: texts.fullName,
          position: texts.position,
          description: sanitizeRichText(texts.description),
          photoId: photo.id,
          sortOrder,
        },
      });
    }
    for (const [sortOrder, reference] of REFERENCES.entries()) {
      const file = reference.logo
        ? await store(
            storage,
            prisma,
            logo(reference.logo.brand, reference.logo.color, reference.logo.mark),
            REFERENCE_LOGO,
            'logo.png',
          )
        : null;
      const texts = language === 'PL' ? reference.pl : reference.en;
      await prisma.reference.create({
        data: {
          language,
          authorName: reference.author,
          authorRole: texts.role,
          content: sanitizeRichText(texts.content),
          rating: reference.rating,
          logoId: file?.id ?? null,
          sortOrder,
        },
      });
    }
  }
}
