// Demo blog: useful articles on drone rules, safety and practice in Polish and English (each
// language its own posts), across the five categories, plus one draft. Pictures: the bundled
// media pictures and simple scenes drawn here as SVG and rendered with sharp (nothing downloaded).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { PrismaClient } from '../../server/generated/prisma/client.ts';
import type { Storage } from '../../server/platform/storage/storage.ts';
import { POST_IMAGE, type PostCategory } from '../../server/modules/content/blog/service.ts';
import { sanitizeRichText } from '../../server/platform/rich-text.ts';

const DAY = 86_400_000;
const W = 1200;
const H = 675;

// ───────────────────────────── Pictures ─────────────────────────────

type Picture = { media: string } | { draw: (typeof SCENES)[keyof typeof SCENES] };

const frame = (bg: string, body: string) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>${body}</svg>`;

const drone = (x: number, y: number, s: number, colour: string) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <line x1="-90" y1="0" x2="90" y2="0" stroke="${colour}" stroke-width="14" stroke-linecap="round"/>
    <ellipse cx="-95" cy="-14" rx="60" ry="8" fill="#333" opacity="0.7"/>
    <ellipse cx="95" cy="-14" rx="60" ry="8" fill="#333" opacity="0.7"/>
    <rect x="-40" y="-22" width="80" height="40" rx="16" fill="${colour}"/>
    <circle cx="0" cy="26" r="12" fill="#222"/><circle cx="0" cy="26" r="5" fill="#4a90d9"/>
  </g>`;

const SCENES = {
  /** A battery with a snowflake: winter care. */
  battery: () =>
    frame(
      '#b3d4f0',
      `<rect x="420" y="190" width="360" height="300" rx="28" fill="#37474f"/>
       <rect x="560" y="160" width="80" height="40" rx="8" fill="#37474f"/>
       <rect x="450" y="400" width="300" height="60" rx="10" fill="#e53935"/>
       <rect x="450" y="330" width="300" height="60" rx="10" fill="#fb8c00" opacity="0.5"/>
       <g stroke="#ffffff" stroke-width="14" stroke-linecap="round" transform="translate(920 170)">
         <line x1="0" y1="-80" x2="0" y2="80"/><line x1="-70" y1="-40" x2="70" y2="40"/><line x1="-70" y1="40" x2="70" y2="-40"/>
       </g>${drone(240, 520, 1.1, '#546e7a')}`,
    ),
  /** A clipboard with ticks: a checklist. */
  checklist: () =>
    frame(
      '#c8e6c9',
      `<rect x="380" y="110" width="440" height="500" rx="24" fill="#ffffff" stroke="#2e7d32" stroke-width="8"/>
       <rect x="520" y="80" width="160" height="60" rx="14" fill="#2e7d32"/>
       ${[0, 1, 2, 3]
         .map(
           (
             i,
           ) => `<path d="M430 ${215 + i * 95} l25 25 l45 -50" fill="none" stroke="#43a047" stroke-width="12" stroke-linecap="round"/>
                   <rect x="530" y="${205 + i * 95}" width="240" height="22" rx="11" fill="#a5d6a7"/>`,
         )
         .join('')}${drone(980, 200, 1, '#2e7d32')}`,
    ),
  /** Three drones flying over a field: technology. */
  fleet: () =>
    frame(
      '#d1c4e9',
      `<path d="M0 520 Q 300 460 600 520 T 1200 500 L1200 675 L0 675 Z" fill="#9ccc65"/>
       ${drone(300, 200, 1.2, '#5e35b1')}${drone(700, 150, 0.9, '#7e57c2')}${drone(980, 300, 1.4, '#4527a0')}
       <g stroke="#5e35b1" stroke-width="4" stroke-dasharray="12 10" fill="none" opacity="0.6">
         <path d="M300 240 Q 500 420 700 190"/><path d="M700 190 Q 850 380 980 340"/></g>`,
    ),
  /** A question mark beside a drone: trivia. */
  trivia: () =>
    frame(
      '#ffe0b2',
      `<text x="360" y="470" font-family="sans-serif" font-size="420" font-weight="700" fill="#ef6c00" opacity="0.85">?</text>
       ${drone(800, 320, 1.6, '#e65100')}
       <circle cx="1000" cy="130" r="60" fill="#ffca28"/>`,
    ),
  /** A book with wings: knowledge. */
  knowledge: () =>
    frame(
      '#bbdefb',
      `<path d="M600 220 L 330 170 L 330 520 L 600 570 Z" fill="#1565c0"/>
       <path d="M600 220 L 870 170 L 870 520 L 600 570 Z" fill="#1e88e5"/>
       <path d="M600 220 L 600 570" stroke="#0d47a1" stroke-width="8"/>
       <g fill="#ffffff" opacity="0.6">${[0, 1, 2, 3].map((i) => `<rect x="380" y="${250 + i * 60}" width="170" height="14" rx="7"/><rect x="650" y="${250 + i * 60}" width="170" height="14" rx="7"/>`).join('')}</g>
       ${drone(600, 110, 0.9, '#0d47a1')}`,
    ),
} as const;

