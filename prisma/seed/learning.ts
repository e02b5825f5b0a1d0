// Demo course content (spec 3: subjects, lessons, segments, lesson questions) for every course of
// the catalogue in Polish and in English: the open-category courses A1/A3 and A2 here, the others
// in ./course-content (the draft that no one but an admin sees has none). Also the demo student's
// progress: the Polish A1/A3 course part-way (its first subject completed, quizzes passed), the
// English A2 course not started (both bought, prisma/seed/purchases.ts), and the courses an admin
// gave them whose theory they finished (every quiz passed, every subject completed): the Polish A2
// course (FULL: practice, then the exam, passed) and the English A1/A3 course (an exam failed, the
// second try booked), whose exams and practice prisma/seed/exams.ts adds, and the thermal
// inspection course whose certificate prisma/seed/certificates.ts issues (seedFinishedTheoryOfOthers).
//
// The media under ./media were made once for the seed and are committed (nothing is downloaded):
// pre-flight-hover.mp4 (6 s, 480x270, H.264, moov first: `ffmpeg … -c:v libx264 -crf 28 -g 25
// -movflags +faststart` of a drone drawn with sharp over a drawn sky), briefing-tone.mp3 (4 s
// 660 Hz tone, libmp3lame), two diagrams drawn as SVG and rendered with sharp, and a pre-flight
// checklist PDF per language drawn with pdfmake. Each media segment gets its own stored file
// (purpose LESSON_MEDIA, not public), written through the storage driver as an upload would be.
//
// Seeding runs in many test files, so rows are written in batches: ids are made here, and each
// table gets one createMany.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Prisma, PrismaClient } from '../../server/generated/prisma/client.ts';
import { QUIZ_PASS_THRESHOLD_DEFAULT } from '../../server/contract/policies.ts';
import { sanitizeRichText } from '../../server/platform/rich-text.ts';
import type { Storage } from '../../server/platform/storage/storage.ts';
import { AGRICULTURE_EN, AGRICULTURE_PL } from './course-content/agriculture.ts';
import { INSTRUCTOR_EN, INSTRUCTOR_PL } from './course-content/instructor.ts';
import { SEED_MEDIA, text, type MediaName, type SubjectSeed } from './course-content/model.ts';
import { NSTS_EN, NSTS_PL } from './course-content/nsts.ts';
import { NSTS_WEEKEND_EN, NSTS_WEEKEND_PL } from './course-content/nsts-weekend.ts';
import { PHOTOGRAMMETRY_EN, PHOTOGRAMMETRY_PL } from './course-content/photogrammetry.ts';
import { STS_EN, STS_PL } from './course-content/sts.ts';
import { THERMAL_EN, THERMAL_PL } from './course-content/thermal.ts';
import { UAVO_EN, UAVO_PL } from './course-content/uavo.ts';

const DAY = 86_400_000;
const MEDIA_PURPOSE = 'LESSON_MEDIA';
const MEDIA_DIR = path.join(import.meta.dirname, 'media');

// ───────────────────────────── A1/A3 (open category) ─────────────────────────────

