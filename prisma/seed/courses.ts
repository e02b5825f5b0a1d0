// Demo courses of the catalogue, in Polish and English (one Course row per language), with
// variants, price history (so Omnibus prices show), dates and places, and highlight pictures
// drawn here as SVG and rendered with sharp (nothing is downloaded).
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { Prisma, PrismaClient } from '../../server/generated/prisma/client.ts';
import type {
  CourseCategory,
  CourseType,
  CourseVariantType,
  ExamDuration,
  Language,
  Visibility,
} from '../../server/generated/prisma/enums.ts';
import { sanitizeRichText } from '../../server/platform/rich-text.ts';
import type { Storage } from '../../server/platform/storage/storage.ts';

const DAY = 86_400_000;
const PICTURE_PURPOSE = 'COURSE_IMAGE';

interface Texts {
  title: string;
  description: string;
  scope: string;
  examDescription: string;
  participationConditions: string;
  certificate?: string;
  city?: string;
}

interface CourseSeed {
  picture: keyof typeof SCENES;
  category: CourseCategory;
  courseType: CourseType;
  withoutExamFlg?: boolean;
  visibility?: Visibility;
  theoryHours?: number;
  exerciseHours?: number;
  chapters?: number;
  accessMonths?: number;
  examQuestionCount?: number;
  examDuration?: ExamDuration;
  permissionNumber?: string;
  availablePlaces?: number;
  /** Stationary dates: days from the seeding day, and how many days the course lasts. */
  startsInDays?: number;
  lastsDays?: number;
  /** Price history of each variant in PLN: [days ago, price], oldest first; the last is current. */
  variants: Partial<Record<CourseVariantType, [number, number][]>>;
  pl: Texts;
  /** Absent: a Polish-only course (the draft). */
  en?: Texts;
}

/** External exam fee (ULC), mentioned in the specific-category texts (spec 9). */
const EXAM_FEE_PLN = 149;