async function renderPicture(picture: Picture): Promise<{ bytes: Buffer; mimeType: string; name: string }> {
  if ('media' in picture) {
    const bytes = readFileSync(path.join(import.meta.dirname, 'media', picture.media));
    return { bytes, mimeType: picture.media.endsWith('.png') ? 'image/png' : 'image/jpeg', name: picture.media };
  }
  const bytes = await sharp(Buffer.from(picture.draw())).png({ compressionLevel: 6 }).toBuffer();
  return { bytes, mimeType: 'image/png', name: 'blog-picture.png' };
}

// ───────────────────────────── Articles ─────────────────────────────

interface SeedPost {
  language: 'PL' | 'EN';
  category: PostCategory;
  title: string;
  shortDescription: string;
  content: string;
  picture: Picture;
  /** Published this many days ago; null: a draft. */
  daysAgo: number | null;
}

const POSTS: SeedPost[] = [
  // ── Polish ──
  {
    language: 'PL',
    category: 'NEWS',
    title: 'Nowe przepisy UE dla dronów w pigułce',
    shortDescription:
      'Kategorie otwarta, szczególna i certyfikowana, klasy C0–C6 i obowiązki operatora: co naprawdę zmieniło się od 2024 roku.',
    content: `<p>Od 1 stycznia 2024 r. w całej Unii obowiązują w pełni rozporządzenia 2019/947 i 2019/945. Skończył się okres przejściowy, a przepisy zależą od <strong>ryzyka lotu</strong>, a nie od tego, czy latasz rekreacyjnie, czy zarobkowo.</p>
<h2>Trzy kategorie operacji</h2>
<ul><li><strong>Otwarta</strong> – loty niskiego ryzyka, do 120 m nad ziemią, w zasięgu wzroku (VLOS), drony do 25 kg. Podkategorie A1, A2 i A3 określają, jak blisko ludzi możesz latać.</li>
<li><strong>Szczególna</strong> – loty poza zasięgiem wzroku, nad ludźmi lub cięższym sprzętem; wymagają oświadczenia w scenariuszu standardowym (NSTS, STS) albo zezwolenia ULC.</li>
<li><strong>Certyfikowana</strong> – najwyższe ryzyko, np. przewóz ludzi; zasady jak w lotnictwie załogowym.</li></ul>
<h2>Klasy dronów</h2>
<p>Nowe drony mają etykietę klasy od C0 do C6. Dron C0 (poniżej 250 g) wolno prowadzić w podkategorii A1, dron C2 – w A2 po zdaniu dodatkowego egzaminu. Drony bez klasy, kupione przed 2024 r., latają w A1 (poniżej 250 g) albo w A3.</p>
<h2>Co musisz zrobić</h2>
<ul><li>Zarejestrować się jako operator w ULC, jeśli dron ma kamerę lub waży 250 g i więcej, i nakleić numer operatora na drona.</li>
<li>Zdać test online A1/A3 (a dla A2 – dodatkowy egzamin).</li>
<li>Mieć ubezpieczenie OC, gdy dron waży 20 kg lub więcej (a w praktyce – zawsze warto).</li></ul>
<p>Nie wiesz, od czego zacząć? Zajrzyj do naszego FAQ albo zamów bezpłatną 15‑minutową konsultację.</p>`,
    picture: { media: 'airspace-zones.jpg' },
    daysAgo: 2,
  },
  {
    language: 'PL',
    category: 'RECIPES',
    title: 'Przepis na bezpieczny start: lista kontrolna przed lotem',
    shortDescription:
      'Dziesięć punktów, które sprawdzisz w pięć minut – od pogody i stref po śmigła i punkt powrotu. Wydrukuj i zabierz w teren.',
    content: `<p>Większość wypadków z dronami zaczyna się na ziemi: od pośpiechu i pominiętego drobiazgu. Oto nasz sprawdzony „przepis” na start.</p>
<h2>Składniki (przed wyjazdem)</h2>
<ol><li>Sprawdź strefy w aplikacji DroneTower i złóż check-in, jeśli jest wymagany.</li>
<li>Sprawdź pogodę: wiatr (także w porywach), opady, temperaturę i indeks Kp.</li>
<li>Naładuj akumulatory drona, aparatury i telefonu; zabierz zapasowe śmigła.</li>
<li>Zaktualizuj oprogramowanie – ale nie na miejscu startu.</li></ol>
<h2>Przygotowanie (na miejscu)</h2>
<ol start="5"><li>Obejrzyj okolicę: ludzie, linie energetyczne, drzewa, ptaki.</li>
<li>Sprawdź śmigła: pęknięcia, wyszczerbienia, dokręcenie.</li>
<li>Skalibruj kompas, jeśli aplikacja o to prosi, z dala od metalu.</li>
<li>Poczekaj na fix GPS i zapisany punkt powrotu (home point).</li>
<li>Ustaw wysokość RTH powyżej najwyższej przeszkody.</li>
<li>Zawiśnij na 2–3 m przez 10 sekund i sprawdź reakcję na drążki.</li></ol>
<p>Dopiero teraz możesz polecieć. Smacznego – i bezpiecznego lądowania!</p>`,
    picture: { draw: SCENES.checklist },
    daysAgo: 6,
  },
  {
    language: 'PL',
    category: 'TECHNOLOGY',
    title: 'Akumulatory LiPo zimą: jak latać i nie stracić baterii',
    shortDescription:
      'Mróz skraca czas lotu nawet o połowę i potrafi wyłączyć drona w powietrzu. Jak przechowywać, ogrzewać i ładować akumulatory zimą.',
    content: `<p>Ogniwa litowo-polimerowe nie lubią zimna: w niskiej temperaturze rośnie ich opór wewnętrzny, a napięcie pod obciążeniem gwałtownie spada. Skutek? Krótszy lot i ryzyko nagłego lądowania awaryjnego.</p>
<h2>Przed lotem</h2>
<ul><li>Przechowuj akumulatory w ciepłym miejscu – w samochodzie lub kieszeni kurtki – aż do startu.</li>
<li>Startuj z baterią o temperaturze co najmniej 15–20°C (sprawdzisz ją w aplikacji).</li>
<li>Po starcie zawiśnij na minutę, aby ogniwa się rozgrzały.</li></ul>
<h2>W czasie lotu</h2>
<ul><li>Planuj loty krótsze o 30–50% niż latem i wracaj przy 30–40% naładowania.</li>
<li>Unikaj gwałtownych manewrów – duży pobór prądu to największy spadek napięcia.</li></ul>
<h2>Po locie</h2>
<ul><li>Nie ładuj zimnego akumulatora – poczekaj, aż osiągnie temperaturę pokojową.</li>
<li>Na dłuższą przerwę zostaw ogniwa naładowane do ok. 60% (tryb przechowywania).</li></ul>`,
    picture: { draw: SCENES.battery },
    daysAgo: 10,
  },
  {
    language: 'PL',
    category: 'KNOWLEDGE',
    title: 'NSTS bez tajemnic: krajowe scenariusze standardowe 01–08',
    shortDescription:
      'Czym są scenariusze NSTS-01 do NSTS-08, kiedy wystarczą, jakie szkolenie trzeba przejść i jak złożyć oświadczenie w ULC.',
    content: `<p>Krajowe scenariusze standardowe (NSTS) to polskie, uproszczone ścieżki lotów w kategorii szczególnej. Zamiast wniosku o zezwolenie operator składa w ULC <strong>oświadczenie</strong>, że spełnia warunki scenariusza.</p>
<h2>Scenariusze w skrócie</h2>
<ul><li><strong>NSTS-01 i NSTS-02</strong> – loty VLOS dronem do 25 kg nad obszarem kontrolowanym na ziemi.</li>
<li><strong>NSTS-03 i NSTS-04</strong> – loty VLOS w pobliżu ludzi, z większymi ograniczeniami masy i wysokości.</li>
<li><strong>NSTS-05 i NSTS-06</strong> – loty BVLOS z obserwatorem lub w ograniczonej odległości.</li>
<li><strong>NSTS-07 i NSTS-08</strong> – loty BVLOS na większe odległości, np. inspekcje liniowe.</li></ul>
<h2>Co jest potrzebne</h2>
<ul><li>Świadectwo kwalifikacji do lotów w kategorii szczególnej (szkolenie teoretyczne 12–16 godzin i praktyka, potem egzamin).</li>
<li>Instrukcja operacyjna operatora i procedury awaryjne.</li>
<li>Ubezpieczenie OC oraz dron spełniający wymagania scenariusza.</li></ul>
<p>Nasz kurs przygotowuje do egzaminu na świadectwo NSTS – zajrzyj do katalogu kursów.</p>`,
    picture: { draw: SCENES.knowledge },
    daysAgo: 14,
  },
  {
    language: 'PL',
    category: 'TRIVIA',
    title: 'Skąd się wzięło słowo „dron”?',
    shortDescription:
      'Trzmiele, brytyjskie cele latające z lat 30. i królowa pszczół – krótka historia słowa, którym dziś nazywamy bezzałogowce.',
    content: `<p>Angielskie <em>drone</em> to po prostu truteń – samiec pszczoły, który głośno brzęczy i nie pracuje. W latach 30. XX wieku Brytyjczycy używali zdalnie sterowanego samolotu-celu <strong>DH.82 Queen Bee</strong> („Królowa Pszczół”) do ćwiczeń artylerii przeciwlotniczej.</p>
<p>Gdy Amerykanie zbudowali własne cele latające, na cześć „królowej” nazwali je trutniami – <em>drones</em>. Nazwa przylgnęła najpierw do wojskowych bezzałogowców, a dziś obejmuje każdy statek powietrzny bez pilota na pokładzie.</p>
<h2>Ciekawostki na koniec</h2>
<ul><li>Przepisy używają skrótów BSP (bezzałogowy statek powietrzny) i UAS (system bezzałogowy).</li>
<li>Brzęczenie drona to dźwięk śmigieł obracających się kilka tysięcy razy na minutę – stąd owadzie skojarzenia.</li></ul>`,
    picture: { draw: SCENES.trivia },
    daysAgo: 20,
  },
  {
    language: 'PL',
    category: 'TECHNOLOGY',
    title: 'Remote ID w praktyce: jak dron „przedstawia się” w powietrzu',
    shortDescription:
      'Bezpośredni zdalny identyfikator nadaje numer operatora i pozycję drona. Kogo dotyczy, jak go włączyć i jak sprawdzić, że działa.',
    content: `<p>Bezpośrednia zdalna identyfikacja (Direct Remote ID) to radiowa „tablica rejestracyjna” drona. W czasie lotu dron nadaje przez Wi‑Fi lub Bluetooth numer operatora, swoją pozycję, wysokość i kierunek, a także pozycję pilota.</p>
<h2>Kogo dotyczy?</h2>
<ul><li>Dronów klasy C1, C2, C3 i C6 – moduł jest wbudowany.</li>
<li>Dronów bez klasy i samodzielnych konstrukcji w kategorii szczególnej – potrzebny jest zewnętrzny nadajnik.</li></ul>
<h2>Jak to skonfigurować</h2>
<ol><li>Wpisz w aplikacji drona numer operatora z rejestracji w ULC (bez trzech tajnych znaków).</li>
<li>Sprawdź, czy funkcja Remote ID jest aktywna przed startem.</li>
<li>Zweryfikuj nadawanie darmową aplikacją do odbioru Remote ID na telefonie.</li></ol>`,
    picture: { draw: SCENES.fleet },
    daysAgo: 27,
  },
  {
    language: 'PL',
    category: 'NEWS',
    title: 'Szkic: kalendarz egzaminów na nowy sezon',
    shortDescription: 'Terminy egzaminów państwowych i sesji praktycznych – do uzupełnienia.',
    content: '<p>Wkrótce opublikujemy terminy egzaminów na nowy sezon.</p>',
    picture: { draw: SCENES.checklist },
    daysAgo: null,
  },
  // ── English ──
  {
    language: 'EN',
    category: 'NEWS',
    title: 'The EU drone rules in a nutshell',
    shortDescription:
      'Open, specific and certified categories, C0–C6 class labels and the operator’s duties: what really changed since 2024.',
    content: `<p>Since 1 January 2024 Regulations (EU) 2019/947 and 2019/945 fully apply across the Union. The transition period is over, and the rules depend on the <strong>risk of the flight</strong>, not on whether you fly for fun or for money.</p>
<h2>Three categories of operation</h2>
<ul><li><strong>Open</strong> – low-risk flights up to 120 m above ground, in visual line of sight (VLOS), drones under 25 kg. Subcategories A1, A2 and A3 set how close to people you may fly.</li>
<li><strong>Specific</strong> – beyond visual line of sight, over people or with heavier aircraft; needs a declaration under a standard scenario (NSTS, STS) or an authorisation from the aviation authority.</li>
<li><strong>Certified</strong> – the highest risk, e.g. carrying people; rules as in manned aviation.</li></ul>
<h2>Class labels</h2>
<p>New drones carry a class label from C0 to C6. A C0 drone (under 250 g) may fly in A1; a C2 drone in A2 after an extra exam. Legacy drones without a class, bought before 2024, fly in A1 (under 250 g) or A3.</p>
<h2>What you must do</h2>
<ul><li>Register as an operator if your drone has a camera or weighs 250 g or more, and put your operator number on the drone.</li>
<li>Pass the online A1/A3 test (and an extra exam for A2).</li>
<li>Hold third-party insurance for drones of 20 kg or more (and in practice, always).</li></ul>
<p>Not sure where to start? Read our FAQ or book a free 15-minute consultation.</p>`,
    picture: { media: 'airspace-zones.jpg' },
    daysAgo: 3,
  },
  {
    language: 'EN',
    category: 'RECIPES',
    title: 'A recipe for a safe take-off: the pre-flight checklist',
    shortDescription:
      'Ten points you can check in five minutes – from weather and airspace to propellers and the home point. Print it and take it with you.',
    content: `<p>Most drone accidents start on the ground: with haste and a skipped detail. Here is our tried and tested take-off “recipe”.</p>
<h2>Ingredients (before you leave)</h2>
<ol><li>Check the airspace map and file a check-in where required.</li>
<li>Check the weather: wind (gusts too), precipitation, temperature and the Kp index.</li>
<li>Charge the drone, controller and phone batteries; pack spare propellers.</li>
<li>Update the firmware – but never at the take-off site.</li></ol>
<h2>Method (on site)</h2>
<ol start="5"><li>Survey the area: people, power lines, trees, birds.</li>
<li>Inspect the propellers: cracks, chips, tightness.</li>
<li>Calibrate the compass if the app asks, away from metal.</li>
<li>Wait for a GPS fix and a recorded home point.</li>
<li>Set the return-to-home altitude above the tallest obstacle.</li>
<li>Hover at 2–3 m for 10 seconds and check the response to the sticks.</li></ol>
<p>Only now are you ready to fly. Enjoy – and land safely!</p>`,
    picture: { draw: SCENES.checklist },
    daysAgo: 7,
  },
  {
    language: 'EN',
    category: 'TECHNOLOGY',
    title: 'LiPo batteries in winter: fly without losing your packs',
    shortDescription:
      'Frost can halve your flight time and even shut the drone down mid-air. How to store, warm up and charge batteries in the cold.',
    content: `<p>Lithium-polymer cells dislike the cold: their internal resistance rises and the voltage under load drops sharply. The result is a shorter flight and the risk of a sudden forced landing.</p>
<h2>Before the flight</h2>
<ul><li>Keep the batteries warm – in the car or an inner jacket pocket – until take-off.</li>
<li>Take off with the battery at 15–20°C or more (the app shows its temperature).</li>
<li>Hover for a minute after take-off so the cells warm up.</li></ul>
<h2>During the flight</h2>
<ul><li>Plan flights 30–50% shorter than in summer and come back with 30–40% charge left.</li>
<li>Avoid aggressive manoeuvres: high current draw means the deepest voltage sag.</li></ul>
<h2>After the flight</h2>
<ul><li>Never charge a cold battery – let it reach room temperature first.</li>
<li>For a longer break, leave the cells at about 60% (storage mode).</li></ul>`,
    picture: { draw: SCENES.battery },
    daysAgo: 11,
  },
  {
    language: 'EN',
    category: 'KNOWLEDGE',
    title: 'NSTS explained: Poland’s national standard scenarios 01–08',
    shortDescription:
      'What the NSTS-01 to NSTS-08 scenarios are, when they are enough, which training you need and how to file the declaration.',
    content: `<p>The national standard scenarios (NSTS) are Poland’s simplified routes for flights in the specific category. Instead of applying for an authorisation, the operator files a <strong>declaration</strong> with the Civil Aviation Authority (ULC) that the scenario’s conditions are met.</p>
<h2>The scenarios at a glance</h2>
<ul><li><strong>NSTS-01 and NSTS-02</strong> – VLOS flights with drones up to 25 kg over a controlled ground area.</li>
<li><strong>NSTS-03 and NSTS-04</strong> – VLOS flights near people, with tighter mass and height limits.</li>
<li><strong>NSTS-05 and NSTS-06</strong> – BVLOS flights with an observer or within a limited distance.</li>
<li><strong>NSTS-07 and NSTS-08</strong> – BVLOS flights over longer distances, e.g. linear inspections.</li></ul>
<h2>What you need</h2>
<ul><li>A certificate of competency for the specific category (12–16 hours of theory and practical training, then an exam).</li>
<li>An operations manual and emergency procedures.</li>
<li>Third-party insurance and a drone that meets the scenario’s requirements.</li></ul>
<p>Our course prepares you for the NSTS certificate exam – see the course catalogue.</p>`,
    picture: { draw: SCENES.knowledge },
    daysAgo: 15,
  },
  {
    language: 'EN',
    category: 'TRIVIA',
    title: 'Where does the word “drone” come from?',
    shortDescription:
      'Male bees, British target aircraft of the 1930s and a Queen Bee – a short history of the word we use for unmanned aircraft.',
    content: `<p>A <em>drone</em> is a male honeybee: it buzzes loudly and does no work. In the 1930s the British used a radio-controlled target aircraft, the <strong>DH.82 Queen Bee</strong>, for anti-aircraft gunnery practice.</p>
<p>When the Americans built their own target aircraft, they named them drones in honour of the “queen”. The name stuck to military unmanned aircraft first, and today it covers any aircraft without a pilot on board.</p>
<h2>Two more facts</h2>
<ul><li>Regulations call them UAS (unmanned aircraft systems) and UA (unmanned aircraft).</li>
<li>A drone’s buzz comes from propellers spinning thousands of times a minute – hence the insect comparisons.</li></ul>`,
    picture: { draw: SCENES.trivia },
    daysAgo: 21,
  },
  {
    language: 'EN',
    category: 'TECHNOLOGY',
    title: 'Remote ID in practice: how a drone introduces itself in the air',
    shortDescription:
      'Direct Remote ID broadcasts your operator number and the drone’s position. Who needs it, how to switch it on and how to check it works.',
    content: `<p>Direct Remote ID is a drone’s radio “number plate”. In flight the drone broadcasts over Wi‑Fi or Bluetooth its operator number, position, height and heading, and the pilot’s position.</p>
<h2>Who needs it?</h2>
<ul><li>Class C1, C2, C3 and C6 drones – the module is built in.</li>
<li>Drones without a class and home-built aircraft in the specific category – an add-on broadcaster is needed.</li></ul>
<h2>How to set it up</h2>
<ol><li>Enter your operator number from the registration in the drone’s app (without the three secret characters).</li>
<li>Check that Remote ID is active before take-off.</li>
<li>Verify the broadcast with a free Remote ID receiver app on your phone.</li></ol>`,
    picture: { draw: SCENES.fleet },
    daysAgo: 28,
  },
];