const A1A3_PL: SubjectSeed[] = [
  {
    title: 'Kategoria otwarta i rejestracja operatora',
    lessons: [
      {
        title: 'Podkategorie A1, A2 i A3',
        segments: [
          text(
            '<h2>Czym jest kategoria otwarta</h2><p>Kategoria otwarta obejmuje loty o niskim ryzyku, które nie wymagają zezwolenia Urzędu Lotnictwa Cywilnego. Warunki są proste, ale obowiązkowe: dron o maksymalnej masie startowej poniżej <strong>25 kg</strong>, lot w zasięgu wzroku (<strong>VLOS</strong>) i nie wyżej niż <strong>120 m</strong> od najbliższego punktu powierzchni ziemi.</p><ul><li><strong>A1</strong> – loty nad ludźmi niezaangażowanymi dozwolone tylko dronami C0 i C1 (bez przelotów nad zgromadzeniami).</li><li><strong>A2</strong> – loty blisko ludzi dronem C2, po zdaniu egzaminu A2 CofC.</li><li><strong>A3</strong> – loty z dala od ludzi: co najmniej 150 m od terenów mieszkalnych, handlowych i rekreacyjnych.</li></ul>',
          ),
          {
            type: 'IMAGE',
            media: 'heightDiagram',
            caption: 'Limit 120 m nad ziemią i lot w zasięgu wzroku (VLOS)',
          },
          text(
            '<p>Pilot musi widzieć drona bez lornetki i bez pomocy kamery. Obserwator może pomagać, ale to pilot odpowiada za lot. W trybie „follow me” dron może oddalić się do 50 m od pilota.</p>',
          ),
        ],
        quiz: [
          {
            q: 'Jaka jest maksymalna wysokość lotu w kategorii otwartej?',
            a: [
              ['120 m od najbliższego punktu powierzchni ziemi', true],
              ['150 m nad poziomem morza', false],
              ['500 m od miejsca startu', false],
            ],
          },
          {
            q: 'Co oznacza skrót VLOS?',
            a: [
              ['Lot w zasięgu wzroku pilota', true],
              ['Lot poza zasięgiem wzroku', false],
              ['Lot z obserwatorem w innej miejscowości', false],
            ],
          },
          {
            q: 'W której podkategorii latasz z dala od ludzi, co najmniej 150 m od zabudowy?',
            a: [
              ['A1', false],
              ['A2', false],
              ['A3', true],
            ],
          },
        ],
      },
      {
        title: 'Rejestracja operatora i oznakowanie drona',
        segments: [
          text(
            '<h2>Numer operatora</h2><p>Każdy operator drona o masie od <strong>250 g</strong> albo z kamerą (chyba że to zabawka) musi zarejestrować się w systemie ULC. Po rejestracji otrzymujesz numer operatora, który umieszczasz na każdym swoim dronie, np. naklejką na korpusie.</p><ol><li>Załóż konto w portalu drony.ulc.gov.pl.</li><li>Zarejestruj się jako operator i opłać rejestrację.</li><li>Nanieś numer operatora na drona (część publiczna numeru).</li></ol><p>Świadectwo kompetencji A1/A3 zdobywasz po szkoleniu online i egzaminie – ten kurs prowadzi Cię przez cały materiał.</p>',
          ),
          { type: 'AUDIO', media: 'audio', caption: 'Sygnał odprawy: posłuchaj przed rozpoczęciem lekcji' },
        ],
        quiz: [
          {
            q: 'Od jakiej masy drona rejestracja operatora jest obowiązkowa (dla drona bez kamery)?',
            a: [
              ['250 g', true],
              ['2 kg', false],
              ['25 kg', false],
            ],
          },
          {
            q: 'Gdzie umieszczasz numer operatora?',
            a: [
              ['Na każdym dronie, którym latasz jako operator', true],
              ['Tylko w dokumentach przechowywanych w domu', false],
            ],
          },
        ],
      },
    ],
  },
  {
    title: 'Przestrzeń powietrzna i strefy geograficzne',
    lessons: [
      {
        title: 'Strefy w przestrzeni powietrznej',
        segments: [
          text(
            '<h2>Gdzie wolno latać</h2><p>Przestrzeń powietrzna jest podzielona na strefy. W strefach kontrolowanych lotnisk (<strong>CTR</strong>) lot wymaga zgody służb ruchu lotniczego, a w strefach zakazanych (P) i ograniczonych (R) nie latasz bez specjalnej zgody.</p><p>Przed każdym lotem sprawdź mapę stref geograficznych: aplikacja pokaże, czy miejsce startu leży w strefie i jakie warunki obowiązują.</p>',
          ),
          {
            type: 'IMAGE',
            media: 'zonesMap',
            caption: 'Przykładowa mapa: CTR lotniska, strefa R/P i obszar bez ograniczeń',
          },
        ],
        quiz: [
          {
            q: 'Co oznacza skrót CTR?',
            a: [
              ['Strefę kontrolowaną lotniska', true],
              ['Centrum szkolenia pilotów', false],
              ['Strefę rekreacyjną dla dronów', false],
            ],
          },
          {
            q: 'Co robisz przed lotem w nowym miejscu?',
            a: [
              ['Sprawdzam mapę stref geograficznych', true],
              ['Pytam przechodniów, czy ktoś tu lata', false],
            ],
          },
        ],
      },
      {
        title: 'Prywatność i ochrona danych',
        segments: [
          text(
            '<p>Dron z kamerą rejestruje dane osobowe. Nie filmuj ludzi bez ich zgody, nie publikuj nagrań, na których można kogoś rozpoznać, i szanuj prywatność posesji. Przepisy RODO obowiązują także pilotów.</p>',
          ),
        ],
      },
    ],
  },
  {
    title: 'Meteorologia dla pilota drona',
    lessons: [
      {
        title: 'Wiatr, podmuchy i temperatura',
        segments: [
          text(
            '<h2>Pogoda przed lotem</h2><ul><li><strong>Wiatr</strong>: nie przekraczaj limitu podanego przez producenta; na 120 m wieje mocniej niż przy ziemi.</li><li><strong>Podmuchy</strong>: nagłe zmiany prędkości wiatru zwiększają zużycie akumulatora.</li><li><strong>Temperatura</strong>: w zimnie akumulator traci pojemność, rozgrzej go przed startem.</li><li><strong>Opady i mgła</strong>: ograniczają widzialność, a więc i lot VLOS.</li></ul>',
          ),
        ],
        quiz: [
          {
            q: 'Jak niska temperatura wpływa na akumulator drona?',
            a: [
              ['Zmniejsza jego dostępną pojemność', true],
              ['Zwiększa czas lotu', false],
              ['Nie ma żadnego wpływu', false],
            ],
          },
          {
            q: 'Które warunki ograniczają lot w zasięgu wzroku?',
            a: [
              ['Mgła', true],
              ['Intensywne opady', true],
              ['Bezchmurne niebo', false],
            ],
          },
        ],
      },
      {
        title: 'Prognoza i komunikaty pogodowe',
        segments: [
          text(
            '<p>Korzystaj z prognoz lotniczych (METAR, TAF) i aplikacji pogodowych. Zwróć uwagę na prędkość wiatru na wysokości lotu, podstawę chmur i ostrzeżenia o burzach.</p>',
          ),
        ],
      },
    ],
  },
  {
    title: 'Procedury operacyjne',
    lessons: [
      {
        title: 'Lista kontrolna przed lotem',
        segments: [
          text(
            '<h2>Zanim wystartujesz</h2><p>Lista kontrolna chroni przed rutyną. Przejdź ją przed każdym lotem: dokumenty, przestrzeń i pogoda, stan drona, miejsce startu.</p>',
          ),
          { type: 'FILE', media: 'checklistPl', caption: 'Lista kontrolna przed lotem (PDF do wydruku)' },
        ],
        quiz: [
          {
            q: 'Kiedy przechodzisz listę kontrolną?',
            a: [
              ['Przed każdym lotem', true],
              ['Tylko przed pierwszym lotem nowym dronem', false],
            ],
          },
          {
            q: 'Co należy do sprawdzenia drona przed lotem?',
            a: [
              ['Stan śmigieł i naładowanie akumulatorów', true],
              ['Kolor obudowy', false],
              ['Zapisany punkt powrotu (RTH)', true],
            ],
          },
        ],
      },
      {
        title: 'Start, zawis i lądowanie',
        segments: [
          { type: 'VIDEO', media: 'video', caption: 'Start i zawis poniżej limitu 120 m' },
          text(
            '<p>Po starcie zawiśnij na kilku metrach i sprawdź reakcję drona na drążki. Dopiero potem wznoś się i leć dalej, cały czas widząc drona. Lądowanie planuj z zapasem akumulatora co najmniej 20%.</p>',
          ),
        ],
        quiz: [
          {
            q: 'Co robisz zaraz po starcie?',
            a: [
              ['Zawis na kilku metrach i sprawdzenie sterowności', true],
              ['Natychmiastowe wznoszenie na 120 m', false],
            ],
          },
          {
            q: 'Z jakim zapasem akumulatora najlepiej planować lądowanie?',
            a: [
              ['Co najmniej 20%', true],
              ['0% – do wyczerpania', false],
            ],
          },
        ],
      },
    ],
  },
];

