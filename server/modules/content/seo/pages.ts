import type { SitePageKey } from '../../../generated/prisma/enums.ts';

/**
 * The public routes search engines may index, with their PL/EN titles and descriptions. A route
 * with `sitePage` takes its title and description from the site page an admin edits (the table's
 * texts are the fallback while that page is not written yet). Every other route of the web app
 * is served with the product's name and `noindex` (sign-in pages, admin screens, …).
 */
export type SeoLanguage = 'pl' | 'en';
type Texts = Record<SeoLanguage, string>;

export interface StaticSeoPage {
  title: Texts;
  description: Texts;
  sitePage?: SitePageKey;
  /** Listed in sitemap.xml (false: reachable and described, but not worth indexing). */
  sitemap: boolean;
  /** The route forwards to this path in the web app (the menu shortcuts): it is the canonical address. */
  canonical?: string;
  /** Sitemap priority, 0..1. */
  priority?: number;
}

export const PRODUCT_NAME = 'SkyPilot Academy';

const courses = (pl: string, en: string, descPl: string, descEn: string): StaticSeoPage => ({
  title: { pl, en },
  description: { pl: descPl, en: descEn },
  sitemap: true,
  priority: 0.8,
});

const SHORTCUTS = {
  special: courses(
    'Kursy kategorii szczególnej',
    'Specific category courses',
    'Kursy i szkolenia do lotów w kategorii szczególnej: scenariusze NSTS i STS, operacje BVLOS.',
    'Courses for specific category flights: NSTS and STS scenarios and BVLOS operations.',
  ),
  open: courses(
    'Kursy kategorii otwartej',
    'Open category courses',
    'Kursy A1/A3 i A2 dla pilotów dronów w kategorii otwartej, online i z egzaminem.',
    'A1/A3 and A2 courses for drone pilots in the open category, online and with the exam.',
  ),
  specialized: courses(
    'Kursy specjalistyczne',
    'Specialized courses',
    'Specjalistyczne szkolenia dronowe: fotogrametria, inspekcje, termowizja i rolnictwo.',
    'Specialized drone training: photogrammetry, inspections, thermal imaging and agriculture.',
  ),
  certified: courses(
    'Kursy certyfikowane',
    'Certified courses',
    'Certyfikowane kursy pilotów dronów zakończone egzaminem i świadectwem.',
    'Certified drone pilot courses ending with an exam and a certificate.',
  ),
} as const;

const info = (
  sitePage: SitePageKey,
  pl: string,
  en: string,
  descPl: string,
  descEn: string,
  sitemap = true,
): StaticSeoPage => ({
  title: { pl, en },
  description: { pl: descPl, en: descEn },
  sitePage,
  sitemap,
  priority: 0.5,
});