const COURSES: CourseSeed[] = [
  // ───────────── Open category (A1/A3, A2): exams of 60 minutes, flights up to 120 m ─────────────
  {
    picture: 'open',
    category: 'OPEN',
    courseType: 'THEORETICAL',
    theoryHours: 6,
    chapters: 6,
    accessMonths: 12,
    examQuestionCount: 40,
    examDuration: 'DURATION_60',
    variants: { THEORETICAL_ONLINE: [[120, 490]] },
    pl: {
      title: 'Kurs A1/A3 online – kategoria otwarta',
      certificate: 'Świadectwo kompetencji pilota BSP A1/A3',
      description:
        '<p>Kurs online przygotowujący do egzaminu na kompetencje pilota bezzałogowych statków powietrznych w podkategoriach <strong>A1 i A3</strong> kategorii otwartej, zgodnie z rozporządzeniem wykonawczym Komisji (UE) 2019/947.</p><p>W kategorii otwartej latasz w zasięgu wzroku (VLOS), nie wyżej niż <strong>120 m</strong> nad najbliższym punktem powierzchni ziemi, dronem o masie startowej poniżej 25 kg.</p>',
      scope:
        '<ul><li>Bezpieczeństwo lotnicze i strefy w przestrzeni powietrznej</li><li>Przepisy lotnicze, prywatność i ochrona danych</li><li>Meteorologia dla pilota drona</li><li>Osiągi BSP i procedury operacyjne</li><li>Klasy dronów C0–C4 i ich ograniczenia</li></ul>',
      examDescription:
        '<p>Egzamin online: 40 pytań jednokrotnego wyboru, <strong>60 minut</strong>. Do zaliczenia potrzeba co najmniej 75% poprawnych odpowiedzi. Możesz podchodzić do niego bez wychodzenia z domu.</p>',
      participationConditions:
        '<p>Ukończone 16 lat i konto operatora w systemie ULC. Dostęp do materiałów przez 12 miesięcy od zakupu.</p>',
    },
    en: {
      title: 'A1/A3 online course – open category',
      certificate: 'A1/A3 remote pilot proof of competency',
      description:
        '<p>An online course preparing you for the remote pilot exam in the <strong>A1 and A3</strong> subcategories of the open category, as set by Commission Implementing Regulation (EU) 2019/947.</p><p>In the open category you fly within visual line of sight (VLOS), no higher than <strong>120 m</strong> above the closest point of the ground, with a drone below 25 kg.</p>',
      scope:
        '<ul><li>Aviation safety and airspace zones</li><li>Aviation regulations, privacy and data protection</li><li>Meteorology for drone pilots</li><li>UAS performance and operational procedures</li><li>Drone classes C0–C4 and their limits</li></ul>',
      examDescription:
        '<p>Online exam: 40 single-choice questions in <strong>60 minutes</strong>. You pass with at least 75% correct answers, without leaving home.</p>',
      participationConditions:
        '<p>At least 16 years old and an operator account with the Polish CAA (ULC). Access to the materials for 12 months.</p>',
    },
  },
  {
    picture: 'openA2',
    category: 'OPEN',
    courseType: 'FULL',
    theoryHours: 8,
    exerciseHours: 2,
    chapters: 7,
    accessMonths: 12,
    examQuestionCount: 30,
    examDuration: 'DURATION_60',
    variants: {
      FULL_ONLINE: [
        [90, 990],
        [12, 790],
      ],
      FULL_MIXED: [[90, 1190]],
    },
    pl: {
      title: 'Kurs A2 CofC – loty bliżej ludzi',
      certificate: 'Certyfikat kompetencji pilota BSP A2 (CofC)',
      description:
        '<p>Certyfikat A2 CofC pozwala latać dronami klasy C2 bliżej osób niezaangażowanych: do 30 m, a w trybie niskiej prędkości do 5 m. Nadal obowiązuje limit wysokości <strong>120 m</strong> i lot w zasięgu wzroku.</p><p>W wariancie mieszanym dzień ćwiczeń praktycznych na lotnisku szkoleniowym z instruktorem.</p>',
      scope:
        '<ul><li>Meteorologia i jej wpływ na lot</li><li>Osiągi drona klasy C2</li><li>Ograniczanie ryzyka na ziemi i w powietrzu</li><li>Samodzielne szkolenie praktyczne: procedury i dokumentacja</li></ul>',
      examDescription:
        '<p>Egzamin teoretyczny: 30 pytań, <strong>60 minut</strong>. Przed egzaminem potwierdzasz odbycie samodzielnego szkolenia praktycznego.</p>',
      participationConditions: '<p>Ważne świadectwo kompetencji A1/A3 i ukończone 16 lat.</p>',
    },
    en: {
      title: 'A2 CofC course – flying closer to people',
      certificate: 'A2 certificate of competency (CofC)',
      description:
        '<p>The A2 CofC lets you fly C2 class drones closer to uninvolved people: down to 30 m, or 5 m in low-speed mode. The <strong>120 m</strong> height limit and visual line of sight still apply.</p><p>The mixed variant adds a practical training day with an instructor at our training airfield.</p>',
      scope:
        '<ul><li>Meteorology and its effect on flight</li><li>Performance of C2 class drones</li><li>Mitigating ground and air risk</li><li>Self-practical training: procedures and records</li></ul>',
      examDescription:
        '<p>Theory exam: 30 questions in <strong>60 minutes</strong>. Before it you declare your self-practical training.</p>',
      participationConditions: '<p>A valid A1/A3 proof of competency and at least 16 years of age.</p>',
    },
  },

  // ───────────── Specific category (NSTS-01…NSTS-08, STS): 12–16 h theory, 120-minute exams ─────────────
  {
    picture: 'specific',
    category: 'PARTICULAR',
    courseType: 'FULL',
    theoryHours: 14,
    exerciseHours: 4,
    chapters: 10,
    accessMonths: 12,
    examQuestionCount: 60,
    examDuration: 'DURATION_120',
    availablePlaces: 12,
    startsInDays: 21,
    lastsDays: 3,
    variants: {
      // 1 499 zł 40 days ago, 1 299 zł 20 days ago, 999 zł now: the Omnibus price is 1 299 zł.
      FULL_ONLINE: [
        [40, 1499],
        [20, 1299],
        [0, 999],
      ],
      FULL_STATIONARY: [[60, 1990]],
    },
    pl: {
      title: 'Szkolenie NSTS – scenariusze krajowe NSTS-01 do NSTS-08',
      city: 'Warszawa',
      certificate: 'Świadectwo kwalifikacji pilota BSP w scenariuszach NSTS',
      description:
        '<p>Szkolenie do świadectwa kwalifikacji w kategorii szczególnej dla krajowych scenariuszy standardowych <strong>NSTS-01 do NSTS-08</strong>: loty VLOS i BVLOS dronami do 25 kg nad kontrolowanym obszarem naziemnym.</p><p>Część teoretyczna: 14 godzin (online lub w sali), część praktyczna: 4 godziny z instruktorem. Opłata za egzamin zewnętrzny wynosi <strong>' +
        EXAM_FEE_PLN +
        ' zł</strong> i nie jest wliczona w cenę kursu.</p>',
      scope:
        '<ul><li>Prawo lotnicze w kategorii szczególnej i deklaracje operacyjne</li><li>Scenariusze NSTS-01 do NSTS-08: warunki i ograniczenia</li><li>Ocena ryzyka i procedury awaryjne</li><li>Nawigacja, mapy i strefy geograficzne</li><li>Czynnik ludzki i planowanie lotu</li></ul>',
      examDescription:
        '<p>Egzamin teoretyczny trwa <strong>120 minut</strong> (60 pytań). Egzamin praktyczny zdajesz u instruktora po ukończeniu ćwiczeń. Opłata egzaminacyjna: ' +
        EXAM_FEE_PLN +
        ' zł.</p>',
      participationConditions:
        '<p>Ukończone 18 lat, świadectwo kompetencji A1/A3, numer operatora. Wariant stacjonarny: zajęcia w Warszawie, miejsca ograniczone.</p>',
    },
    en: {
      title: 'NSTS training – national scenarios NSTS-01 to NSTS-08',
      city: 'Warsaw',
      certificate: 'Remote pilot certificate for the NSTS scenarios',
      description:
        '<p>Training for the specific-category certificate in the Polish national standard scenarios <strong>NSTS-01 to NSTS-08</strong>: VLOS and BVLOS flights with drones up to 25 kg over a controlled ground area.</p><p>Theory: 14 hours (online or in class), practice: 4 hours with an instructor. The external exam fee of <strong>' +
        EXAM_FEE_PLN +
        ' PLN</strong> is not included in the price.</p>',
      scope:
        '<ul><li>Specific-category regulations and operational declarations</li><li>Scenarios NSTS-01 to NSTS-08: conditions and limits</li><li>Risk assessment and emergency procedures</li><li>Navigation, charts and geographical zones</li><li>Human factors and flight planning</li></ul>',
      examDescription:
        '<p>The theory exam takes <strong>120 minutes</strong> (60 questions). The practical exam is taken with an instructor after the exercises. Exam fee: ' +
        EXAM_FEE_PLN +
        ' PLN.</p>',
      participationConditions:
        '<p>At least 18 years old, an A1/A3 proof of competency and an operator number. Stationary variant: classes in Warsaw, limited places.</p>',
    },
  },
  {
    picture: 'sts',
    category: 'PARTICULAR',
    courseType: 'FULL',
    theoryHours: 16,
    exerciseHours: 6,
    chapters: 12,
    accessMonths: 12,
    examQuestionCount: 60,
    examDuration: 'DURATION_120',
    availablePlaces: 10,
    startsInDays: 35,
    lastsDays: 4,
    variants: { FULL_MIXED: [[75, 2490]], FULL_STATIONARY: [[75, 2990]] },
    pl: {
      title: 'Szkolenie STS-01 i STS-02 – scenariusze europejskie',
      city: 'Kraków',
      certificate: 'Certyfikat kompetencji pilota BSP STS-01/STS-02',
      description:
        '<p><strong>STS-01</strong>: loty VLOS nad kontrolowanym obszarem naziemnym w terenie zaludnionym, drony klasy C5. <strong>STS-02</strong>: loty BVLOS z obserwatorami przestrzeni powietrznej nad obszarem słabo zaludnionym, drony klasy C6.</p><p>16 godzin teorii i 6 godzin praktyki. Opłata za egzamin zewnętrzny: ' +
        EXAM_FEE_PLN +
        ' zł.</p>',
      scope:
        '<ul><li>Deklaracja operacyjna i instrukcja operacyjna</li><li>Obszar operacji, bufor ryzyka i obszar kontrolowany</li><li>Współpraca z obserwatorami (STS-02)</li><li>Procedury awaryjne i zakończenie lotu</li></ul>',
      examDescription:
        '<p>Egzamin teoretyczny: <strong>120 minut</strong>. Szkolenie praktyczne kończy się oceną umiejętności przez instruktora.</p>',
      participationConditions: '<p>Ukończone 18 lat i świadectwo kompetencji A1/A3. Zajęcia praktyczne w Krakowie.</p>',
    },
    en: {
      title: 'STS-01 and STS-02 training – European standard scenarios',
      city: 'Kraków',
      certificate: 'STS-01/STS-02 remote pilot certificate of knowledge',
      description:
        '<p><strong>STS-01</strong>: VLOS flights over a controlled ground area in a populated environment with C5 class drones. <strong>STS-02</strong>: BVLOS flights with airspace observers over a sparsely populated area with C6 class drones.</p><p>16 hours of theory and 6 hours of practice. External exam fee: ' +
        EXAM_FEE_PLN +
        ' PLN.</p>',
      scope:
        '<ul><li>Operational declaration and operations manual</li><li>Operational volume, ground risk buffer and controlled ground area</li><li>Working with airspace observers (STS-02)</li><li>Emergency procedures and flight termination</li></ul>',
      examDescription:
        '<p>Theory exam: <strong>120 minutes</strong>. The practical training ends with an instructor assessment.</p>',
      participationConditions: '<p>At least 18 years old and an A1/A3 proof of competency. Practice in Kraków.</p>',
    },
  },
  {
    picture: 'landing',
    category: 'PARTICULAR',
    courseType: 'THEORETICAL',
    visibility: 'LANDING',
    theoryHours: 12,
    chapters: 8,
    examQuestionCount: 60,
    examDuration: 'DURATION_120',
    availablePlaces: 16,
    startsInDays: 14,
    lastsDays: 2,
    variants: { THEORETICAL_STATIONARY: [[30, 790]] },
    pl: {
      title: 'Intensywne przygotowanie do egzaminu NSTS – weekend',
      city: 'Wrocław',
      description:
        '<p>Dwa dni powtórki całego materiału kategorii szczególnej (12 godzin) z próbnym egzaminem w warunkach egzaminu państwowego: <strong>120 minut</strong>. Opłata za egzamin zewnętrzny (' +
        EXAM_FEE_PLN +
        ' zł) płatna osobno.</p>',
      scope:
        '<ul><li>Powtórka scenariuszy NSTS-01 do NSTS-08</li><li>Najczęstsze błędy na egzaminie</li><li>Egzamin próbny z omówieniem</li></ul>',
      examDescription: '<p>Egzamin próbny: 60 pytań, 120 minut.</p>',
      participationConditions: '<p>Dla osób po szkoleniu teoretycznym NSTS. Zajęcia we Wrocławiu.</p>',
    },
    en: {
      title: 'Intensive NSTS exam preparation – weekend',
      city: 'Wrocław',
      description:
        '<p>Two days revising the whole specific-category syllabus (12 hours) with a mock exam under state exam conditions: <strong>120 minutes</strong>. The external exam fee (' +
        EXAM_FEE_PLN +
        ' PLN) is paid separately.</p>',
      scope:
        '<ul><li>Revision of scenarios NSTS-01 to NSTS-08</li><li>The most common exam mistakes</li><li>Mock exam with feedback</li></ul>',
      examDescription: '<p>Mock exam: 60 questions, 120 minutes.</p>',
      participationConditions: '<p>For those who completed the NSTS theory training. Classes in Wrocław.</p>',
    },
  },

  // ───────────── Technical courses ─────────────
  {
    picture: 'thermal',
    category: 'TECHNICAL',
    courseType: 'FULL',
    withoutExamFlg: true,
    theoryHours: 10,
    exerciseHours: 8,
    chapters: 9,
    availablePlaces: 8,
    startsInDays: 28,
    lastsDays: 2,
    variants: {
      FULL_STATIONARY: [
        [45, 3290],
        [5, 2790],
      ],
    },
    pl: {
      title: 'Inspekcje termowizyjne z drona',
      city: 'Kraków',
      certificate: 'Zaświadczenie ukończenia szkolenia (inspekcje termowizyjne)',
      description:
        '<p>Praktyczny kurs wykonywania inspekcji termowizyjnych z powietrza: instalacje fotowoltaiczne, dachy, sieci ciepłownicze i linie energetyczne. Pracujemy na radiometrycznych kamerach termowizyjnych.</p>',
      scope:
        '<ul><li>Podstawy termografii: emisyjność, odbicia, warunki pomiaru</li><li>Planowanie nalotu i parametry kamery</li><li>Wykrywanie usterek paneli PV i mostków termicznych</li><li>Raport z inspekcji dla klienta</li></ul>',
      examDescription: '<p>Kurs bez egzaminu: kończy się oceną raportu z inspekcji wykonanej podczas zajęć.</p>',
      participationConditions:
        '<p>Świadectwo kompetencji A1/A3 (zalecane uprawnienia NSTS lub STS do lotów komercyjnych).</p>',
    },
    en: {
      title: 'Thermal inspections with drones',
      city: 'Kraków',
      certificate: 'Certificate of completion (thermal inspections)',
      description:
        '<p>A hands-on course in airborne thermal inspections: photovoltaic plants, roofs, district heating networks and power lines, with radiometric thermal cameras.</p>',
      scope:
        '<ul><li>Thermography basics: emissivity, reflections, measuring conditions</li><li>Flight planning and camera settings</li><li>Finding PV panel faults and thermal bridges</li><li>An inspection report for the client</li></ul>',
      examDescription: '<p>No exam: the course ends with a review of the report made during the classes.</p>',
      participationConditions:
        '<p>An A1/A3 proof of competency (NSTS or STS qualifications recommended for commercial work).</p>',
    },
  },
  {
    picture: 'photogrammetry',
    category: 'TECHNICAL',
    courseType: 'FULL',
    withoutExamFlg: true,
    theoryHours: 12,
    exerciseHours: 6,
    chapters: 10,
    accessMonths: 6,
    availablePlaces: 10,
    startsInDays: 42,
    lastsDays: 3,
    variants: { FULL_MIXED: [[100, 3290]], THEORETICAL_ONLINE: [[100, 1490]] },
    pl: {
      title: 'Fotogrametria i ortofotomapy z BSP',
      city: 'Poznań',
      certificate: 'Zaświadczenie ukończenia szkolenia (fotogrametria)',
      description:
        '<p>Od planu nalotu do ortofotomapy i chmury punktów: pomiary z drona dla geodezji, budownictwa i rolnictwa.</p>',
      scope:
        '<ul><li>Pokrycie podłużne i poprzeczne zdjęć, GSD</li><li>Fotopunkty (GCP) oraz RTK/PPK</li><li>Przetwarzanie: ortofotomapa, NMT, chmura punktów</li><li>Kontrola dokładności i eksport do GIS</li></ul>',
      examDescription: '<p>Kurs bez egzaminu: projekt zaliczeniowy z własnego nalotu.</p>',
      participationConditions: '<p>Świadectwo kompetencji A1/A3 i własny laptop na zajęcia praktyczne.</p>',
    },
    en: {
      title: 'Photogrammetry and orthophoto maps with UAS',
      city: 'Poznań',
      certificate: 'Certificate of completion (photogrammetry)',
      description:
        '<p>From the flight plan to an orthophoto map and a point cloud: drone surveying for geodesy, construction and agriculture.</p>',
      scope:
        '<ul><li>Front and side overlap, GSD</li><li>Ground control points (GCP) and RTK/PPK</li><li>Processing: orthophoto, DTM, point cloud</li><li>Accuracy checks and GIS export</li></ul>',
      examDescription: '<p>No exam: a final project from your own survey flight.</p>',
      participationConditions: '<p>An A1/A3 proof of competency and your own laptop for the practical part.</p>',
    },
  },
  {
    picture: 'agriculture',
    category: 'TECHNICAL',
    courseType: 'FULL',
    withoutExamFlg: true,
    visibility: 'SOON',
    theoryHours: 10,
    exerciseHours: 6,
    variants: { FULL_MIXED: [[10, 2190]] },
    pl: {
      title: 'Drony w rolnictwie precyzyjnym',
      description: '<p>Wkrótce: mapy NDVI, opryski i nawożenie z drona, przepisy dotyczące lotów agrotechnicznych.</p>',
      scope: '<ul><li>Kamery multispektralne i indeksy roślinności</li><li>Drony agro: opryski i rozsiew</li></ul>',
      examDescription: '<p>Kurs bez egzaminu.</p>',
      participationConditions: '<p>Świadectwo kompetencji A1/A3.</p>',
    },
    en: {
      title: 'Drones in precision agriculture',
      description:
        '<p>Coming soon: NDVI maps, spraying and spreading with drones, and the rules for agricultural flights.</p>',
      scope:
        '<ul><li>Multispectral cameras and vegetation indices</li><li>Agricultural drones: spraying and spreading</li></ul>',
      examDescription: '<p>No exam.</p>',
      participationConditions: '<p>An A1/A3 proof of competency.</p>',
    },
  },
  {
    picture: 'rescue',
    category: 'TECHNICAL',
    courseType: 'FULL',
    visibility: 'PRIVATE',
    variants: {},
    pl: {
      title: 'Szkic: drony w działaniach poszukiwawczo-ratowniczych',
      description: '<p>Robocza wersja programu – do uzupełnienia.</p>',
      scope: '',
      examDescription: '',
      participationConditions: '',
    },
  },

  // ───────────── Certified courses ─────────────
  {
    picture: 'instructor',
    category: 'CERTIFIED',
    courseType: 'FULL',
    theoryHours: 20,
    exerciseHours: 16,
    chapters: 12,
    examQuestionCount: 50,
    examDuration: 'DURATION_120',
    permissionNumber: 'ULC-SZK-0142',
    availablePlaces: 6,
    startsInDays: 49,
    lastsDays: 5,
    variants: { FULL_STATIONARY: [[80, 3990]] },
    pl: {
      title: 'Kurs instruktora BSP',
      city: 'Warszawa',
      certificate: 'Uprawnienia instruktora szkolenia praktycznego BSP',
      description:
        '<p>Dla doświadczonych pilotów, którzy chcą szkolić innych: metodyka nauczania, ocena umiejętności i prowadzenie dokumentacji szkoleniowej.</p>',
      scope:
        '<ul><li>Metodyka szkolenia praktycznego i teoretycznego</li><li>Ocena umiejętności i egzaminowanie</li><li>Bezpieczeństwo zajęć i zarządzanie ryzykiem</li><li>Dokumentacja podmiotu szkolącego</li></ul>',
      examDescription: '<p>Egzamin teoretyczny 120 minut oraz lot sprawdzający z egzaminatorem.</p>',
      participationConditions:
        '<p>Świadectwo kwalifikacji w kategorii szczególnej (NSTS lub STS) i co najmniej 2 lata doświadczenia lotniczego.</p>',
    },
    en: {
      title: 'UAS instructor course',
      city: 'Warsaw',
      certificate: 'UAS practical training instructor rating',
      description:
        '<p>For experienced pilots who want to train others: teaching methods, skill assessment and training records.</p>',
      scope:
        '<ul><li>Methods of practical and theory training</li><li>Skill assessment and examining</li><li>Safety of training flights and risk management</li><li>Training organisation records</li></ul>',
      examDescription: '<p>A 120-minute theory exam and a check flight with an examiner.</p>',
      participationConditions:
        '<p>A specific-category certificate (NSTS or STS) and at least 2 years of flying experience.</p>',
    },
  },
  {
    picture: 'uavo',
    category: 'CERTIFIED',
    courseType: 'FULL',
    theoryHours: 16,
    exerciseHours: 10,
    chapters: 11,
    accessMonths: 12,
    examQuestionCount: 60,
    examDuration: 'DURATION_120',
    permissionNumber: 'ULC-SZK-0142',
    availablePlaces: 12,
    startsInDays: 56,
    lastsDays: 4,
    variants: {
      FULL_MIXED: [
        [70, 3490],
        [15, 2990],
      ],
    },
    pl: {
      title: 'Certyfikowany kurs operatora UAVO (VLOS/BVLOS)',
      city: 'Gdańsk',
      certificate: 'Świadectwo kwalifikacji UAVO',
      description:
        '<p>Kompleksowy, certyfikowany kurs operatora BSP z uprawnieniami do lotów VLOS i BVLOS: 16 godzin teorii, 10 godzin praktyki i egzamin. Opłata za egzamin zewnętrzny: ' +
        EXAM_FEE_PLN +
        ' zł.</p>',
      scope:
        '<ul><li>Prawo lotnicze i przestrzeń powietrzna</li><li>Loty BVLOS: planowanie i łączność</li><li>Procedury awaryjne</li><li>Praktyka: loty po trasie i w trudnych warunkach</li></ul>',
      examDescription: '<p>Egzamin teoretyczny <strong>120 minut</strong> i egzamin praktyczny.</p>',
      participationConditions: '<p>Ukończone 18 lat. Badania lotniczo-lekarskie nie są wymagane.</p>',
    },
    en: {
      title: 'Certified UAVO operator course (VLOS/BVLOS)',
      city: 'Gdańsk',
      certificate: 'UAVO qualification certificate',
      description:
        '<p>A complete, certified UAS operator course for VLOS and BVLOS flights: 16 hours of theory, 10 hours of practice and an exam. External exam fee: ' +
        EXAM_FEE_PLN +
        ' PLN.</p>',
      scope:
        '<ul><li>Aviation law and airspace</li><li>BVLOS flights: planning and communication</li><li>Emergency procedures</li><li>Practice: route flights and demanding conditions</li></ul>',
      examDescription: '<p>A <strong>120-minute</strong> theory exam and a practical exam.</p>',
      participationConditions: '<p>At least 18 years old; no aviation medical certificate required.</p>',
    },
  },
];