const A1A3_EN: SubjectSeed[] = [
  {
    title: 'The open category and operator registration',
    lessons: [
      {
        title: 'Subcategories A1, A2 and A3',
        segments: [
          text(
            '<h2>What the open category is</h2><p>The open category covers low-risk flights that need no authorisation from the civil aviation authority. Its conditions are simple but binding: a drone with a take-off mass below <strong>25 kg</strong>, flown within visual line of sight (<strong>VLOS</strong>) and no higher than <strong>120 m</strong> from the closest point of the ground.</p><ul><li><strong>A1</strong> – flying over uninvolved people only with C0 and C1 drones (never over assemblies).</li><li><strong>A2</strong> – flying close to people with a C2 drone, after the A2 CofC exam.</li><li><strong>A3</strong> – flying far from people: at least 150 m from residential, commercial and recreational areas.</li></ul>',
          ),
          {
            type: 'IMAGE',
            media: 'heightDiagram',
            caption: 'The 120 m height limit and visual line of sight (VLOS)',
          },
          text(
            '<p>The pilot must see the drone without binoculars or the camera feed. An observer may help, but the pilot is responsible for the flight. In follow-me mode the drone may be up to 50 m from the pilot.</p>',
          ),
        ],
        quiz: [
          {
            q: 'What is the maximum flight height in the open category?',
            a: [
              ['120 m from the closest point of the ground', true],
              ['150 m above sea level', false],
              ['500 m from the take-off point', false],
            ],
          },
          {
            q: 'What does VLOS stand for?',
            a: [
              ['Visual line of sight', true],
              ['Beyond visual line of sight', false],
              ['Very low operating speed', false],
            ],
          },
          {
            q: 'In which subcategory do you fly far from people, at least 150 m from built-up areas?',
            a: [
              ['A1', false],
              ['A2', false],
              ['A3', true],
            ],
          },
        ],
      },
      {
        title: 'Operator registration and drone marking',
        segments: [
          text(
            '<h2>Your operator number</h2><p>Every operator of a drone of <strong>250 g</strong> or more, or with a camera (unless it is a toy), must register with the national aviation authority. Registration gives you an operator number that you display on each of your drones, e.g. with a sticker on the body.</p><ol><li>Create an account in the authority’s drone portal.</li><li>Register as an operator and pay the fee.</li><li>Put the operator number (its public part) on the drone.</li></ol><p>The A1/A3 proof of competency follows an online training and exam – this course takes you through all of it.</p>',
          ),
          { type: 'AUDIO', media: 'audio', caption: 'Briefing tone: listen before you start the lesson' },
        ],
        quiz: [
          {
            q: 'From what mass is operator registration mandatory (for a drone without a camera)?',
            a: [
              ['250 g', true],
              ['2 kg', false],
              ['25 kg', false],
            ],
          },
          {
            q: 'Where do you display the operator number?',
            a: [
              ['On every drone you fly as the operator', true],
              ['Only on documents kept at home', false],
            ],
          },
        ],
      },
    ],
  },
  {
    title: 'Airspace and geographical zones',
    lessons: [
      {
        title: 'Airspace zones',
        segments: [
          text(
            '<h2>Where you may fly</h2><p>Airspace is divided into zones. In an airport control zone (<strong>CTR</strong>) a flight needs clearance from air traffic services, and in prohibited (P) and restricted (R) areas you do not fly without a special permission.</p><p>Check the geographical zone map before every flight: it shows whether your take-off site is in a zone and which conditions apply.</p>',
          ),
          {
            type: 'IMAGE',
            media: 'zonesMap',
            caption: 'Example map: an airport CTR, an R/P area and an unrestricted area',
          },
        ],
        quiz: [
          {
            q: 'What is a CTR?',
            a: [
              ['An airport control zone', true],
              ['A pilot training centre', false],
              ['A recreational drone zone', false],
            ],
          },
          {
            q: 'What do you do before flying at a new site?',
            a: [
              ['Check the geographical zone map', true],
              ['Ask passers-by whether anyone flies there', false],
            ],
          },
        ],
      },
      {
        title: 'Privacy and data protection',
        segments: [
          text(
            '<p>A drone with a camera records personal data. Do not film people without their consent, do not publish footage in which someone can be recognised, and respect private property. The GDPR applies to pilots too.</p>',
          ),
        ],
      },
    ],
  },
  {
    title: 'Meteorology for drone pilots',
    lessons: [
      {
        title: 'Wind, gusts and temperature',
        segments: [
          text(
            '<h2>Weather before the flight</h2><ul><li><strong>Wind</strong>: stay within the manufacturer’s limit; at 120 m the wind is stronger than on the ground.</li><li><strong>Gusts</strong>: sudden changes of wind speed drain the battery faster.</li><li><strong>Temperature</strong>: cold reduces battery capacity, warm the battery before take-off.</li><li><strong>Precipitation and fog</strong>: they reduce visibility, and so VLOS.</li></ul>',
          ),
        ],
        quiz: [
          {
            q: 'How does a low temperature affect the drone’s battery?',
            a: [
              ['It reduces the available capacity', true],
              ['It extends the flight time', false],
              ['It has no effect', false],
            ],
          },
          {
            q: 'Which conditions limit flying within visual line of sight?',
            a: [
              ['Fog', true],
              ['Heavy precipitation', true],
              ['A clear sky', false],
            ],
          },
        ],
      },
      {
        title: 'Forecasts and weather reports',
        segments: [
          text(
            '<p>Use aviation forecasts (METAR, TAF) and weather apps. Look at the wind speed at your flight height, the cloud base and thunderstorm warnings.</p>',
          ),
        ],
      },
    ],
  },
  {
    title: 'Operational procedures',
    lessons: [
      {
        title: 'Pre-flight checklist',
        segments: [
          text(
            '<h2>Before you take off</h2><p>A checklist protects you from routine. Go through it before every flight: documents, airspace and weather, the drone’s condition, the take-off site.</p>',
          ),
          { type: 'FILE', media: 'checklistEn', caption: 'Pre-flight checklist (PDF to print)' },
        ],
        quiz: [
          {
            q: 'When do you go through the checklist?',
            a: [
              ['Before every flight', true],
              ['Only before the first flight with a new drone', false],
            ],
          },
          {
            q: 'What belongs to the drone check before a flight?',
            a: [
              ['Propellers and battery charge', true],
              ['The colour of the body', false],
              ['A recorded home point (RTH)', true],
            ],
          },
        ],
      },
      {
        title: 'Take-off, hover and landing',
        segments: [
          { type: 'VIDEO', media: 'video', caption: 'Take-off and hover below the 120 m limit' },
          text(
            '<p>After take-off hover at a few metres and check how the drone responds to the sticks. Only then climb and fly on, always keeping the drone in sight. Plan the landing with at least 20% of battery left.</p>',
          ),
        ],
        quiz: [
          {
            q: 'What do you do right after take-off?',
            a: [
              ['Hover at a few metres and check the controls', true],
              ['Climb straight to 120 m', false],
            ],
          },
          {
            q: 'With how much battery left should you plan the landing?',
            a: [
              ['At least 20%', true],
              ['0% – until it is empty', false],
            ],
          },
        ],
      },
    ],
  },
];

