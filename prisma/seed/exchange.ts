import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Prisma, PrismaClient } from '../../server/generated/prisma/client.ts';
import type { JobFulfillmentTime, ServiceCategory } from '../../server/generated/prisma/enums.ts';
import { nextCounterValue } from '../../server/platform/db/counters.ts';
import type { Storage } from '../../server/platform/storage/storage.ts';

/**
 * Demo data of the order exchange (README "Demo accounts"): approved provider cards across Poland
 * (real town coordinates; one the student's, one the company's), one card awaiting approval, and
 * job offers by the company and the student, open and ended, one with a small PDF attachment. The
 * student has the premium flag (reads offers); the company has not (sees the no-access message).
 */

interface Card {
  email: string | null; // null: a provider account made here
  companyName: string;
  town: string;
  coordinates: [string, string];
  services: ServiceCategory[];
  phone?: string;
  website?: string;
  description: string;
  status?: 'APPROVED' | 'PENDING';
}

export const EXCHANGE_CARDS: Card[] = [
  {
    email: 'student@example.com',
    companyName: 'Piotr Kowalski — usługi dronem',
    town: 'Warszawa',
    coordinates: ['52.22967560', '21.01222870'],
    services: ['PHOTOGRAPHY', 'VIDEO', 'OBJECT_INSPECTION'],
    phone: '+48 600 100 200',
    description: 'Zdjęcia i filmy z powietrza, inspekcje dachów. Operator z uprawnieniami STS.',
  },
  {
    email: 'company@example.com',
    companyName: 'AeroSkan Sp. z o.o.',
    town: 'Warszawa',
    coordinates: ['52.16562100', '20.96713300'],
    services: ['GEODESY', 'CONSTRUCTION', 'THERMOVISION'],
    phone: '+48 22 555 01 02',
    website: 'https://aeroskan.example.pl',
    description: 'Fotogrametria, ortofotomapy i termowizja dla budownictwa.',
  },
  {
    email: null,
    companyName: 'KrakDron',
    town: 'Kraków',
    coordinates: ['50.06465010', '19.94497990'],
    services: ['PHOTOGRAPHY', 'VIDEO', 'DRONE_SHOWS'],
    website: 'https://krakdron.example.pl',
    description: 'Filmy reklamowe i pokazy świetlne dronów.',
  },
  {
    email: null,
    companyName: 'Termo-Inspekt Gdańsk',
    town: 'Gdańsk',
    coordinates: ['54.35202520', '18.64663840'],
    services: ['THERMOVISION', 'OBJECT_INSPECTION'],
    description: 'Inspekcje termowizyjne farm PV i instalacji przemysłowych.',
  },
  {
    email: null,
    companyName: 'AgroFly Poznań',
    town: 'Poznań',
    coordinates: ['52.40637400', '16.92516810'],
    services: ['AGRICULTURE', 'SPECTRAL_ANALYSIS'],
    description: 'Opryski i analiza NDVI upraw.',
  },
  {
    email: null,
    companyName: 'Wrocławskie Usługi Geodezyjne UAV',
    town: 'Wrocław',
    coordinates: ['51.10788520', '17.03853760'],
    services: ['GEODESY', 'CONSTRUCTION'],
    description: 'Pomiary, chmury punktów i ortofotomapy.',
  },
  {
    email: null,
    companyName: 'LasDron Białystok',
    town: 'Białystok',
    coordinates: ['53.13248860', '23.16884030'],
    services: ['FORESTRY', 'SPECTRAL_ANALYSIS'],
    description: 'Inwentaryzacja drzewostanu i monitoring szkód.',
  },
  {
    email: null,
    companyName: 'CleanSky Łódź',
    town: 'Łódź',
    coordinates: ['51.75924850', '19.45598330'],
    services: ['SURFACE_CLEANING', 'OBJECT_INSPECTION'],
    description: 'Mycie elewacji i paneli fotowoltaicznych dronem.',
  },
  {
    email: null,
    companyName: 'Lublin Air Cargo',
    town: 'Lublin',
    coordinates: ['51.24645360', '22.56844630'],
    services: ['MATERIAL_TRANSPORT'],
    description: 'Transport lekkich ładunków w trudnym terenie.',
  },
  {
    email: null,
    companyName: 'Szczecin Aerial Media',
    town: 'Szczecin',
    coordinates: ['53.42853800', '14.55281200'],
    services: ['PHOTOGRAPHY', 'VIDEO'],
    description: 'Fotografia nieruchomości i wydarzeń.',
  },
  {
    email: null,
    companyName: 'Tatra Drone Services',
    town: 'Zakopane',
    coordinates: ['49.29929600', '19.94956600'],
    services: ['VIDEO', 'OBJECT_INSPECTION', 'MATERIAL_TRANSPORT'],
    description: 'Zdjęcia górskie, inspekcje wyciągów i kolejek.',
  },
  {
    email: null,
    companyName: 'Rzeszów AgroSkan',
    town: 'Rzeszów',
    coordinates: ['50.04118700', '21.99912100'],
    services: ['AGRICULTURE', 'FORESTRY', 'THERMOVISION'],
    description: 'Skanowanie pól i lasów, termowizja budynków.',
  },
  {
    email: null,
    companyName: 'Olsztyn Show Drones',
    town: 'Olsztyn',
    coordinates: ['53.77842200', '20.48011900'],
    services: ['DRONE_SHOWS'],
    description: 'Pokazy świetlne do 200 dronów (czeka na zatwierdzenie).',
    status: 'PENDING',
  },
];