/** Keyed by the route pattern (web/src/app/routes.ts, relative to /app). */
export const STATIC_SEO_PAGES: Readonly<Record<string, StaticSeoPage>> = {
  home: {
    title: { pl: 'Szkolenia i kursy dla pilotów dronów', en: 'Drone pilot training and courses' },
    description: {
      pl: 'SkyPilot Academy: kursy dla pilotów dronów A1/A3, A2 i kategorii szczególnej, egzaminy online, ćwiczenia praktyczne i sklep z dronami.',
      en: 'SkyPilot Academy: drone pilot courses for A1/A3, A2 and the specific category, online exams, practical training and a drone shop.',
    },
    sitemap: true,
    priority: 1,
  },
  courses: courses(
    'Kursy',
    'Courses',
    'Wszystkie kursy SkyPilot Academy: kategoria otwarta i szczególna, kursy specjalistyczne i certyfikowane.',
    'Every SkyPilot Academy course: open and specific category, specialized and certified courses.',
  ),
  'courses/special': SHORTCUTS.special,
  'courses/open': SHORTCUTS.open,
  'courses/specialized': SHORTCUTS.specialized,
  'courses/certified': SHORTCUTS.certified,
  special: { ...SHORTCUTS.special, sitemap: false, canonical: 'courses/special' },
  open: { ...SHORTCUTS.open, sitemap: false, canonical: 'courses/open' },
  specialized: { ...SHORTCUTS.specialized, sitemap: false, canonical: 'courses/specialized' },
  certified: { ...SHORTCUTS.certified, sitemap: false, canonical: 'courses/certified' },
  shop: {
    title: { pl: 'Sklep', en: 'Shop' },
    description: {
      pl: 'Drony, samoloty, wielowirnikowce, akcesoria i vouchery na kursy w sklepie SkyPilot Academy.',
      en: 'Drones, planes, multi-rotor aircraft, accessories and course vouchers in the SkyPilot Academy shop.',
    },
    sitemap: true,
    priority: 0.7,
  },
  blog: {
    title: { pl: 'Blog', en: 'Blog' },
    description: {
      pl: 'Aktualności, porady, technologia i wiedza o dronach i przepisach lotniczych.',
      en: 'News, tips, technology and knowledge about drones and aviation rules.',
    },
    sitemap: true,
    priority: 0.6,
  },
  'public-profiles-exchange': {
    title: { pl: 'Giełda zleceń', en: 'Order exchange' },
    description: {
      pl: 'Mapa operatorów dronów i giełda zleceń: znajdź pilota lub zlecenie w swojej okolicy.',
      en: 'A map of drone operators and an order exchange: find a pilot or a job near you.',
    },
    sitemap: true,
    priority: 0.5,
  },
  faq: info(
    'FAQ',
    'Najczęstsze pytania',
    'FAQ',
    'Przepisy dla pilotów dronów: limit 120 m, podkategorie A1/A3 i A2, kategoria szczególna, NSTS, rejestracja operatora i ubezpieczenie.',
    'Drone rules: the 120 m limit, A1/A3 and A2 subcategories, the specific category, NSTS, operator registration and insurance.',
  ),
  'about-us': info(
    'ABOUT_US',
    'O nas',
    'About us',
    'Poznaj zespół i instruktorów SkyPilot Academy.',
    'Meet the SkyPilot Academy team and instructors.',
  ),
  references: info(
    'REFERENCES',
    'Referencje',
    'References',
    'Opinie i referencje firm i kursantów SkyPilot Academy.',
    'Reviews and references from SkyPilot Academy clients and students.',
  ),
  contact: info(
    'CONTACT',
    'Kontakt',
    'Contact',
    'Dane kontaktowe biura SkyPilot Academy, godziny pracy (pon.–pt. 10:00–18:00) i formularz kontaktowy.',
    'SkyPilot Academy office details, opening hours (Mon–Fri 10:00–18:00) and the contact form.',
  ),
  consultation: info(
    'CONSULTATION',
    'Bezpłatna konsultacja',
    'Free consultation',
    'Zamów bezpłatną 15-minutową konsultację telefoniczną: oddzwonimy i pomożemy wybrać kurs.',
    'Ask for a free 15-minute phone consultation: we call you back and help you choose a course.',
  ),
  'about-exams': info(
    'ABOUT_EXAMS',
    'O egzaminach',
    'About exams',
    'Jak wygląda egzamin na pilota drona, jak się przygotować i ile kosztuje egzamin zewnętrzny.',
    'How the drone pilot exam works, how to prepare and what the external exam costs.',
  ),
  insurance: info(
    'INSURANCE',
    'Ubezpieczenie',
    'Insurance',
    'Ubezpieczenie OC operatora drona: kiedy jest wymagane i ile kosztuje.',
    'Drone operator liability insurance: when it is required and what it costs.',
  ),
  'shop-terms': info(
    'SHOP_TERMS',
    'Regulamin sklepu',
    'Shop terms',
    'Regulamin sklepu internetowego i kursów SkyPilot Academy.',
    'Terms of the SkyPilot Academy online shop and courses.',
  ),
  'privacy-policy': info(
    'PRIVACY_POLICY',
    'Polityka prywatności',
    'Privacy policy',
    'Jak SkyPilot Academy przetwarza dane osobowe (RODO) i używa plików cookie.',
    'How SkyPilot Academy processes personal data (GDPR) and uses cookies.',
  ),
  'consultation-terms': info(
    'CONSULTATION_TERMS',
    'Regulamin konsultacji',
    'Consultation terms',
    'Zasady bezpłatnych konsultacji telefonicznych SkyPilot Academy.',
    'Terms of the free SkyPilot Academy phone consultations.',
  ),
  'remote-uas': info(
    'REMOTE_UAS',
    'Projekt Remote UAS',
    'Remote UAS project',
    'Projekt unijny Remote UAS realizowany przez SkyPilot Academy.',
    'The Remote UAS EU project run by SkyPilot Academy.',
  ),
  thanks: info(
    'THANKS',
    'Dziękujemy',
    'Thank you',
    'Dziękujemy za wiadomość: odpowiemy najszybciej, jak to możliwe.',
    'Thank you for your message: we will answer as soon as we can.',
    false,
  ),
  'certificates/verify/:token': {
    title: { pl: 'Weryfikacja certyfikatu', en: 'Certificate verification' },
    description: {
      pl: 'Sprawdź, czy certyfikat SkyPilot Academy jest prawdziwy.',
      en: 'Check that a SkyPilot Academy certificate is genuine.',
    },
    sitemap: false,
  },
};

export const NOT_FOUND_TEXTS: { title: Texts; description: Texts } = {
  title: { pl: 'Nie znaleziono strony', en: 'Page not found' },
  description: {
    pl: 'Ta strona nie istnieje lub została usunięta.',
    en: 'This page does not exist or has been removed.',
  },
};