// ───────────────────────────── A2 CofC ─────────────────────────────

const A2_PL: SubjectSeed[] = [
  {
    title: 'Meteorologia i osiągi drona C2',
    lessons: [
      {
        title: 'Wpływ pogody na lot blisko ludzi',
        segments: [
          text(
            '<p>W podkategorii A2 latasz bliżej ludzi, więc margines błędu jest mniejszy. Silny wiatr może znieść drona w stronę osób niezaangażowanych: przy podmuchach zwiększ odległość albo zrezygnuj z lotu. Pamiętaj o limicie <strong>120 m</strong> i locie VLOS.</p>',
          ),
          { type: 'IMAGE', media: 'heightDiagram', caption: 'Limit wysokości i zasięg wzroku obowiązują także w A2' },
        ],
        quiz: [
          {
            q: 'Co robisz, gdy podmuchy wiatru mogą znieść drona w stronę ludzi?',
            a: [
              ['Zwiększam odległość albo rezygnuję z lotu', true],
              ['Lecę szybciej, żeby skończyć przed podmuchem', false],
            ],
          },
          {
            q: 'Czy w A2 obowiązuje limit 120 m?',
            a: [
              ['Tak', true],
              ['Nie, w A2 można latać wyżej', false],
            ],
          },
        ],
      },
      {
        title: 'Osiągi i tryb niskiej prędkości',
        segments: [
          text(
            '<p>Dron klasy C2 ma <strong>tryb niskiej prędkości</strong> (do 3 m/s). Włączony pozwala zbliżyć się do osób niezaangażowanych na 5 m, bez niego zachowujesz co najmniej 30 m.</p>',
          ),
        ],
        quiz: [
          {
            q: 'Na jaką odległość od osób niezaangażowanych możesz się zbliżyć w trybie niskiej prędkości?',
            a: [
              ['5 m', true],
              ['30 m', false],
              ['150 m', false],
            ],
          },
          {
            q: 'Jaka jest minimalna odległość bez trybu niskiej prędkości?',
            a: [
              ['30 m', true],
              ['5 m', false],
            ],
          },
        ],
      },
    ],
  },
  {
    title: 'Ograniczanie ryzyka na ziemi i w powietrzu',
    lessons: [
      {
        title: 'Reguła 1:1 i strefa buforowa',
        segments: [
          text(
            '<h2>Reguła 1:1</h2><p>Odległość pozioma od osób niezaangażowanych nie może być mniejsza niż wysokość lotu: lecąc na 40 m, trzymasz się co najmniej 40 m od ludzi. Wyznacz strefę buforową i poinformuj osoby w pobliżu o lotach.</p>',
          ),
          { type: 'AUDIO', media: 'audio', caption: 'Sygnał ostrzegawczy przed startem' },
        ],
        quiz: [
          {
            q: 'Lecisz na wysokości 40 m. Jaka jest najmniejsza odległość pozioma od osób niezaangażowanych według reguły 1:1?',
            a: [
              ['40 m', true],
              ['20 m', false],
              ['120 m', false],
            ],
          },
          {
            q: 'Co pomaga ograniczyć ryzyko na ziemi?',
            a: [
              ['Strefa buforowa', true],
              ['Informowanie osób w pobliżu', true],
              ['Lot nad zgromadzeniem', false],
            ],
          },
        ],
      },
      {
        title: 'Strefy i inne statki powietrzne',
        segments: [
          { type: 'IMAGE', media: 'zonesMap', caption: 'Strefy, w których lot wymaga zgody' },
          text(
            '<p>Ustępuj pierwszeństwa każdemu załogowemu statkowi powietrznemu. Gdy słyszysz śmigłowiec, zniż drona i odsuń go od trasy przelotu.</p>',
          ),
        ],
      },
    ],
  },
  {
    title: 'Samodzielne szkolenie praktyczne',
    lessons: [
      {
        title: 'Ćwiczenia w terenie',
        segments: [
          { type: 'VIDEO', media: 'video', caption: 'Ćwiczenie: start, zawis i przelot' },
          text(
            '<p>Samodzielne szkolenie praktyczne wykonujesz w miejscu spełniającym warunki podkategorii A3. Ćwicz zawis, przeloty po prostej i lądowanie w wyznaczonym polu, a każde ćwiczenie zapisz w dzienniku.</p>',
          ),
          { type: 'FILE', media: 'checklistPl', caption: 'Lista kontrolna przed lotem (PDF)' },
        ],
        quiz: [
          {
            q: 'Gdzie wykonujesz samodzielne szkolenie praktyczne?',
            a: [
              ['W miejscu spełniającym warunki A3', true],
              ['Nad zatłoczonym parkiem', false],
            ],
          },
          {
            q: 'Co zapisujesz po każdym ćwiczeniu?',
            a: [
              ['Wpis w dzienniku szkolenia', true],
              ['Nic, szkolenie nie wymaga dokumentacji', false],
            ],
          },
        ],
      },
    ],
  },
];