interface Offer {
  author: 'company@example.com' | 'student@example.com';
  category: ServiceCategory;
  description: string;
  additionalRequirements?: string;
  location: string;
  fulfillmentTime: JobFulfillmentTime;
  customInDays?: number;
  companyFlg: boolean;
  ended?: boolean;
  attachment?: boolean;
  daysAgo: number;
}

export const EXCHANGE_OFFERS: Offer[] = [
  {
    author: 'company@example.com',
    category: 'THERMOVISION',
    description: 'Inspekcja termowizyjna dachu hali magazynowej (ok. 4000 m²) przed sezonem grzewczym.',
    additionalRequirements: 'Raport z mapą anomalii w PDF.',
    location: 'Pruszków',
    fulfillmentTime: 'ONE_MONTH',
    companyFlg: true,
    attachment: true,
    daysAgo: 2,
  },
  {
    author: 'company@example.com',
    category: 'GEODESY',
    description: 'Ortofotomapa terenu budowy osiedla, 12 ha, co dwa tygodnie przez trzy miesiące.',
    location: '05-500',
    fulfillmentTime: 'TWO_THREE_MONTHS',
    companyFlg: true,
    daysAgo: 5,
  },
  {
    author: 'company@example.com',
    category: 'SURFACE_CLEANING',
    description: 'Mycie przeszklonej elewacji biurowca (8 pięter).',
    location: 'Warszawa',
    fulfillmentTime: 'CUSTOM_TIME',
    customInDays: 45,
    companyFlg: true,
    daysAgo: 1,
  },
  {
    author: 'company@example.com',
    category: 'VIDEO',
    description: 'Film promocyjny siedziby firmy z ujęciami z powietrza.',
    location: 'Warszawa',
    fulfillmentTime: 'AS_SOON_AS_POSSIBLE',
    companyFlg: true,
    ended: true,
    daysAgo: 40,
  },
  {
    author: 'student@example.com',
    category: 'PHOTOGRAPHY',
    description: 'Zdjęcia lotnicze domu jednorodzinnego na sprzedaż.',
    location: 'Piaseczno',
    fulfillmentTime: 'AS_SOON_AS_POSSIBLE',
    companyFlg: false,
    daysAgo: 3,
  },
  {
    author: 'student@example.com',
    category: 'AGRICULTURE',
    description: 'Analiza stanu upraw rzepaku (NDVI), 30 ha.',
    additionalRequirements: 'Mapa w formacie GeoTIFF.',
    location: 'Grójec',
    fulfillmentTime: 'ONE_MONTH',
    companyFlg: false,
    daysAgo: 8,
  },
  {
    author: 'student@example.com',
    category: 'DRONE_SHOWS',
    description: 'Pokaz dronów na wesele (ok. 50 dronów, 10 minut).',
    location: 'Kraków',
    fulfillmentTime: 'CUSTOM_TIME',
    customInDays: 120,
    companyFlg: false,
    ended: true,
    daysAgo: 25,
  },
  {
    author: 'company@example.com',
    category: 'OBJECT_INSPECTION',
    description: 'Przegląd stanu kominów i dachów w trzech budynkach biurowych.',
    location: 'Łódź',
    fulfillmentTime: 'TWO_THREE_MONTHS',
    companyFlg: true,
    ended: true,
    daysAgo: 60,
  },
];