// ───────────────────────────── Pictures ─────────────────────────────

interface Scene {
  sky: [string, string];
  sun: string;
  ground: [string, string];
  drone: string;
  motif: 'hills' | 'ceiling' | 'city' | 'thermal' | 'grid' | 'fields' | 'badge' | 'mountains';
}

const SCENES = {
  open: {
    sky: ['#1e88e5', '#bbdefb'],
    sun: '#fff59d',
    ground: ['#66bb6a', '#2e7d32'],
    drone: '#263238',
    motif: 'ceiling',
  },
  openA2: {
    sky: ['#039be5', '#e1f5fe'],
    sun: '#ffee58',
    ground: ['#9ccc65', '#558b2f'],
    drone: '#37474f',
    motif: 'hills',
  },
  specific: {
    sky: ['#5e35b1', '#ffb74d'],
    sun: '#ffe082',
    ground: ['#455a64', '#263238'],
    drone: '#fafafa',
    motif: 'city',
  },
  sts: { sky: ['#3949ab', '#f48fb1'], sun: '#fff176', ground: ['#546e7a', '#37474f'], drone: '#eceff1', motif: 'city' },
  landing: {
    sky: ['#6a1b9a', '#ffcc80'],
    sun: '#fff9c4',
    ground: ['#4e342e', '#3e2723'],
    drone: '#fafafa',
    motif: 'hills',
  },
  thermal: {
    sky: ['#004d40', '#4db6ac'],
    sun: '#ffab40',
    ground: ['#263238', '#102027'],
    drone: '#e0f2f1',
    motif: 'thermal',
  },
  photogrammetry: {
    sky: ['#00695c', '#b2dfdb'],
    sun: '#fff59d',
    ground: ['#8d6e63', '#5d4037'],
    drone: '#212121',
    motif: 'grid',
  },
  agriculture: {
    sky: ['#0288d1', '#fff8e1'],
    sun: '#ffd54f',
    ground: ['#c0ca33', '#827717'],
    drone: '#1b5e20',
    motif: 'fields',
  },
  rescue: {
    sky: ['#b71c1c', '#ffcdd2'],
    sun: '#fff3e0',
    ground: ['#78909c', '#455a64'],
    drone: '#212121',
    motif: 'mountains',
  },
  instructor: {
    sky: ['#0d1b4c', '#3f51b5'],
    sun: '#ffd740',
    ground: ['#1a237e', '#0d1b4c'],
    drone: '#ffd740',
    motif: 'badge',
  },
  uavo: {
    sky: ['#1a237e', '#90caf9'],
    sun: '#ffe57f',
    ground: ['#283593', '#1a237e'],
    drone: '#fff8e1',
    motif: 'badge',
  },
} satisfies Record<string, Scene>;