const A2_EN: SubjectSeed[] = [
  {
    title: 'Meteorology and C2 drone performance',
    lessons: [
      {
        title: 'Weather when flying close to people',
        segments: [
          text(
            '<p>In the A2 subcategory you fly closer to people, so the margin for error is smaller. Strong wind can drift the drone towards uninvolved people: in gusts increase the distance or do not fly. The <strong>120 m</strong> limit and VLOS still apply.</p>',
          ),
          {
            type: 'IMAGE',
            media: 'heightDiagram',
            caption: 'The height limit and visual line of sight apply in A2 too',
          },
        ],
        quiz: [
          {
            q: 'What do you do when gusts could drift the drone towards people?',
            a: [
              ['Increase the distance or do not fly', true],
              ['Fly faster to finish before the gust', false],
            ],
          },
          {
            q: 'Does the 120 m limit apply in A2?',
            a: [
              ['Yes', true],
              ['No, A2 allows flying higher', false],
            ],
          },
        ],
      },
      {
        title: 'Performance and low-speed mode',
        segments: [
          text(
            '<p>A C2 class drone has a <strong>low-speed mode</strong> (up to 3 m/s). With it on you may come as close as 5 m to uninvolved people; without it you keep at least 30 m.</p>',
          ),
        ],
        quiz: [
          {
            q: 'How close to uninvolved people may you fly in low-speed mode?',
            a: [
              ['5 m', true],
              ['30 m', false],
              ['150 m', false],
            ],
          },
          {
            q: 'What is the minimum distance without low-speed mode?',
            a: [
              ['30 m', true],
              ['5 m', false],
            ],
          },
        ],
      },
    ],
  },
  {
    title: 'Mitigating ground and air risk',
    lessons: [
      {
        title: 'The 1:1 rule and the buffer zone',
        segments: [
          text(
            '<h2>The 1:1 rule</h2><p>The horizontal distance from uninvolved people must be at least your flight height: flying at 40 m, you stay at least 40 m away from people. Mark a buffer zone and tell people nearby about the flights.</p>',
          ),
          { type: 'AUDIO', media: 'audio', caption: 'Warning tone before take-off' },
        ],
        quiz: [
          {
            q: 'You fly at 40 m. What is the smallest horizontal distance from uninvolved people under the 1:1 rule?',
            a: [
              ['40 m', true],
              ['20 m', false],
              ['120 m', false],
            ],
          },
          {
            q: 'What helps to mitigate ground risk?',
            a: [
              ['A buffer zone', true],
              ['Telling people nearby', true],
              ['Flying over an assembly', false],
            ],
          },
        ],
      },
      {
        title: 'Zones and other aircraft',
        segments: [
          { type: 'IMAGE', media: 'zonesMap', caption: 'Zones where a flight needs permission' },
          text(
            '<p>Give way to every manned aircraft. When you hear a helicopter, descend and move the drone away from its path.</p>',
          ),
        ],
      },
    ],
  },
  {
    title: 'Self-practical training',
    lessons: [
      {
        title: 'Exercises in the field',
        segments: [
          { type: 'VIDEO', media: 'video', caption: 'Exercise: take-off, hover and transit' },
          text(
            '<p>You do the self-practical training at a site that meets the A3 conditions. Practise hovering, straight transits and landing in a marked box, and record every exercise in your log.</p>',
          ),
          { type: 'FILE', media: 'checklistEn', caption: 'Pre-flight checklist (PDF)' },
        ],
        quiz: [
          {
            q: 'Where do you do the self-practical training?',
            a: [
              ['At a site that meets the A3 conditions', true],
              ['Over a crowded park', false],
            ],
          },
          {
            q: 'What do you record after each exercise?',
            a: [
              ['An entry in the training log', true],
              ['Nothing, the training needs no records', false],
            ],
          },
        ],
      },
    ],
  },
];