// ───────────────────────────── Seeding ─────────────────────────────

export async function seedBlog(prisma: PrismaClient, storage: Storage): Promise<void> {
  const author = await prisma.user.findFirst({ where: { role: 'ADMIN' }, select: { id: true } });
  const now = Date.now();
  // Pictures rendered and stored first (sharp works in parallel), then the rows.
  const stored = await Promise.all(
    POSTS.map(async (post) => {
      const { bytes, mimeType, name } = await renderPicture(post.picture);
      const key = `${POST_IMAGE.toLowerCase()}/${randomUUID()}`;
      await storage.put(key, Readable.from([bytes]), bytes.length);
      return { key, mimeType, size: bytes.length, originalName: name };
    }),
  );
  for (const [index, post] of POSTS.entries()) {
    const file = await prisma.storedFile.create({ data: { ...stored[index]!, purpose: POST_IMAGE, public: true } });
    const publishedAt = post.daysAgo === null ? null : new Date(now - post.daysAgo * DAY);
    await prisma.post.create({
      data: {
        language: post.language,
        category: post.category,
        title: post.title,
        shortDescription: post.shortDescription,
        content: sanitizeRichText(post.content),
        status: publishedAt ? 'PUBLISHED' : 'DRAFT',
        publishedAt,
        createdAt: publishedAt ?? new Date(now - DAY),
        mainImageId: file.id,
        authorId: author?.id ?? null,
      },
    });
  }
}