const W = 1200;
const H = 675;
const HORIZON = 470;

/** A stylized quadcopter seen slightly from above, centred on (x, y), with its shadow on the ground. */
function drone(x: number, y: number, color: string): string {
  const ends: [number, number][] = [
    [-95, -40],
    [95, -40],
    [-95, 40],
    [95, 40],
  ];
  return [
    `<ellipse cx="${x}" cy="${HORIZON + 45}" rx="110" ry="16" fill="#000" fill-opacity="0.18"/>`,
    ...ends.map(
      ([dx, dy]) =>
        `<line x1="${x}" y1="${y}" x2="${x + dx}" y2="${y + dy}" stroke="${color}" stroke-width="12" stroke-linecap="round"/>`,
    ),
    `<rect x="${x - 40}" y="${y - 22}" width="80" height="44" rx="14" fill="${color}"/>`,
    `<rect x="${x - 24}" y="${y - 14}" width="48" height="10" rx="5" fill="#000" fill-opacity="0.25"/>`,
    `<line x1="${x - 26}" y1="${y + 20}" x2="${x - 40}" y2="${y + 44}" stroke="${color}" stroke-width="6" stroke-linecap="round"/>`,
    `<line x1="${x + 26}" y1="${y + 20}" x2="${x + 40}" y2="${y + 44}" stroke="${color}" stroke-width="6" stroke-linecap="round"/>`,
    `<circle cx="${x}" cy="${y + 30}" r="11" fill="#111" stroke="${color}" stroke-width="4"/>`,
    ...ends.map(
      ([dx, dy]) =>
        `<ellipse cx="${x + dx}" cy="${y + dy - 8}" rx="66" ry="13" fill="${color}" fill-opacity="0.3" stroke="${color}" stroke-width="3"/>` +
        `<circle cx="${x + dx}" cy="${y + dy - 4}" r="9" fill="${color}"/>`,
    ),
  ].join('');
}