/** Content per demo course title (the catalogue's titles in prisma/seed/courses.ts). */
export const LEARNING_CONTENT: Record<string, SubjectSeed[]> = {
  'Kurs A1/A3 online – kategoria otwarta': A1A3_PL,
  'A1/A3 online course – open category': A1A3_EN,
  'Kurs A2 CofC – loty bliżej ludzi': A2_PL,
  'A2 CofC course – flying closer to people': A2_EN,
  'Szkolenie NSTS – scenariusze krajowe NSTS-01 do NSTS-08': NSTS_PL,
  'NSTS training – national scenarios NSTS-01 to NSTS-08': NSTS_EN,
  'Szkolenie STS-01 i STS-02 – scenariusze europejskie': STS_PL,
  'STS-01 and STS-02 training – European standard scenarios': STS_EN,
  'Intensywne przygotowanie do egzaminu NSTS – weekend': NSTS_WEEKEND_PL,
  'Intensive NSTS exam preparation – weekend': NSTS_WEEKEND_EN,
  'Inspekcje termowizyjne z drona': THERMAL_PL,
  'Thermal inspections with drones': THERMAL_EN,
  'Fotogrametria i ortofotomapy z BSP': PHOTOGRAMMETRY_PL,
  'Photogrammetry and orthophoto maps with UAS': PHOTOGRAMMETRY_EN,
  'Drony w rolnictwie precyzyjnym': AGRICULTURE_PL,
  'Drones in precision agriculture': AGRICULTURE_EN,
  'Kurs instruktora BSP': INSTRUCTOR_PL,
  'UAS instructor course': INSTRUCTOR_EN,
  'Certyfikowany kurs operatora UAVO (VLOS/BVLOS)': UAVO_PL,
  'Certified UAVO operator course (VLOS/BVLOS)': UAVO_EN,
};

/** The demo student's progress: this course part-way (subject 1 completed); their other course not started. */
export const STUDENT_COURSE_IN_PROGRESS = 'Kurs A1/A3 online – kategoria otwarta';
export const STUDENT_COURSE_NOT_STARTED = 'A2 CofC course – flying closer to people';
/**
 * Courses an admin gave the student, theory finished: every quiz passed and every subject
 * completed (so the course is finished, as completing the last subject does; no certificate yet:
 * these courses have an exam). Days before the seeding: given, and theory finished.
 */
export const STUDENT_THEORY_FINISHED: { title: string; givenDaysAgo: number; finishedDaysAgo: number }[] = [
  // FULL: practice confirmed, then the exam passed (prisma/seed/exams.ts).
  { title: 'Kurs A2 CofC – loty bliżej ludzi', givenDaysAgo: 50, finishedDaysAgo: 30 },
  // THEORETICAL: a first try failed, the second one booked (prisma/seed/exams.ts).
  { title: 'A1/A3 online course – open category', givenDaysAgo: 45, finishedDaysAgo: 16 },
];

// ───────────────────────────── Seeding ─────────────────────────────

/** The rows of the courses' content, ids made here so that each table takes one createMany. */
interface ContentRows {
  /** One stored file per media segment: its id, its storage key and which committed file it holds. */
  media: { id: string; key: string; name: MediaName }[];
  subjects: Prisma.SubjectCreateManyInput[];
  lessons: Prisma.LessonCreateManyInput[];
  segments: Prisma.LessonSegmentCreateManyInput[];
  questions: Prisma.LessonQuestionCreateManyInput[];
  answers: Prisma.LessonAnswerCreateManyInput[];
}