/** A one-page PDF, small enough to keep in the seed. */
const SCOPE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n' +
    '4 0 obj<</Length 66>>stream\nBT /F1 18 Tf 72 770 Td (Zakres prac: inspekcja termowizyjna) Tj ET\nendstream endobj\n' +
    '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const DAY = 86_400_000;

export async function seedExchange(prisma: PrismaClient, storage: Storage, now = new Date()): Promise<void> {
  const byEmail = new Map(
    (
      await prisma.user.findMany({
        where: { email: { in: ['student@example.com', 'company@example.com'] } },
        select: { id: true, email: true },
      })
    ).map((u) => [u.email, u.id]),
  );
  await prisma.user.update({
    where: { email: 'student@example.com' },
    data: { premiumUserFlg: true, publicFlg: true },
  });
  await prisma.user.update({ where: { email: 'company@example.com' }, data: { publicFlg: true } });

  const providers: Prisma.UserCreateManyInput[] = [];
  const cards: Prisma.PublicProfileCreateManyInput[] = [];
  EXCHANGE_CARDS.forEach((card, i) => {
    let userId = card.email ? byEmail.get(card.email) : undefined;
    if (!userId) {
      userId = randomUUID();
      providers.push({
        id: userId,
        email: `provider${i}@example.com`,
        role: 'B2B',
        accountType: 'COMPANY',
        companyName: card.companyName,
        city: card.town,
        emailVerified: true,
        publicFlg: true,
        language: i % 3 === 0 ? 'EN' : 'PL',
      });
    }
    const approved = (card.status ?? 'APPROVED') === 'APPROVED';
    cards.push({
      userId,
      companyName: card.companyName,
      companyPhoneNumber: card.phone ?? `+48 500 000 ${String(100 + i)}`,
      website: card.website ?? null,
      skysnapLink: `https://skysnap.example/${card.companyName.toLowerCase().replace(/[^a-z]+/g, '-')}`,
      shortDescription: card.description,
      lat: card.coordinates[0],
      lng: card.coordinates[1],
      town: card.town,
      services: card.services,
      status: card.status ?? 'APPROVED',
      reviewedAt: approved ? now : null,
    });
  });
  await prisma.user.createMany({ data: providers });
  await prisma.publicProfile.createMany({ data: cards });

  let attachmentId: string | null = null;
  const companyId = byEmail.get('company@example.com')!;
  if (EXCHANGE_OFFERS.some((o) => o.attachment)) {
    const key = `job_offer_attachment/${randomUUID()}`;
    await storage.put(key, Readable.from([SCOPE_PDF]), SCOPE_PDF.length);
    attachmentId = (
      await prisma.storedFile.create({
        data: {
          key,
          purpose: 'JOB_OFFER_ATTACHMENT',
          originalName: 'zakres-prac.pdf',
          mimeType: 'application/pdf',
          size: SCOPE_PDF.length,
          ownerId: companyId,
        },
      })
    ).id;
  }

  // Oldest first, so the numbers follow the posting dates.
  const ordered = [...EXCHANGE_OFFERS].sort((a, b) => b.daysAgo - a.daysAgo);
  await prisma.$transaction(async (tx) => {
    for (const offer of ordered) {
      const createdAt = new Date(now.getTime() - offer.daysAgo * DAY);
      const year = createdAt.getUTCFullYear();
      const sequence = await nextCounterValue(tx, `job-offer:${year}`);
      const customDate = offer.customInDays
        ? new Date(`${new Date(now.getTime() + offer.customInDays * DAY).toISOString().slice(0, 10)}T00:00:00.000Z`)
        : null;
      await tx.jobOffer.create({
        data: {
          number: `ZL/${year}/${String(sequence).padStart(5, '0')}`,
          authorId: byEmail.get(offer.author)!,
          category: offer.category,
          description: offer.description,
          additionalRequirements: offer.additionalRequirements ?? null,
          location: offer.location,
          fulfillmentTime: offer.fulfillmentTime,
          customDate,
          companyFlg: offer.companyFlg,
          attachmentId: offer.attachment ? attachmentId : null,
          status: offer.ended ? 'ENDED' : 'OPEN',
          closedAt: offer.ended ? new Date(createdAt.getTime() + 10 * DAY) : null,
          createdAt,
        },
      });
    }
  });
}