function motif(scene: Scene): string {
  const [g1, g2] = scene.ground;
  switch (scene.motif) {
    case 'hills':
    case 'ceiling':
      return (
        `<path d="M0 ${HORIZON} Q300 ${HORIZON - 90} 620 ${HORIZON} T${W} ${HORIZON - 30} V${H} H0Z" fill="${g1}"/>` +
        `<path d="M0 ${HORIZON + 70} Q400 ${HORIZON - 10} 800 ${HORIZON + 60} T${W} ${HORIZON + 40} V${H} H0Z" fill="${g2}"/>` +
        (scene.motif === 'ceiling'
          ? `<line x1="0" y1="110" x2="${W}" y2="110" stroke="#fff" stroke-width="4" stroke-dasharray="24 16" stroke-opacity="0.8"/>` +
            `<line x1="90" y1="110" x2="90" y2="${HORIZON - 20}" stroke="#fff" stroke-width="3" stroke-opacity="0.7"/>` +
            `<path d="M78 130 L90 110 L102 130 M78 ${HORIZON - 40} L90 ${HORIZON - 20} L102 ${HORIZON - 40}" stroke="#fff" stroke-width="3" fill="none" stroke-opacity="0.7"/>`
          : '')
      );
    case 'city': {
      const buildings = [
        [40, 160],
        [150, 230],
        [250, 120],
        [340, 280],
        [460, 190],
        [580, 250],
        [700, 150],
        [800, 300],
        [930, 200],
        [1050, 260],
      ]
        .map(
          ([x, h]) =>
            `<rect x="${x}" y="${HORIZON + 60 - h!}" width="90" height="${h! + 200}" fill="${g1}"/>` +
            Array.from({ length: Math.floor(h! / 40) }, (_, row) =>
              [14, 50]
                .map(
                  (dx) =>
                    `<rect x="${x! + dx}" y="${HORIZON + 80 - h! + row * 40}" width="22" height="16" fill="#ffe082" fill-opacity="${(row + x!) % 3 ? 0.75 : 0.25}"/>`,
                )
                .join(''),
            ).join(''),
        )
        .join('');
      return `${buildings}<rect x="0" y="${HORIZON + 60}" width="${W}" height="${H}" fill="${g2}"/>`;
    }
    case 'thermal':
      return (
        `<defs><radialGradient id="heat" cx="0.5" cy="0.55" r="0.6"><stop offset="0" stop-color="#ffeb3b"/><stop offset="0.35" stop-color="#ff5722"/><stop offset="0.7" stop-color="#7b1fa2"/><stop offset="1" stop-color="#1a237e"/></radialGradient></defs>` +
        `<rect x="0" y="${HORIZON}" width="${W}" height="${H - HORIZON}" fill="${g2}"/>` +
        `<path d="M700 ${HORIZON + 120} V${HORIZON - 40} L860 ${HORIZON - 150} L1020 ${HORIZON - 40} V${HORIZON + 120}Z" fill="url(#heat)" stroke="#fff" stroke-width="4"/>` +
        `<rect x="120" y="${HORIZON + 40}" width="420" height="90" fill="#1565c0" stroke="#90caf9" stroke-width="3" transform="skewX(-20)"/>` +
        Array.from(
          { length: 6 },
          (_, i) =>
            `<line x1="${150 + i * 70}" y1="${HORIZON + 40}" x2="${150 + i * 70}" y2="${HORIZON + 130}" stroke="#90caf9" stroke-width="2" transform="skewX(-20)"/>`,
        ).join('') +
        `<rect x="330" y="${HORIZON + 40}" width="70" height="90" fill="#ff7043" transform="skewX(-20)"/>`
      );
    case 'grid':
      return (
        `<rect x="0" y="${HORIZON - 40}" width="${W}" height="${H - HORIZON + 40}" fill="${g1}"/>` +
        Array.from(
          { length: 13 },
          (_, i) =>
            `<line x1="${600 + (i - 6) * 40}" y1="${HORIZON - 40}" x2="${600 + (i - 6) * 220}" y2="${H}" stroke="#fff" stroke-opacity="0.45" stroke-width="2"/>`,
        ).join('') +
        Array.from({ length: 6 }, (_, i) => {
          const y = HORIZON - 40 + (i * i + i) * 9;
          return `<line x1="0" y1="${y}" x2="${W}" y2="${y}" stroke="#fff" stroke-opacity="0.45" stroke-width="2"/>`;
        }).join('') +
        `<path d="M160 ${HORIZON + 150} H1040 V${HORIZON + 100} H200 V${HORIZON + 55} H1000" stroke="#ffeb3b" stroke-width="5" stroke-dasharray="18 12" fill="none"/>` +
        [
          [240, 140],
          [900, 120],
          [560, 190],
        ]
          .map(
            ([x, dy]) =>
              `<path d="M${x} ${HORIZON + dy!} l14 -24 l14 24z" fill="#ff5252" stroke="#fff" stroke-width="2"/>`,
          )
          .join('')
      );
    case 'fields':
      return Array.from({ length: 9 }, (_, i) => {
        const y = HORIZON + i * 24;
        return `<rect x="0" y="${y}" width="${W}" height="24" fill="${i % 2 ? g1 : g2}"/>`;
      }).join('');
    case 'mountains':
      return (
        `<path d="M0 ${HORIZON + 40} L220 ${HORIZON - 160} L420 ${HORIZON + 10} L640 ${HORIZON - 210} L900 ${HORIZON + 20} L1060 ${HORIZON - 120} L${W} ${HORIZON} V${H} H0Z" fill="${g1}"/>` +
        `<path d="M580 ${HORIZON - 140} L640 ${HORIZON - 210} L700 ${HORIZON - 140} L670 ${HORIZON - 150} L640 ${HORIZON - 130} L610 ${HORIZON - 150}Z" fill="#fff"/>` +
        `<rect x="0" y="${HORIZON + 60}" width="${W}" height="${H}" fill="${g2}"/>`
      );
    case 'badge': {
      const star = Array.from({ length: 10 }, (_, i) => {
        const r = i % 2 ? 60 : 140;
        const a = (Math.PI / 5) * i - Math.PI / 2;
        return `${960 + r * Math.cos(a)},${330 + r * Math.sin(a)}`;
      }).join(' ');
      return (
        `<rect x="0" y="${HORIZON + 60}" width="${W}" height="${H}" fill="${g1}"/>` +
        `<path d="M900 420 L870 620 L930 580 L960 640 L990 580 L1050 620 L1020 420Z" fill="#c62828"/>` +
        `<circle cx="960" cy="330" r="170" fill="${scene.sun}" stroke="#fff" stroke-width="8"/>` +
        `<polygon points="${star}" fill="${g2}"/>`
      );
    }
  }
}