function contentRows(courses: { id: string; title: string }[]): ContentRows {
  const rows: ContentRows = { media: [], subjects: [], lessons: [], segments: [], questions: [], answers: [] };
  for (const course of courses) {
    for (const [si, subject] of LEARNING_CONTENT[course.title]!.entries()) {
      const subjectId = randomUUID();
      rows.subjects.push({ id: subjectId, courseId: course.id, title: subject.title, position: si + 1 });
      for (const [li, lesson] of subject.lessons.entries()) {
        const lessonId = randomUUID();
        rows.lessons.push({
          id: lessonId,
          subjectId,
          title: lesson.title,
          position: li + 1,
          passThreshold: lesson.passThreshold ?? QUIZ_PASS_THRESHOLD_DEFAULT,
        });
        for (const [i, segment] of lesson.segments.entries()) {
          if (segment.type === 'TEXT') {
            const content = sanitizeRichText(segment.html);
            rows.segments.push({ lessonId, segmentType: 'TEXT', position: i + 1, content });
            continue;
          }
          const fileId = randomUUID();
          rows.media.push({ id: fileId, key: `${MEDIA_PURPOSE.toLowerCase()}/${randomUUID()}`, name: segment.media });
          rows.segments.push({
            lessonId,
            segmentType: segment.type,
            position: i + 1,
            content: segment.caption,
            fileId,
          });
        }
        for (const [qi, question] of (lesson.quiz ?? []).entries()) {
          const questionId = randomUUID();
          rows.questions.push({ id: questionId, lessonId, content: question.q, position: qi + 1 });
          question.a.forEach(([content, correct], ai) =>
            rows.answers.push({ questionId, content, correct, position: ai + 1 }),
          );
        }
      }
    }
  }
  return rows;
}

/** Writes each media file through the storage driver as an upload would; returns their StoredFile rows. */
function storeMedia(storage: Storage, media: ContentRows['media']): Promise<Prisma.StoredFileCreateManyInput[]> {
  const bytes = new Map<MediaName, Buffer>();
  const read = (name: MediaName) => {
    let body = bytes.get(name);
    if (!body) bytes.set(name, (body = readFileSync(path.join(MEDIA_DIR, SEED_MEDIA[name].file))));
    return body;
  };
  return Promise.all(
    media.map(async ({ id, key, name }) => {
      const body = read(name);
      const { size } = await storage.put(key, Readable.from(body), body.length);
      const { file, mimeType } = SEED_MEDIA[name];
      return { id, key, purpose: MEDIA_PURPOSE, originalName: file, mimeType, size, public: false };
    }),
  );
}

/**
 * Seeds the content of the demo courses and the demo student's progress (after the catalogue,
 * the accounts and the purchases). Does nothing when any subject exists. Returns the number of
 * subjects created.
 */
export async function seedLearning(prisma: PrismaClient, storage: Storage): Promise<number> {
  if ((await prisma.subject.count()) > 0) return 0;
  const courses = await prisma.course.findMany({
    where: { title: { in: Object.keys(LEARNING_CONTENT) } },
    select: { id: true, title: true },
  });
  if (courses.length === 0) return 0;
  const rows = contentRows(courses);
  try {
    // Media first (files cannot join a transaction).
    await prisma.storedFile.createMany({ data: await storeMedia(storage, rows.media) });
    await prisma.$transaction(
      async (tx) => {
        await tx.subject.createMany({ data: rows.subjects });
        await tx.lesson.createMany({ data: rows.lessons });
        await tx.lessonSegment.createMany({ data: rows.segments });
        await tx.lessonQuestion.createMany({ data: rows.questions });
        await tx.lessonAnswer.createMany({ data: rows.answers });
        await seedStudentProgress(tx);
        const student = await tx.user.findUnique({ where: { email: 'student@example.com' } });
        if (student) for (const course of STUDENT_THEORY_FINISHED) await seedFinishedTheory(tx, student.id, course);
      },
      { maxWait: 60_000, timeout: 300_000 },
    );
    return rows.subjects.length;
  } catch (error) {
    // Leave no orphan media behind.
    const ids = rows.media.map((m) => m.id);
    await prisma.storedFile.deleteMany({ where: { id: { in: ids } } });
    await Promise.all(rows.media.map((m) => storage.delete(m.key).catch(() => undefined)));
    throw error;
  }
}

/**
 * The student studied the first subject of their Polish A1/A3 course some weeks after buying it:
 * every quiz of subject 1 passed (one at the second attempt), subject 1 completed; the first quiz
 * of subject 2 tried once and not passed. Their English A2 course is untouched.
 */