export function coursePictureSvg(scene: Scene): string {
  const [top, bottom] = scene.sky;
  const clouds = [
    [180, 150, 1],
    [520, 95, 0.8],
    [760, 190, 1.2],
  ]
    .map(
      ([x, y, k]) =>
        `<g fill="#fff" fill-opacity="0.85"><ellipse cx="${x}" cy="${y}" rx="${70 * k!}" ry="${26 * k!}"/><ellipse cx="${x! + 40 * k!}" cy="${y! - 18 * k!}" rx="${46 * k!}" ry="${30 * k!}"/><ellipse cx="${x! - 38 * k!}" cy="${y! - 8 * k!}" rx="${36 * k!}" ry="${22 * k!}"/></g>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    (scene.motif === 'badge' ? '' : `<circle cx="1030" cy="120" r="62" fill="${scene.sun}"/>`) +
    clouds +
    motif(scene) +
    drone(scene.motif === 'badge' ? 430 : 560, 260, scene.drone) +
    `</svg>`
  );
}

/** Renders a scene to JPEG and stores it as a public catalogue picture (like an admin upload). */
async function storePicture(prisma: PrismaClient, storage: Storage, name: string, scene: Scene) {
  const jpeg = await sharp(Buffer.from(coursePictureSvg(scene)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  const key = `${PICTURE_PURPOSE.toLowerCase()}/${randomUUID()}`;
  const { size } = await storage.put(key, Readable.from(jpeg), jpeg.length);
  return prisma.storedFile.create({
    data: { key, purpose: PICTURE_PURPOSE, originalName: `${name}.jpg`, mimeType: 'image/jpeg', size, public: true },
  });
}

// ───────────────────────────── Seeding ─────────────────────────────

const utcDay = (time: number) => new Date(new Date(time).toISOString().slice(0, 10) + 'T00:00:00.000Z');

function courseData(
  seed: CourseSeed,
  language: Language,
  texts: Texts,
  pictureId: string,
  now: number,
  createdAt: Date,
): Prisma.CourseCreateInput {
  const start = seed.startsInDays === undefined ? null : utcDay(now + seed.startsInDays * DAY);
  const end = start && seed.lastsDays ? new Date(start.getTime() + (seed.lastsDays - 1) * DAY) : start;
  return {
    courseType: seed.courseType,
    withoutExamFlg: seed.withoutExamFlg ?? false,
    title: texts.title,
    highlightImage: { connect: { id: pictureId } },
    description: sanitizeRichText(texts.description),
    scope: sanitizeRichText(texts.scope),
    examDescription: sanitizeRichText(texts.examDescription),
    participationConditions: sanitizeRichText(texts.participationConditions),
    theoryHours: seed.theoryHours ?? null,
    exerciseHours: seed.exerciseHours ?? null,
    chapters: seed.chapters ?? null,
    vatRate: 23,
    accessMonths: seed.accessMonths ?? null,
    certificate: texts.certificate ?? null,
    permissionNumber: seed.permissionNumber ?? null,
    examQuestionCount: seed.examQuestionCount ?? null,
    examDuration: seed.examDuration ?? null,
    city: texts.city ?? null,
    startDate: start,
    endDate: end,
    availablePlaces: seed.availablePlaces ?? null,
    category: seed.category,
    language,
    visibility: seed.visibility ?? 'PUBLIC',
    createdAt,
    variants: {
      create: Object.entries(seed.variants).map(([variant, history]) => ({
        variant: variant as CourseVariantType,
        priceGross: history.at(-1)![1] * 100,
        // Every price the variant has had, for the Omnibus rule (the last one is in force now).
        priceChanges: {
          create: history.map(([daysAgo, pln]) => ({
            priceGross: pln * 100,
            changedAt: new Date(now - daysAgo * DAY - (daysAgo === 0 ? 60_000 : 0)),
          })),
        },
      })),
    },
  };
}

/**
 * Seeds the demo courses (PL and EN rows) with their pictures; does nothing when courses exist.
 * Returns the number of courses created.
 */
export async function seedCourses(prisma: PrismaClient, storage: Storage): Promise<number> {
  if ((await prisma.course.count()) > 0) return 0;
  const now = Date.now();
  const names = [...new Set(COURSES.map((c) => c.picture))];
  const pictures = new Map(
    await Promise.all(
      names.map(async (name) => [name, (await storePicture(prisma, storage, name, SCENES[name])).id] as const),
    ),
  );
  // A PL row and, when the seed has English texts, its EN twin.
  const pairs: Prisma.CourseCreateInput[][] = [];
  COURSES.forEach((seed, i) => {
    // Listed newest first in the order written above.
    const createdAt = new Date(now - (i + 1) * 3_600_000);
    const pair = [courseData(seed, 'PL', seed.pl, pictures.get(seed.picture)!, now, createdAt)];
    if (seed.en) pair.push(courseData(seed, 'EN', seed.en, pictures.get(seed.picture)!, now, createdAt));
    pairs.push(pair);
  });
  try {
    // Dozens of nested creates: on a busy machine this takes longer than Prisma's default 5 s
    // for an interactive transaction, which then ends it half-way (seen as a foreign-key error on
    // a variant). The database is empty and nobody waits on these rows, so allow minutes.
    await prisma.$transaction(
      async (tx) => {
        for (const [pl, en] of pairs) {
          const plRow = await tx.course.create({ data: pl! });
          if (!en) continue;
          // Twins point at each other (see courses/service.ts pairTwins).
          const enRow = await tx.course.create({ data: { ...en, twin: { connect: { id: plRow.id } } } });
          await tx.course.update({ where: { id: plRow.id }, data: { twinId: enRow.id } });
        }
      },
      { maxWait: 60_000, timeout: 300_000 },
    );
  } catch (error) {
    // Leave no orphan pictures behind.
    const files = await prisma.storedFile.findMany({ where: { id: { in: [...pictures.values()] } } });
    await prisma.storedFile.deleteMany({ where: { id: { in: files.map((f) => f.id) } } });
    for (const file of files) await storage.delete(file.key).catch(() => undefined);
    throw error;
  }
  return pairs.flat().length;
}