async function seedStudentProgress(tx: Prisma.TransactionClient) {
  const student = await tx.user.findUnique({ where: { email: 'student@example.com' } });
  if (!student) return;
  const userCourse = await tx.userCourse.findFirst({
    where: { userId: student.id, course: { title: STUDENT_COURSE_IN_PROGRESS } },
    orderBy: { createdAt: 'desc' },
  });
  if (!userCourse) return;
  const subjects = await tx.subject.findMany({
    where: { courseId: userCourse.courseId },
    orderBy: { position: 'asc' },
    include: {
      lessons: { orderBy: { position: 'asc' }, include: { _count: { select: { questions: true } } } },
    },
  });
  const [first, second] = subjects;
  if (!first) return;
  // Studied between the purchase and today.
  const since = Math.max(userCourse.createdAt.getTime(), Date.now() - 30 * DAY);
  let at = since + DAY;
  const results: Prisma.QuizResultCreateManyInput[] = [];
  for (const [i, lesson] of first.lessons.entries()) {
    const questionCount = lesson._count.questions;
    if (questionCount === 0) continue;
    const passedAt = new Date((at += DAY / 2));
    // The first quiz was passed, then retaken for practice and failed: the pass and the best
    // score are kept, the last attempt shows beside them.
    const retaken = i === 0 && questionCount > 1;
    results.push({
      userCourseId: userCourse.id,
      lessonId: lesson.id,
      passed: !retaken,
      correctCount: retaken ? 1 : questionCount,
      questionCount,
      attempts: retaken ? 2 : 1,
      bestScorePercent: 100,
      passedAt,
      answeredAt: retaken ? new Date((at += DAY / 4)) : passedAt,
    });
  }
  const tried = second?.lessons.find((l) => l._count.questions > 1);
  if (tried) {
    results.push({
      userCourseId: userCourse.id,
      lessonId: tried.id,
      passed: false,
      correctCount: 1,
      questionCount: tried._count.questions,
      attempts: 1,
      bestScorePercent: Math.floor(100 / tried._count.questions), // 1 right, as correctCount
      passedAt: null,
      answeredAt: new Date(at + DAY),
    });
  }
  await tx.quizResult.createMany({ data: results });
  await tx.userCourse.update({ where: { id: userCourse.id }, data: { completedSubjects: 1 } });
}

/**
 * An admin gave the student the course (its first variant, access for the course's months from
 * then, as assignCourse does); the student finished its theory.
 */
async function seedFinishedTheory(
  tx: Prisma.TransactionClient,
  userId: string,
  seed: (typeof STUDENT_THEORY_FINISHED)[number],
) {
  const course = await tx.course.findFirst({
    where: { title: seed.title },
    include: { variants: { orderBy: [{ variant: 'asc' }, { id: 'asc' }], take: 1 } },
  });
  if (!course) return;
  const givenAt = new Date(Date.now() - seed.givenDaysAgo * DAY);
  let accessUntil: Date | null = null;
  if (course.accessMonths) {
    accessUntil = new Date(givenAt);
    accessUntil.setUTCMonth(accessUntil.getUTCMonth() + course.accessMonths);
  }
  const userCourse = await tx.userCourse.create({
    data: {
      userId,
      courseId: course.id,
      courseVariantId: course.variants[0]?.id ?? null,
      accessUntil,
      createdAt: givenAt,
      inProgress: false,
      finishedAt: new Date(Date.now() - seed.finishedDaysAgo * DAY),
    },
  });
  await recordFinishedTheory(tx, userCourse);
}

/**
 * A finished course's theory: every quiz passed at the first attempt, spread evenly between the
 * day after the course was given and the finishing day, and every subject completed (completing
 * the last one is what finishes a course).
 */
async function recordFinishedTheory(
  tx: Prisma.TransactionClient,
  userCourse: { id: string; courseId: string; createdAt: Date; finishedAt: Date | null },
) {
  const subjects = await tx.subject.findMany({
    where: { courseId: userCourse.courseId },
    orderBy: { position: 'asc' },
    select: {
      lessons: { orderBy: { position: 'asc' }, select: { id: true, _count: { select: { questions: true } } } },
    },
  });
  const givenAt = userCourse.createdAt.getTime();
  const finishedAt = (userCourse.finishedAt ?? new Date()).getTime();
  const quizzes = subjects.flatMap((s) => s.lessons).filter((l) => l._count.questions > 0);
  const step = (finishedAt - givenAt - DAY) / Math.max(1, quizzes.length);
  await tx.quizResult.createMany({
    data: quizzes.map((lesson, i) => {
      const answeredAt = new Date(givenAt + DAY + i * step);
      const questionCount = lesson._count.questions;
      return {
        userCourseId: userCourse.id,
        lessonId: lesson.id,
        passed: true,
        correctCount: questionCount,
        questionCount,
        attempts: 1,
        bestScorePercent: 100,
        passedAt: answeredAt,
        answeredAt,
      };
    }),
  });
  await tx.userCourse.update({ where: { id: userCourse.id }, data: { completedSubjects: subjects.length } });
}

/**
 * Finished courses that other seeds give (the thermal inspection course of
 * prisma/seed/certificates.ts, seeded after this file's content) get their theory recorded as
 * finishing requires. Run once those seeds have run; touches only finished courses with no
 * completed subject.
 */
export async function seedFinishedTheoryOfOthers(prisma: PrismaClient): Promise<void> {
  const finished = await prisma.userCourse.findMany({
    where: {
      finishedAt: { not: null },
      completedSubjects: 0,
      quizResults: { none: {} },
      course: { subjects: { some: {} } },
    },
    select: { id: true, courseId: true, createdAt: true, finishedAt: true },
  });
  if (finished.length === 0) return;
  await prisma.$transaction(async (tx) => {
    for (const userCourse of finished) await recordFinishedTheory(tx, userCourse);
  });
}
