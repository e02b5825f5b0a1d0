import type { SitePageKey } from '../../server/generated/prisma/enums.ts';

export interface SitePageText {
  title: string;
  description: string;
  content: string;
}

type SitePageTexts = { PL: SitePageText; EN: SitePageText };

/**
 * Joins a template's lines, trimming their indentation: the texts are written one block per line,
 * so no line break inside a paragraph matters.
 */
function html(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}

const faq: SitePageTexts = {
  PL: {
    title: 'Najczęściej zadawane pytania',
    description:
      'Odpowiedzi na pytania o przepisy dronowe w Polsce i UE: kategorie otwarta i szczególna, kompetencje A1/A3 i A2, rejestracja operatora, ubezpieczenie OC, strefy geograficzne oraz nasze kursy i egzaminy.',
    content: html(`
      <p>Zebraliśmy pytania, które najczęściej słyszymy od kursantów. Odpowiedzi opisują przepisy obowiązujące w Polsce na podstawie rozporządzeń (UE) 2019/947 i 2019/945 oraz ustawy Prawo lotnicze. Przepisy się zmieniają — przed lotem zawsze sprawdź aktualne informacje Urzędu Lotnictwa Cywilnego (ULC). Nie znalazłeś odpowiedzi? <a href="/app/consultation">Umów bezpłatną konsultację</a> lub <a href="/app/contact">napisz do nas</a>.</p>
      <h2>Kategoria otwarta</h2>
      <h3>Jak wysoko i jak daleko mogę latać w kategorii otwartej?</h3>
      <p>W kategorii otwartej lecisz najwyżej <strong>120 m</strong> nad najbliższym punktem powierzchni ziemi i zawsze w <strong>zasięgu widoczności wzrokowej (VLOS)</strong> — musisz widzieć drona gołym okiem, bez lornetki. Przy lotach z goglami FPV potrzebny jest obserwator, który stoi obok Ciebie i stale widzi drona.</p>
      <p>Maksymalna masa startowa drona to mniej niż 25 kg. Nie wolno przewozić towarów niebezpiecznych, zrzucać przedmiotów ani latać nad zgromadzeniami ludzi.</p>
      <h3>Czym różnią się podkategorie A1, A2 i A3?</h3>
      <ul>
      <li><strong>A1 — loty nad ludźmi:</strong> drony klasy C0 (poniżej 250 g) mogą przelatywać nad osobami postronnymi, ale nigdy nad zgromadzeniami. Drony klasy C1 (poniżej 900 g) nie powinny przelatywać nad osobami postronnymi, a jeśli to się zdarzy, przelot ma trwać jak najkrócej.</li>
      <li><strong>A2 — loty blisko ludzi:</strong> drony klasy C2 (poniżej 4 kg) w odległości co najmniej 30 m w poziomie od osób postronnych, a w trybie niskiej prędkości — co najmniej 5 m. Wymaga świadectwa kompetencji A2.</li>
      <li><strong>A3 — loty z dala od ludzi:</strong> drony klas C2, C3 i C4 oraz drony bez klasy (samodzielnie zbudowane albo wprowadzone do obrotu przed 1 stycznia 2024 r.) o masie poniżej 25 kg. Nikt postronny nie może być zagrożony, a odległość od terenów mieszkalnych, handlowych, przemysłowych i rekreacyjnych musi wynosić co najmniej 150 m w poziomie.</li>
      </ul>
      <h3>Co oznaczają klasy C0–C4 na dronie?</h3>
      <p>Etykieta klasy to znak nadawany przez producenta zgodnie z rozporządzeniem (UE) 2019/945. Mówi, w której podkategorii dron może latać:</p>
      <table>
      <caption>Klasy dronów w kategorii otwartej</caption>
      <thead><tr><th>Klasa</th><th>Maksymalna masa startowa</th><th>Podkategoria</th></tr></thead>
      <tbody>
      <tr><td>C0</td><td>poniżej 250 g</td><td>A1 (także A3)</td></tr>
      <tr><td>C1</td><td>poniżej 900 g</td><td>A1 (także A3)</td></tr>
      <tr><td>C2</td><td>poniżej 4 kg</td><td>A2 (także A3)</td></tr>
      <tr><td>C3</td><td>poniżej 25 kg</td><td>A3</td></tr>
      <tr><td>C4</td><td>poniżej 25 kg, bez automatycznych trybów lotu</td><td>A3</td></tr>
      </tbody>
      </table>
      <p>Klasy C5 i C6 są przeznaczone do europejskich scenariuszy standardowych STS-01 i STS-02 w kategorii szczególnej.</p>
      <h3>Dlaczego 250 gramów ma takie znaczenie?</h3>
      <p>Drony lżejsze niż 250 g (klasa C0, a także samodzielnie zbudowane lub starsze drony bez klasy poniżej 250 g) mogą latać w podkategorii A1 bez egzaminu — wystarczy zapoznać się z instrukcją producenta — i nie wymagają obowiązkowego ubezpieczenia OC. Od 250 g w górę obowiązują: rejestracja operatora, kompetencje co najmniej A1/A3 i obowiązkowe OC. Jeśli lżejszy dron ma kamerę, rejestracja operatora też jest potrzebna. Pamiętaj, że liczy się masa startowa z akcesoriami — osłony śmigieł czy większy akumulator mogą przekroczyć próg.</p>
      <h3>Jak zdobyć kompetencje A1/A3?</h3>
      <p>Szkolenie i egzamin A1/A3 są prowadzone online przez ULC i są bezpłatne. Egzamin składa się z 40 pytań jednokrotnego wyboru; aby zdać, trzeba odpowiedzieć poprawnie na co najmniej 75% z nich. Po zdaniu pobierzesz zaświadczenie z konta w systemie ULC.</p>
      <p>Nasz kurs A1/A3 przygotowuje do tego egzaminu: lekcje wideo, testy po każdym module i egzamin próbny w tym samym formacie.</p>
      <h3>Jak uzyskać świadectwo kompetencji A2?</h3>
      <p>Musisz mieć zaświadczenie A1/A3, przeprowadzić samodzielne szkolenie praktyczne w warunkach podkategorii A3 i złożyć oświadczenie o jego odbyciu, a następnie zdać w ULC dodatkowy egzamin teoretyczny (30 pytań, próg 75%). Egzamin obejmuje meteorologię, osiągi drona oraz techniczne i operacyjne środki ograniczania ryzyka na ziemi.</p>
      <p>Na naszym kursie A2 odbędziesz loty praktyczne z instruktorem na lotnisku szkoleniowym, co ułatwia rzetelne przygotowanie oświadczenia.</p>
      <h2>Kategoria szczególna</h2>
      <h3>Kiedy potrzebuję kategorii szczególnej?</h3>
      <p>Gdy planowany lot wykracza poza zasady kategorii otwartej: np. lot powyżej 120 m, poza zasięgiem wzroku (BVLOS), dronem o masie 25 kg lub większej, blisko ludzi dronem cięższym niż 4 kg albo ze zrzutem ładunku. Operator musi wtedy uzyskać od Prezesa ULC <strong>zezwolenie na operację</strong> lub złożyć <strong>deklarację</strong> zgodności z europejskim scenariuszem standardowym.</p>
      <p>Wniosek o zezwolenie opiera się na ocenie ryzyka metodą <strong>SORA</strong> (Specific Operations Risk Assessment) albo na <strong>PDRA</strong> — gotowej, wstępnie zdefiniowanej ocenie ryzyka dla typowych operacji. Pomagamy przygotować dokumentację operacyjną i ocenę ryzyka.</p>
      <h3>Czym są europejskie scenariusze STS-01 i STS-02?</h3>
      <ul>
      <li><strong>STS-01</strong> — loty VLOS nad kontrolowanym obszarem naziemnym w środowisku zaludnionym, dronem klasy C5, do 120 m.</li>
      <li><strong>STS-02</strong> — loty BVLOS nad kontrolowanym obszarem naziemnym w środowisku słabo zaludnionym, dronem klasy C6, do 1 km od pilota (do 2 km z obserwatorami przestrzeni powietrznej).</li>
      </ul>
      <p>Operator składa do ULC deklarację, a pilot potrzebuje zaświadczenia o wiedzy teoretycznej dla STS oraz potwierdzenia ukończenia szkolenia praktycznego.</p>
      <h3>Czym są krajowe scenariusze NSTS-01 do NSTS-08?</h3>
      <p>To polskie scenariusze standardowe opublikowane przez Prezesa ULC, określające warunki typowych operacji w kategorii szczególnej:</p>
      <ul>
      <li>NSTS-01 — VLOS lub FPV, dron poniżej 4 kg;</li>
      <li>NSTS-02, NSTS-03, NSTS-04 — VLOS, odpowiednio wielowirnikowiec, samolot (stałopłat) i śmigłowiec poniżej 25 kg;</li>
      <li>NSTS-05 — BVLOS do 2 km od pilota, dron poniżej 4 kg;</li>
      <li>NSTS-06, NSTS-07, NSTS-08 — BVLOS do 2 km od pilota, odpowiednio wielowirnikowiec, samolot i śmigłowiec poniżej 25 kg.</li>
      </ul>
      <p>Loty w scenariuszach NSTS wymagają <strong>świadectwa kwalifikacji pilota BSP w zakresie NSTS</strong>, które uzyskuje się po szkoleniu, egzaminie teoretycznym i egzaminie praktycznym. Oświadczenia operatorów o operacjach zgodnych z NSTS wygasły 1 stycznia 2026 r., a nowe operacje prowadzi się na podstawie scenariuszy STS lub zezwolenia ULC. Świadectwo NSTS pozostaje jednak ważne przez 5 lat i dokumentuje przeszkolenie pilota w danym rodzaju operacji. Przed zapisem na kurs doradzimy, która ścieżka ma sens w Twojej sytuacji.</p>
      <h3>Jak wygląda egzamin na świadectwo NSTS?</h3>
      <p>Składa się z dwóch części: egzaminu teoretycznego w formie testu oraz egzaminu praktycznego, na którym egzaminator ocenia przygotowanie do lotu, wykonanie zadań w powietrzu, procedury awaryjne i czynności po locie. Egzamin praktyczny przeprowadzamy na naszym lotnisku szkoleniowym. Szczegóły znajdziesz na stronie <a href="/app/about-exams">O egzaminach</a>.</p>
      <h2>Rejestracja, Remote ID i ubezpieczenie</h2>
      <h3>Czy muszę się zarejestrować jako operator?</h3>
      <p>Tak, jeśli Twój dron ma masę startową 250 g lub większą albo — niezależnie od masy — ma kamerę lub inny czujnik zdolny do rejestrowania danych osobowych (chyba że jest zabawką w rozumieniu dyrektywy o bezpieczeństwie zabawek). Rejestracja jest obowiązkowa także przy każdym locie w kategorii szczególnej. Operatora rejestruje się w systemie ULC dostępnym przez <a href="https://drony.gov.pl">drony.gov.pl</a>; rejestracja jest bezpłatna.</p>
      <p>Rejestrujesz się Ty jako operator, a nie każdy dron z osobna — jeden numer obowiązuje dla wszystkich Twoich dronów.</p>
      <h3>Gdzie umieścić numer operatora?</h3>
      <p>Numer operatora (bez trzech ostatnich, tajnych znaków) umieść w widocznym miejscu na każdym dronie, np. na trwałej naklejce. Jeśli dron ma system zdalnej identyfikacji, wpisz też pełny numer w aplikacji drona.</p>
      <h3>Co to jest Remote ID?</h3>
      <p>Zdalna identyfikacja (Remote ID) to system, który w trakcie lotu nadaje m.in. numer operatora, numer seryjny drona, jego położenie i wysokość oraz położenie pilota lub miejsca startu. Muszą ją mieć drony klas C1, C2 i C3, a w kategorii szczególnej także C5 i C6. Jako operator odpowiadasz za to, by system był włączony i zawierał aktualny numer operatora.</p>
      <h3>Czy ubezpieczenie OC jest obowiązkowe?</h3>
      <p>Tak. Od 13 listopada 2025 r. każdy operator drona o masie startowej od 250 g do 20 kg musi mieć ubezpieczenie OC — niezależnie od tego, czy lata rekreacyjnie, czy zawodowo. Minimalna suma gwarancyjna to 50 000 SDR (ok. 260 000 PLN). Drony cięższe niż 20 kg podlegały obowiązkowi OC już wcześniej, z wyższymi sumami. Polisę trzeba zawrzeć najpóźniej dzień przed lotem, a za jej brak grozi kara pieniężna.</p>
      <p>Przy lotach zawodowych zalecamy sumy od 500 000 do 1 000 000 PLN. Dla dronów poniżej 250 g OC jest dobrowolne, ale warte rozważenia. Więcej na stronie <a href="/app/insurance">Ubezpieczenia</a>.</p>
      <h2>Gdzie i kiedy można latać</h2>
      <h3>Czy mogę latać w pobliżu lotniska?</h3>
      <p>Przestrzeń wokół lotnisk, baz wojskowych, obiektów infrastruktury krytycznej czy parków narodowych jest objęta <strong>strefami geograficznymi</strong>. W wielu z nich lot jest dozwolony dopiero po zgłoszeniu albo uzyskaniu zgody, a w niektórych jest zabroniony. W strefach kontrolowanych lotnisk (CTR) potrzebna jest zgoda służby ruchu lotniczego.</p>
      <p>Przed każdym lotem sprawdź mapę stref w aplikacji <strong>DroneTower</strong> Polskiej Agencji Żeglugi Powietrznej (PAŻP).</p>
      <h3>Jak zgłosić lot w DroneTower?</h3>
      <p>Zaloguj się w aplikacji, zaznacz miejsce i wysokość lotu, a przed startem wykonaj <strong>check-in</strong>. Aplikacja pokaże, czy lot jest możliwy od razu, czy wymaga zgody; po lądowaniu zakończ lot (check-out). Obowiązek zgłaszania lotów w DroneTower zastąpił dawne zgłoszenia przez aplikację DroneRadar. Obsługę aplikacji ćwiczymy na każdym kursie.</p>
      <h3>Czy wolno latać w nocy?</h3>
      <p>Tak, w kategorii otwartej loty nocne są dozwolone, o ile cały czas utrzymujesz drona w zasięgu wzroku. Drony klas C1, C2 i C3 muszą mieć w nocy włączone zielone migające światło. Sprawdź w DroneTower, czy strefa, w której planujesz lot, nie wprowadza ograniczeń nocnych, i zaplanuj lot na terenie, który znasz z rozpoznania za dnia.</p>
      <h3>Od ilu lat można latać dronem?</h3>
      <p>Minimalny wiek pilota w kategoriach otwartej i szczególnej to <strong>16 lat</strong>. Młodsze osoby mogą latać pod bezpośrednim nadzorem pilota, który ma wymagane kompetencje i ukończone 16 lat. Ograniczenie wieku nie dotyczy dronów klasy C0 będących zabawkami oraz samodzielnie zbudowanych dronów poniżej 250 g. Na nasze kursy przyjmujemy osoby od 16. roku życia; niepełnoletni potrzebują zgody rodzica lub opiekuna.</p>
      <h2>Nasze kursy i egzaminy</h2>
      <h3>Jak wyglądają kursy w SkyPilot Academy?</h3>
      <p>Teorię przerabiasz online, we własnym tempie: lekcje, materiały do pobrania i testy sprawdzające po każdym module. Kursy z częścią praktyczną kończą się lotami z instruktorem na naszym lotnisku szkoleniowym — termin lotów rezerwujesz w serwisie. Po kursie przystępujesz do egzaminu wewnętrznego, a tam, gdzie przepisy tego wymagają, także do egzaminu zewnętrznego. <a href="/app/courses">Zobacz wszystkie kursy</a>.</p>
      <h3>Jak przebiega egzamin wewnętrzny?</h3>
      <p>Termin wybierasz online. Egzaminator sprawdza Twoją tożsamość i odblokowuje pytania. Egzamin trwa 60 lub 120 minut (zależnie od kursu), a do zaliczenia potrzeba co najmniej 75% poprawnych odpowiedzi. Wynik poznasz po weryfikacji przez egzaminatora. Szczegóły: <a href="/app/about-exams">O egzaminach</a>.</p>
      <h3>Co jeśli nie zdam?</h3>
      <p>Egzamin możesz powtórzyć w kolejnym terminie. Liczba podejść w ramach kursu jest ograniczona — po jej wyczerpaniu skontaktuj się z administratorem, który pomoże zaplanować dalsze kroki.</p>
      <h3>Jak długo ważne są świadectwa i zaświadczenia?</h3>
      <p>Zaświadczenie A1/A3, świadectwo A2, zaświadczenia dla scenariuszy STS oraz świadectwo NSTS są ważne przez <strong>5 lat</strong>. Przed upływem ważności trzeba odnowić kompetencje zgodnie z zasadami ULC — przypomnimy Ci o tym i zaproponujemy kurs odświeżający.</p>
      <h3>Czy polskie uprawnienia są ważne za granicą?</h3>
      <p>Tak. Zaświadczenia i świadectwa wydane zgodnie z przepisami UE są uznawane we wszystkich państwach członkowskich UE oraz w Norwegii, Islandii, Liechtensteinie i Szwajcarii. Przed lotem za granicą sprawdź jednak lokalne strefy geograficzne i wymagania dotyczące ubezpieczenia.</p>
    `),
  },
  EN: {
    title: 'Frequently asked questions',
    description:
      'Answers about drone rules in Poland and the EU: the open and specific categories, A1/A3 and A2 competencies, operator registration, liability insurance, geographical zones, and our courses and exams.',
    content: html(`
      <p>These are the questions our students ask most often. The answers describe the rules in force in Poland under Regulations (EU) 2019/947 and 2019/945 and the Polish Aviation Law (Prawo lotnicze). Rules change — always check the current information of the Civil Aviation Authority (ULC) before you fly. Didn't find your answer? <a href="/app/consultation">Book a free consultation</a> or <a href="/app/contact">write to us</a>.</p>
      <h2>The open category</h2>
      <h3>How high and how far may I fly in the open category?</h3>
      <p>In the open category you fly no higher than <strong>120 m</strong> above the closest point of the ground and always within <strong>visual line of sight (VLOS)</strong> — you must see the drone with your own eyes, without binoculars. When flying with FPV goggles you need an observer standing next to you who keeps the drone in sight.</p>
      <p>The drone's maximum take-off mass must be below 25 kg. You may not carry dangerous goods, drop objects or fly over assemblies of people.</p>
      <h3>How do subcategories A1, A2 and A3 differ?</h3>
      <ul>
      <li><strong>A1 — flying over people:</strong> class C0 drones (below 250 g) may fly over uninvolved people, but never over assemblies. Class C1 drones (below 900 g) should not fly over uninvolved people, and if it happens, the overflight must be as short as possible.</li>
      <li><strong>A2 — flying close to people:</strong> class C2 drones (below 4 kg) at least 30 m horizontally from uninvolved people, or at least 5 m in low-speed mode. Requires an A2 certificate of competency.</li>
      <li><strong>A3 — flying far from people:</strong> class C2, C3 and C4 drones and drones without a class mark (privately built or placed on the market before 1 January 2024) below 25 kg. No uninvolved person may be endangered, and you must keep at least 150 m horizontally from residential, commercial, industrial and recreational areas.</li>
      </ul>
      <h3>What do the class marks C0–C4 mean?</h3>
      <p>A class mark is given by the manufacturer under Regulation (EU) 2019/945. It tells you in which subcategory the drone may fly:</p>
      <table>
      <caption>Drone classes in the open category</caption>
      <thead><tr><th>Class</th><th>Maximum take-off mass</th><th>Subcategory</th></tr></thead>
      <tbody>
      <tr><td>C0</td><td>below 250 g</td><td>A1 (also A3)</td></tr>
      <tr><td>C1</td><td>below 900 g</td><td>A1 (also A3)</td></tr>
      <tr><td>C2</td><td>below 4 kg</td><td>A2 (also A3)</td></tr>
      <tr><td>C3</td><td>below 25 kg</td><td>A3</td></tr>
      <tr><td>C4</td><td>below 25 kg, no automatic flight modes</td><td>A3</td></tr>
      </tbody>
      </table>
      <p>Classes C5 and C6 are meant for the European standard scenarios STS-01 and STS-02 in the specific category.</p>
      <h3>Why do 250 grams matter so much?</h3>
      <p>Drones lighter than 250 g (class C0, and privately built or older drones without a class mark below 250 g) may fly in subcategory A1 without an exam — reading the manufacturer's user manual is enough — and do not require mandatory liability insurance. From 250 g up you need operator registration, at least the A1/A3 competency and mandatory liability insurance. If a lighter drone has a camera, operator registration is needed too. Remember that the take-off mass includes accessories — propeller guards or a bigger battery can take you over the threshold.</p>
      <h3>How do I get the A1/A3 competency?</h3>
      <p>The A1/A3 training and exam are run online by the ULC free of charge. The exam has 40 single-choice questions; to pass you need at least 75% correct answers. After passing you download the certificate from your account in the ULC system.</p>
      <p>Our A1/A3 course prepares you for this exam: video lessons, a quiz after every module and a mock exam in the same format.</p>
      <h3>How do I get the A2 certificate of competency?</h3>
      <p>You need the A1/A3 certificate, then you complete self-practical training in A3 conditions and declare it, and finally you pass an additional theory exam at the ULC (30 questions, pass mark 75%). The exam covers meteorology, UAS flight performance and technical and operational mitigations of ground risk.</p>
      <p>In our A2 course you fly with an instructor at our training airfield, which makes it easy to prepare an honest declaration.</p>
      <h2>The specific category</h2>
      <h3>When do I need the specific category?</h3>
      <p>When your flight goes beyond the rules of the open category: for example above 120 m, beyond visual line of sight (BVLOS), with a drone of 25 kg or more, close to people with a drone heavier than 4 kg, or dropping a payload. The operator then needs an <strong>operational authorisation</strong> from the President of the ULC or submits a <strong>declaration</strong> of compliance with a European standard scenario.</p>
      <p>An application for an authorisation is based on a risk assessment using <strong>SORA</strong> (Specific Operations Risk Assessment) or on a <strong>PDRA</strong> — a ready, pre-defined risk assessment for typical operations. We help prepare the operations manual and the risk assessment.</p>
      <h3>What are the European standard scenarios STS-01 and STS-02?</h3>
      <ul>
      <li><strong>STS-01</strong> — VLOS flights over a controlled ground area in a populated environment, with a class C5 drone, up to 120 m.</li>
      <li><strong>STS-02</strong> — BVLOS flights over a controlled ground area in a sparsely populated environment, with a class C6 drone, up to 1 km from the pilot (up to 2 km with airspace observers).</li>
      </ul>
      <p>The operator submits a declaration to the ULC, and the pilot needs a certificate of theoretical knowledge for the STS and an attestation of completed practical training.</p>
      <h3>What are the national standard scenarios NSTS-01 to NSTS-08?</h3>
      <p>They are Polish standard scenarios published by the President of the ULC, defining the conditions of typical operations in the specific category:</p>
      <ul>
      <li>NSTS-01 — VLOS or FPV, a drone below 4 kg;</li>
      <li>NSTS-02, NSTS-03, NSTS-04 — VLOS with a multirotor, an aeroplane (fixed wing) and a helicopter respectively, below 25 kg;</li>
      <li>NSTS-05 — BVLOS up to 2 km from the pilot, a drone below 4 kg;</li>
      <li>NSTS-06, NSTS-07, NSTS-08 — BVLOS up to 2 km from the pilot, with a multirotor, an aeroplane and a helicopter respectively, below 25 kg.</li>
      </ul>
      <p>Flights in the NSTS scenarios require a <strong>certificate of UAV pilot competency in the NSTS scenarios</strong>, obtained after training, a theory exam and a practical exam. Operators' declarations of NSTS operations expired on 1 January 2026, and new operations are run under the STS scenarios or a ULC authorisation. The NSTS certificate itself, however, stays valid for 5 years and documents the pilot's training in the given type of operation. Before you enrol, we will advise you which path makes sense in your situation.</p>
      <h3>What does the NSTS exam look like?</h3>
      <p>It has two parts: a theory exam in the form of a test and a practical exam in which the examiner assesses your flight preparation, the tasks in the air, emergency procedures and the post-flight actions. We hold the practical exam at our training airfield. Details are on the <a href="/app/about-exams">About exams</a> page.</p>
      <h2>Registration, Remote ID and insurance</h2>
      <h3>Do I have to register as an operator?</h3>
      <p>Yes, if your drone has a take-off mass of 250 g or more or — whatever its mass — has a camera or another sensor able to capture personal data (unless it is a toy under the toy safety directive). Registration is also mandatory for every flight in the specific category. Operators register in the ULC system available through <a href="https://drony.gov.pl">drony.gov.pl</a>; registration is free.</p>
      <p>You register yourself as the operator, not each drone separately — one number covers all your drones.</p>
      <h3>Where do I put my operator number?</h3>
      <p>Put the operator number (without its last three, secret characters) in a visible place on every drone, e.g. on a durable sticker. If the drone has a remote identification system, also enter the full number in the drone's app.</p>
      <h3>What is Remote ID?</h3>
      <p>Remote identification (Remote ID) is a system that broadcasts during the flight, among other things, the operator number, the drone's serial number, its position and height, and the position of the pilot or the take-off point. Class C1, C2 and C3 drones must have it, and in the specific category also C5 and C6. As the operator you are responsible for keeping it switched on and loaded with your current operator number.</p>
      <h3>Is liability (OC) insurance mandatory?</h3>
      <p>Yes. Since 13 November 2025 every operator of a drone with a take-off mass from 250 g to 20 kg must have third-party liability insurance — whether flying for fun or for work. The minimum sum insured is 50,000 SDR (about 260,000 PLN). Drones heavier than 20 kg were already subject to mandatory insurance, with higher sums. The policy must be taken out no later than the day before the flight, and flying without it is subject to a fine.</p>
      <p>For professional flights we recommend sums from 500,000 to 1,000,000 PLN. For drones below 250 g insurance is voluntary but worth considering. More on the <a href="/app/insurance">Insurance</a> page.</p>
      <h2>Where and when you may fly</h2>
      <h3>May I fly near an airport?</h3>
      <p>The airspace around airports, military bases, critical infrastructure or national parks is covered by <strong>geographical zones</strong>. In many of them you may fly only after a notification or with a permission, and in some flying is prohibited. In airport control zones (CTR) you need the permission of air traffic control.</p>
      <p>Before every flight check the zone map in the <strong>DroneTower</strong> app of the Polish Air Navigation Services Agency (PAŻP).</p>
      <h3>How do I notify a flight in DroneTower?</h3>
      <p>Log in to the app, mark the place and height of your flight and do a <strong>check-in</strong> before take-off. The app shows whether you may fly straight away or need a permission; after landing, end the flight (check-out). Notifications in DroneTower replaced the former check-ins through the DroneRadar app. We practise using the app in every course.</p>
      <h3>May I fly at night?</h3>
      <p>Yes, night flights are allowed in the open category as long as you keep the drone within sight at all times. Class C1, C2 and C3 drones must have their green flashing light switched on at night. Check in DroneTower whether the zone where you plan to fly has night restrictions, and plan the flight over ground you have surveyed in daylight.</p>
      <h3>How old do I have to be to fly a drone?</h3>
      <p>The minimum age of a remote pilot in the open and specific categories is <strong>16</strong>. Younger people may fly under the direct supervision of a pilot who holds the required competency and is at least 16. There is no age limit for class C0 drones that are toys or for privately built drones below 250 g. We accept students from 16; minors need the consent of a parent or guardian.</p>
      <h2>Our courses and exams</h2>
      <h3>How do courses at SkyPilot Academy work?</h3>
      <p>You study the theory online at your own pace: lessons, downloadable materials and a quiz after every module. Courses with a practical part end with flights with an instructor at our training airfield — you book the flight date on the site. After the course you take the internal exam and, where the rules require it, the external exam too. <a href="/app/courses">See all courses</a>.</p>
      <h3>How does the internal exam work?</h3>
      <p>You choose the date online. The examiner checks your identity and unlocks the questions. The exam takes 60 or 120 minutes (depending on the course), and you need at least 75% correct answers to pass. You get the result after the examiner's verification. Details: <a href="/app/about-exams">About exams</a>.</p>
      <h3>What if I fail?</h3>
      <p>You can retake the exam on the next date. The number of attempts within a course is limited — once you have used them, contact the administrator, who will help you plan the next steps.</p>
      <h3>How long are the certificates valid?</h3>
      <p>The A1/A3 certificate, the A2 certificate, the STS certificates and the NSTS certificate are valid for <strong>5 years</strong>. Before they expire you must renew your competency according to the ULC rules — we will remind you and offer a refresher course.</p>
      <h3>Are Polish certificates valid abroad?</h3>
      <p>Yes. Certificates issued under the EU rules are recognised in all EU member states and in Norway, Iceland, Liechtenstein and Switzerland. Before flying abroad, however, check the local geographical zones and insurance requirements.</p>
    `),
  },
};

const aboutUs: SitePageTexts = {
  PL: {
    title: 'O nas',
    description:
      'SkyPilot Academy to warszawska szkoła pilotów dronów: kursy online, loty praktyczne na własnym lotnisku szkoleniowym i przygotowanie do egzaminów w kategoriach otwartej i szczególnej.',
    content: html(`
      <h2>Nasza historia</h2>
      <p>SkyPilot Academy założyli w 2017 roku instruktorzy, którzy na co dzień wykonywali loty inspekcyjne, pomiarowe i filmowe. Widzieliśmy, że przyszli piloci potrzebują czegoś więcej niż wykucia odpowiedzi do testu — potrzebują nawyków, które chronią ludzi, sprzęt i ich własne zlecenia. Zaczynaliśmy od weekendowych szkoleń na łące pod Warszawą; dziś prowadzimy kursy online i praktykę na własnym lotnisku szkoleniowym, a nasi absolwenci latają w energetyce, budownictwie, rolnictwie, służbach ratowniczych i mediach.</p>
      <h2>Nasza misja</h2>
      <p>Chcemy, żeby każdy, kto podnosi drona w powietrze, robił to bezpiecznie, zgodnie z prawem i z pewnością siebie. Dlatego uczymy przepisów w praktycznym kontekście, a umiejętności lotnicze ćwiczymy do momentu, gdy stają się odruchem.</p>
      <h2>Co oferujemy</h2>
      <ul>
      <li>kursy online przygotowujące do egzaminów A1/A3 i A2 w kategorii otwartej,</li>
      <li>szkolenia do lotów w kategorii szczególnej (scenariusze standardowe, loty BVLOS) z egzaminem praktycznym,</li>
      <li>kursy specjalistyczne: fotogrametria, inspekcje termowizyjne, loty nocne, FPV,</li>
      <li>pomoc w przygotowaniu dokumentacji operacyjnej i oceny ryzyka SORA,</li>
      <li>sklep ze sprzętem i akcesoriami oraz giełdę zleceń dla pilotów.</li>
      </ul>
      <h2>Nasze lotnisko szkoleniowe</h2>
      <p>Zajęcia praktyczne prowadzimy na własnym, ogrodzonym terenie o powierzchni 6 ha, położonym poza strefami kontrolowanymi lotnisk, 30 minut jazdy od centrum Warszawy. Mamy wyznaczone strefy do ćwiczeń w zawisie, tor do lotów precyzyjnych, przeszkody do ćwiczeń inspekcyjnych oraz zadaszone stanowisko odpraw i ładowania akumulatorów. Loty szkoleniowe odbywają się na naszym ubezpieczonym sprzęcie.</p>
      <h2>Dlaczego my</h2>
      <ul>
      <li><strong>Instruktorzy praktycy</strong> — każdy z nich wykonuje loty zawodowe, a nie tylko uczy.</li>
      <li><strong>Teoria online, praktyka w terenie</strong> — uczysz się we własnym tempie i przyjeżdżasz tylko na loty.</li>
      <li><strong>Małe grupy</strong> — na jednego instruktora przypada najwyżej czterech kursantów.</li>
      <li><strong>Wsparcie po kursie</strong> — odpowiadamy na pytania, przypominamy o odnowieniu uprawnień i pomagamy w pierwszych zleceniach.</li>
      </ul>
      <p>Poniżej przedstawiamy zespół, który stoi za naszymi kursami.</p>
    `),
  },
  EN: {
    title: 'About us',
    description:
      'SkyPilot Academy is a Warsaw school for drone pilots: online courses, practical flights at our own training airfield, and preparation for exams in the open and specific categories.',
    content: html(`
      <h2>Our story</h2>
      <p>SkyPilot Academy was founded in 2017 by instructors who flew inspection, survey and film missions for a living. We saw that future pilots need more than memorised test answers — they need habits that protect people, equipment and their own contracts. We started with weekend trainings in a meadow outside Warsaw; today we run online courses and practical training at our own training airfield, and our graduates fly in energy, construction, agriculture, emergency services and the media.</p>
      <h2>Our mission</h2>
      <p>We want everyone who takes a drone into the air to do it safely, legally and with confidence. That is why we teach the rules in a practical context and practise flying skills until they become second nature.</p>
      <h2>What we offer</h2>
      <ul>
      <li>online courses preparing for the A1/A3 and A2 exams in the open category,</li>
      <li>training for flights in the specific category (standard scenarios, BVLOS flights) with a practical exam,</li>
      <li>specialised courses: photogrammetry, thermal inspections, night flights, FPV,</li>
      <li>help with preparing the operations manual and the SORA risk assessment,</li>
      <li>a shop with equipment and accessories and an order exchange for pilots.</li>
      </ul>
      <h2>Our training airfield</h2>
      <p>We hold practical classes on our own fenced 6-hectare site outside the control zones of airports, a 30-minute drive from the centre of Warsaw. It has marked areas for hover exercises, a precision flying course, obstacles for inspection practice and a roofed briefing and battery-charging station. Training flights use our own insured equipment.</p>
      <h2>Why us</h2>
      <ul>
      <li><strong>Practising instructors</strong> — every one of them flies professionally, not just teaches.</li>
      <li><strong>Theory online, practice in the field</strong> — you learn at your own pace and come only for the flights.</li>
      <li><strong>Small groups</strong> — at most four students per instructor.</li>
      <li><strong>Support after the course</strong> — we answer questions, remind you to renew your certificates and help with your first jobs.</li>
      </ul>
      <p>Below you can meet the team behind our courses.</p>
    `),
  },
};

const references: SitePageTexts = {
  PL: {
    title: 'Referencje',
    description:
      'Opinie firm i instytucji, które przeszkoliły z nami swoich pilotów dronów — od energetyki i budownictwa po służby ratownicze.',
    content: html(`
      <p>Szkolimy nie tylko osoby prywatne, ale także zespoły firm i instytucji, które wykorzystują drony w codziennej pracy: w energetyce, budownictwie, geodezji, rolnictwie i służbach ratowniczych. Poniżej publikujemy referencje, które otrzymaliśmy od naszych klientów po zakończonych szkoleniach.</p>
      <p>Chcesz przeszkolić swój zespół? <a href="/app/contact">Skontaktuj się z nami</a> — przygotujemy program dopasowany do Waszych operacji.</p>
    `),
  },
  EN: {
    title: 'References',
    description:
      'Testimonials from companies and institutions that trained their drone pilots with us — from energy and construction to emergency services.',
    content: html(`
      <p>We train not only individuals but also teams of companies and institutions that use drones in their daily work: in energy, construction, surveying, agriculture and emergency services. Below we publish the references our clients gave us after their training.</p>
      <p>Want to train your team? <a href="/app/contact">Contact us</a> — we will prepare a programme tailored to your operations.</p>
    `),
  },
};

const contact: SitePageTexts = {
  PL: {
    title: 'Kontakt',
    description:
      'Skontaktuj się z SkyPilot Academy: biuro czynne od poniedziałku do piątku w godz. 10:00–18:00, odpowiadamy w ciągu jednego dnia roboczego.',
    content: html(`
      <p>Masz pytanie o kurs, egzamin, zamówienie albo współpracę? Napisz lub zadzwoń — odpowiadamy w ciągu <strong>jednego dnia roboczego</strong>.</p>
      <h2>W jakiej sprawie?</h2>
      <ul>
      <li><strong>Wybór kursu i zapisy</strong> — zadzwoń do biura albo <a href="/app/consultation">zamów bezpłatną konsultację</a>, oddzwonimy w ciągu 30 minut w dni robocze.</li>
      <li><strong>Terminy egzaminów i lotów praktycznych</strong> — zarezerwujesz je w serwisie po zalogowaniu; w razie problemów napisz do biura.</li>
      <li><strong>Zamówienia, faktury, zwroty i reklamacje</strong> — napisz e-mail, podając numer zamówienia.</li>
      <li><strong>Szkolenia dla firm i instytucji</strong> — opisz liczbę uczestników i rodzaj operacji, a przygotujemy ofertę.</li>
      </ul>
      <p>Dane biura i formularz kontaktowy znajdziesz na tej stronie.</p>
    `),
  },
  EN: {
    title: 'Contact',
    description:
      'Get in touch with SkyPilot Academy: our office is open Monday to Friday, 10:00–18:00, and we answer within one business day.',
    content: html(`
      <p>Have a question about a course, an exam, an order or working with us? Write or call — we answer within <strong>one business day</strong>.</p>
      <h2>What is it about?</h2>
      <ul>
      <li><strong>Choosing a course and enrolment</strong> — call the office or <a href="/app/consultation">request a free consultation</a>; we call back within 30 minutes on business days.</li>
      <li><strong>Exam and practical flight dates</strong> — book them on the site after logging in; if something goes wrong, write to the office.</li>
      <li><strong>Orders, invoices, returns and complaints</strong> — send an e-mail with your order number.</li>
      <li><strong>Training for companies and institutions</strong> — tell us the number of participants and the kind of operations, and we will prepare an offer.</li>
      </ul>
      <p>The office's details and the contact form are on this page.</p>
    `),
  },
};

const thanks: SitePageTexts = {
  PL: {
    title: 'Dziękujemy!',
    description: 'Otrzymaliśmy Twoją wiadomość. Biuro odpowie w ciągu jednego dnia roboczego.',
    content: html(`
      <p>Dziękujemy za wiadomość — <strong>otrzymaliśmy ją</strong> i już się nią zajmujemy.</p>
      <ul>
      <li>Na wiadomości z formularza kontaktowego biuro odpowiada w ciągu <strong>jednego dnia roboczego</strong>.</li>
      <li>Jeśli zamówiłeś bezpłatną konsultację, oddzwonimy w ciągu <strong>30 minut</strong> w dni robocze (poniedziałek–piątek, 10:00–18:00). Zgłoszenia wysłane poza tymi godzinami obsługujemy następnego dnia roboczego od rana.</li>
      </ul>
      <p>W międzyczasie zajrzyj do naszej <a href="/app/courses">oferty kursów</a> albo poczytaj <a href="/app/blog">bloga</a>, na którym piszemy o przepisach, sprzęcie i technikach latania. Odpowiedzi na wiele pytań znajdziesz też w <a href="/app/faq">FAQ</a>.</p>
    `),
  },
  EN: {
    title: 'Thank you!',
    description: 'We have received your message. Our office will answer within one business day.',
    content: html(`
      <p>Thank you for your message — <strong>we have received it</strong> and are already on it.</p>
      <ul>
      <li>The office answers messages from the contact form within <strong>one business day</strong>.</li>
      <li>If you requested a free consultation, we will call you back within <strong>30 minutes</strong> on business days (Monday–Friday, 10:00–18:00). Requests sent outside these hours are handled first thing on the next business day.</li>
      </ul>
      <p>In the meantime, have a look at our <a href="/app/courses">courses</a> or read our <a href="/app/blog">blog</a>, where we write about rules, equipment and flying techniques. Many answers are also in the <a href="/app/faq">FAQ</a>.</p>
    `),
  },
};

const consultation: SitePageTexts = {
  PL: {
    title: 'Bezpłatna konsultacja telefoniczna',
    description:
      'Zostaw numer telefonu, a w dni robocze oddzwonimy w ciągu 30 minut. W 15 minut pomożemy wybrać kurs, wyjaśnimy przepisy, egzaminy i dobór sprzętu — bez zobowiązań.',
    content: html(`
      <p>Nie wiesz, od czego zacząć? Zamów <strong>bezpłatną, 15-minutową konsultację telefoniczną</strong> z naszym instruktorem. Zostaw imię i numer telefonu, a <strong>oddzwonimy w ciągu 30 minut</strong> w dni robocze, od poniedziałku do piątku w godzinach 10:00–18:00.</p>
      <h2>W czym pomożemy</h2>
      <ul>
      <li><strong>Wybór kursu i kategorii</strong> — czy wystarczy Ci kategoria otwarta (A1/A3, A2), czy potrzebujesz kategorii szczególnej.</li>
      <li><strong>Przepisy</strong> — rejestracja operatora, ubezpieczenie OC, strefy geograficzne, loty nad ludźmi i w mieście.</li>
      <li><strong>Egzaminy</strong> — jak wyglądają egzaminy wewnętrzne i zewnętrzne oraz jak się do nich przygotować.</li>
      <li><strong>Sprzęt</strong> — jaki dron i jakie akcesoria wybrać do Twoich zastosowań.</li>
      </ul>
      <h2>Jak to działa</h2>
      <ol>
      <li>Wypełniasz krótki formularz na tej stronie.</li>
      <li>Instruktor dzwoni do Ciebie w ciągu 30 minut (w dni robocze, 10:00–18:00).</li>
      <li>Rozmawiamy do 15 minut i wskazujemy najlepszą ścieżkę.</li>
      </ol>
      <p>Konsultacja jest <strong>bezpłatna i do niczego nie zobowiązuje</strong>. Zasady opisuje <a href="/app/consultation-terms">regulamin konsultacji</a>.</p>
    `),
  },
  EN: {
    title: 'Free phone consultation',
    description:
      'Leave your phone number and we will call you back within 30 minutes on business days. In 15 minutes we help you choose a course and explain the rules, exams and equipment — no obligation.',
    content: html(`
      <p>Not sure where to start? Request a <strong>free 15-minute phone consultation</strong> with one of our instructors. Leave your name and phone number, and <strong>we will call you back within 30 minutes</strong> on business days, Monday to Friday, 10:00–18:00.</p>
      <h2>What we help with</h2>
      <ul>
      <li><strong>Choosing a course and category</strong> — whether the open category (A1/A3, A2) is enough for you or you need the specific category.</li>
      <li><strong>Rules</strong> — operator registration, liability insurance, geographical zones, flying over people and in cities.</li>
      <li><strong>Exams</strong> — what the internal and external exams look like and how to prepare for them.</li>
      <li><strong>Equipment</strong> — which drone and accessories suit your purpose.</li>
      </ul>
      <h2>How it works</h2>
      <ol>
      <li>You fill in the short form on this page.</li>
      <li>An instructor calls you within 30 minutes (business days, 10:00–18:00).</li>
      <li>We talk for up to 15 minutes and point you to the best path.</li>
      </ol>
      <p>The consultation is <strong>free of charge and without obligation</strong>. The rules are set out in the <a href="/app/consultation-terms">consultation terms</a>.</p>
    `),
  },
};

const consultationTerms: SitePageTexts = {
  PL: {
    title: 'Regulamin bezpłatnej konsultacji telefonicznej',
    description:
      'Zasady bezpłatnej, 15-minutowej konsultacji telefonicznej SkyPilot Academy: kto ją prowadzi, kiedy oddzwaniamy i jak przetwarzamy Twoje dane.',
    content: html(`
      <h2>§1. Postanowienia ogólne</h2>
      <ol>
      <li>Regulamin określa zasady korzystania z usługi bezpłatnej konsultacji telefonicznej (dalej: Konsultacja).</li>
      <li>Konsultację prowadzi SkyPilot Academy sp. z o.o., ul. Lotnicza 12, 02-495 Warszawa, tel. <a href="tel:+48221234567">+48 22 123 45 67</a>, e-mail <a href="mailto:biuro@skypilot.example">biuro@skypilot.example</a> (dalej: Akademia).</li>
      </ol>
      <h2>§2. Zakres i przebieg Konsultacji</h2>
      <ol>
      <li>Konsultacja jest bezpłatna i trwa do 15 minut.</li>
      <li>Konsultacja dotyczy wyboru kursu i kategorii, zasad wykonywania lotów, egzaminów oraz doboru sprzętu.</li>
      <li>Aby zamówić Konsultację, należy wypełnić formularz na stronie <a href="/app/consultation">Konsultacja</a>, podając imię i numer telefonu.</li>
      <li>Akademia oddzwania w ciągu 30 minut od wysłania formularza w dni robocze (poniedziałek–piątek, z wyjątkiem świąt) w godzinach 10:00–18:00. Zgłoszenia wysłane poza tymi godzinami są obsługiwane w najbliższym dniu roboczym.</li>
      <li>Jeśli nie uda się nawiązać połączenia, Akademia podejmuje jeszcze jedną próbę kontaktu w tym samym lub następnym dniu roboczym.</li>
      </ol>
      <h2>§3. Charakter Konsultacji</h2>
      <ol>
      <li>Konsultacja ma charakter informacyjny i nie zobowiązuje do zakupu żadnego kursu, produktu ani usługi.</li>
      <li>Konsultacja nie stanowi porady prawnej. W sprawach wymagających interpretacji przepisów wiążące są stanowiska właściwych organów, w szczególności Urzędu Lotnictwa Cywilnego.</li>
      </ol>
      <h2>§4. Dane osobowe</h2>
      <ol>
      <li>Administratorem danych jest Akademia.</li>
      <li>Dane podane w formularzu są przetwarzane wyłącznie w celu obsługi zgłoszenia, czyli oddzwonienia i przeprowadzenia Konsultacji.</li>
      <li>Szczegółowe informacje zawiera <a href="/app/privacy-policy">polityka prywatności</a>.</li>
      </ol>
      <h2>§5. Postanowienia końcowe</h2>
      <ol>
      <li>Regulamin obowiązuje od 1 stycznia 2023 r.</li>
      <li>O zmianach regulaminu Akademia informuje na tej stronie z 14-dniowym wyprzedzeniem.</li>
      </ol>
    `),
  },
  EN: {
    title: 'Terms of the free phone consultation',
    description:
      'The rules of the free 15-minute phone consultation of SkyPilot Academy: who provides it, when we call back and how we process your data.',
    content: html(`
      <h2>§1. General provisions</h2>
      <ol>
      <li>These terms set out the rules for using the free phone consultation service (the Consultation).</li>
      <li>The Consultation is provided by SkyPilot Academy sp. z o.o., ul. Lotnicza 12, 02-495 Warszawa, Poland, phone <a href="tel:+48221234567">+48 22 123 45 67</a>, e-mail <a href="mailto:biuro@skypilot.example">biuro@skypilot.example</a> (the Academy).</li>
      </ol>
      <h2>§2. Scope and course of the Consultation</h2>
      <ol>
      <li>The Consultation is free of charge and lasts up to 15 minutes.</li>
      <li>The Consultation covers choosing a course and category, the rules of flying, exams and choosing equipment.</li>
      <li>To request the Consultation, fill in the form on the <a href="/app/consultation">Consultation</a> page with your name and phone number.</li>
      <li>The Academy calls back within 30 minutes of the form being sent on business days (Monday–Friday, except public holidays) between 10:00 and 18:00. Requests sent outside these hours are handled on the next business day.</li>
      <li>If the call does not get through, the Academy makes one more attempt on the same or the next business day.</li>
      </ol>
      <h2>§3. Nature of the Consultation</h2>
      <ol>
      <li>The Consultation is informational and does not oblige you to buy any course, product or service.</li>
      <li>The Consultation is not legal advice. Where rules need interpreting, the positions of the competent authorities, in particular the Civil Aviation Authority (ULC), are binding.</li>
      </ol>
      <h2>§4. Personal data</h2>
      <ol>
      <li>The controller of the data is the Academy.</li>
      <li>The data given in the form are processed only to handle the request, that is, to call you back and hold the Consultation.</li>
      <li>Details are in the <a href="/app/privacy-policy">privacy policy</a>.</li>
      </ol>
      <h2>§5. Final provisions</h2>
      <ol>
      <li>These terms are in force from 1 January 2023.</li>
      <li>The Academy announces changes to these terms on this page 14 days in advance.</li>
      </ol>
    `),
  },
};

const aboutExams: SitePageTexts = {
  PL: {
    title: 'O egzaminach',
    description:
      'Jak wyglądają egzaminy w SkyPilot Academy: wewnętrzny egzamin kursowy online, zewnętrzny egzamin państwowy w ULC (149 PLN) oraz egzamin praktyczny NSTS na naszym lotnisku szkoleniowym.',
    content: html(`
      <p>Na drodze do uprawnień czekają Cię najczęściej dwa lub trzy egzaminy: <strong>egzamin wewnętrzny</strong> kończący nasz kurs, <strong>egzamin zewnętrzny</strong> przeprowadzany przez Urząd Lotnictwa Cywilnego (ULC) oraz — w kursach kategorii szczególnej — <strong>egzamin praktyczny</strong>. Poniżej wyjaśniamy, jak przebiega każdy z nich.</p>
      <table>
      <caption>Rodzaje egzaminów</caption>
      <thead><tr><th>Egzamin</th><th>Forma</th><th>Czas</th><th>Próg zaliczenia</th><th>Cena</th></tr></thead>
      <tbody>
      <tr><td>Egzamin wewnętrzny — kursy kategorii otwartej i specjalistyczne</td><td>test online z egzaminatorem</td><td>60 minut</td><td>75%</td><td>w cenie kursu</td></tr>
      <tr><td>Egzamin wewnętrzny — kursy kategorii szczególnej</td><td>test online z egzaminatorem</td><td>120 minut</td><td>75%</td><td>w cenie kursu</td></tr>
      <tr><td>Egzamin zewnętrzny (państwowy) w ULC</td><td>test teoretyczny</td><td>według zasad ULC</td><td>75%</td><td>149 PLN</td></tr>
      <tr><td>Egzamin praktyczny NSTS</td><td>loty z egzaminatorem na lotnisku szkoleniowym</td><td>ok. 60 minut</td><td>ocena wszystkich zadań</td><td>w cenie kursu NSTS</td></tr>
      </tbody>
      </table>
      <p>Egzamin A1/A3 zdaje się bezpłatnie online w systemie ULC — nasz kurs przygotowuje do niego, ale nie wymaga osobnego egzaminu zewnętrznego.</p>
      <h2>Egzamin wewnętrzny</h2>
      <h3>1. Zapis na termin</h3>
      <p>Gdy zaliczysz testy ze wszystkich lekcji kursu i uzupełnisz dane pilota w swoim profilu, wybierasz termin egzaminu w serwisie, na stronie kursu. Lista terminów pokazuje datę, godzinę i liczbę wolnych miejsc. Termin możesz zmienić lub odwołać w serwisie najpóźniej 24 godziny przed jego rozpoczęciem.</p>
      <h3>2. Sprawdzenie tożsamości</h3>
      <p>W dniu egzaminu zaloguj się kilka minut przed czasem. Egzaminator sprawdza Twoją tożsamość na podstawie dokumentu ze zdjęciem (dowodu osobistego, paszportu lub prawa jazdy).</p>
      <h3>3. Rozpoczęcie egzaminu</h3>
      <p>Po weryfikacji egzaminator odblokowuje pytania i od tej chwili biegnie czas: <strong>60 minut</strong> albo <strong>120 minut</strong>, zależnie od kursu. Licznik czasu widzisz przez cały egzamin; po jego upływie odpowiedzi zapisują się automatycznie.</p>
      <h3>4. Wynik</h3>
      <p>Aby zdać, potrzebujesz co najmniej <strong>75% poprawnych odpowiedzi</strong>. Wynik poznasz po weryfikacji egzaminu przez egzaminatora — zobaczysz go w serwisie w zakładce egzaminów, a po zdaniu otrzymasz zaświadczenie o ukończeniu kursu.</p>
      <h3>5. Poprawka</h3>
      <p>Jeśli nie zdasz, zapisz się na kolejny termin. Liczba podejść w ramach kursu jest ograniczona; gdy ją wykorzystasz, skontaktuj się z administratorem (<a href="mailto:biuro@skypilot.example">biuro@skypilot.example</a>), który pomoże ustalić dalsze kroki.</p>
      <h2>Egzamin zewnętrzny w ULC</h2>
      <p>Egzamin zewnętrzny to państwowy egzamin teoretyczny przeprowadzany przez Urząd Lotnictwa Cywilnego. Jego zdanie jest warunkiem uzyskania świadectwa — np. świadectwa kompetencji A2 albo uprawnień do lotów w kategorii szczególnej. Cena egzaminu zewnętrznego wynosi <strong>149 PLN</strong>. Termin ustalamy wspólnie po zdaniu egzaminu wewnętrznego.</p>
      <h3>Co zabrać na egzamin zewnętrzny</h3>
      <ul>
      <li>ważny dokument tożsamości ze zdjęciem,</li>
      <li>numer pilota (z zaświadczenia A1/A3) oraz dane logowania do konta w systemie ULC,</li>
      <li>potwierdzenie wniesienia opłaty za egzamin,</li>
      <li>zaświadczenie o ukończeniu kursu, jeśli jest wymagane dla danego egzaminu.</li>
      </ul>
      <h2>Egzamin praktyczny NSTS</h2>
      <p>Świadectwo kwalifikacji pilota BSP w zakresie scenariuszy NSTS wymaga zdania egzaminu teoretycznego i praktycznego. Egzamin praktyczny odbywa się na naszym lotnisku szkoleniowym, na naszym sprzęcie, po ukończeniu szkolenia praktycznego. Egzaminator ocenia:</p>
      <ul>
      <li>przygotowanie do lotu — ocenę miejsca operacji, sprawdzenie stref geograficznych, warunków pogodowych i sprzętu,</li>
      <li>wykonanie zadań w locie — starty, lądowania, zawis, loty po wyznaczonej trasie, w scenariuszach BVLOS także loty według planu misji,</li>
      <li>procedury awaryjne — utratę łącza, utratę sygnału GNSS, przerwanie lotu,</li>
      <li>czynności po locie — kontrolę sprzętu i wpis do dokumentacji.</li>
      </ul>
      <p>Na egzamin praktyczny zabierz dokument tożsamości, zaświadczenie A1/A3 oraz strój dostosowany do pogody. Kamizelkę odblaskową zapewniamy. Przy złej pogodzie przenosimy egzamin na najbliższy wolny termin bez dodatkowych opłat.</p>
      <p>Masz pytania? Zajrzyj do <a href="/app/faq">FAQ</a> albo <a href="/app/consultation">zamów bezpłatną konsultację</a>.</p>
    `),
  },
  EN: {
    title: 'About exams',
    description:
      'How exams work at SkyPilot Academy: the internal online course exam, the external state exam at the ULC (149 PLN) and the practical NSTS exam at our training airfield.',
    content: html(`
      <p>On the way to your certificate you will usually take two or three exams: the <strong>internal exam</strong> that ends our course, the <strong>external exam</strong> held by the Civil Aviation Authority (ULC) and — in specific category courses — the <strong>practical exam</strong>. Below we explain how each of them works.</p>
      <table>
      <caption>Types of exams</caption>
      <thead><tr><th>Exam</th><th>Form</th><th>Time</th><th>Pass mark</th><th>Price</th></tr></thead>
      <tbody>
      <tr><td>Internal exam — open category and specialised courses</td><td>online test with an examiner</td><td>60 minutes</td><td>75%</td><td>included in the course</td></tr>
      <tr><td>Internal exam — specific category courses</td><td>online test with an examiner</td><td>120 minutes</td><td>75%</td><td>included in the course</td></tr>
      <tr><td>External (state) exam at the ULC</td><td>theory test</td><td>under the ULC rules</td><td>75%</td><td>149 PLN</td></tr>
      <tr><td>Practical NSTS exam</td><td>flights with an examiner at the training airfield</td><td>about 60 minutes</td><td>all tasks assessed</td><td>included in the NSTS course</td></tr>
      </tbody>
      </table>
      <p>The A1/A3 exam is taken online in the ULC system free of charge — our course prepares you for it, but it needs no separate external exam.</p>
      <h2>The internal exam</h2>
      <h3>1. Booking a date</h3>
      <p>Once you have passed the quizzes of all the course's lessons and filled in the pilot details in your profile, you choose an exam date on the site, on the course page. The list shows the date, the time and the number of free places. You can move or cancel the booking on the site until 24 hours before it starts.</p>
      <h3>2. Identity check</h3>
      <p>On the exam day, log in a few minutes early. The examiner checks your identity against a photo ID (identity card, passport or driving licence).</p>
      <h3>3. Starting the exam</h3>
      <p>After the check the examiner unlocks the questions and the clock starts: <strong>60 minutes</strong> or <strong>120 minutes</strong>, depending on the course. You see the timer throughout the exam; when the time runs out, your answers are saved automatically.</p>
      <h3>4. The result</h3>
      <p>To pass you need at least <strong>75% correct answers</strong>. You get the result after the examiner has verified the exam — it appears on the site in the exams section, and after passing you receive a certificate of course completion.</p>
      <h3>5. Retakes</h3>
      <p>If you fail, book the next date. The number of attempts within a course is limited; once you have used them, contact the administrator (<a href="mailto:biuro@skypilot.example">biuro@skypilot.example</a>), who will help you decide on the next steps.</p>
      <h2>The external exam at the ULC</h2>
      <p>The external exam is the state theory exam held by the Civil Aviation Authority. Passing it is a condition for getting a certificate — for example the A2 certificate of competency or the qualifications for flights in the specific category. The external exam costs <strong>149 PLN</strong>. We set the date together after you pass the internal exam.</p>
      <h3>What to bring to the external exam</h3>
      <ul>
      <li>a valid photo ID,</li>
      <li>your pilot number (from the A1/A3 certificate) and the login details of your ULC account,</li>
      <li>proof of payment of the exam fee,</li>
      <li>the certificate of course completion, if the exam requires it.</li>
      </ul>
      <h2>The practical NSTS exam</h2>
      <p>The certificate of UAV pilot competency in the NSTS scenarios requires passing a theory exam and a practical exam. The practical exam takes place at our training airfield, on our equipment, after you complete the practical training. The examiner assesses:</p>
      <ul>
      <li>flight preparation — assessing the operation site, checking geographical zones, the weather and the equipment,</li>
      <li>the tasks in flight — take-offs, landings, hovering, flying a set route, and in BVLOS scenarios also flying a mission plan,</li>
      <li>emergency procedures — loss of the control link, loss of the GNSS signal, terminating the flight,</li>
      <li>post-flight actions — checking the equipment and recording the flight.</li>
      </ul>
      <p>Bring a photo ID, your A1/A3 certificate and clothes suited to the weather to the practical exam. We provide the high-visibility vest. In bad weather we move the exam to the nearest free date at no extra cost.</p>
      <p>Questions? See the <a href="/app/faq">FAQ</a> or <a href="/app/consultation">request a free consultation</a>.</p>
    `),
  },
};

const insurance: SitePageTexts = {
  PL: {
    title: 'Ubezpieczenie drona',
    description:
      'Obowiązkowe OC operatora drona, dobrowolne AC i ubezpieczenia dla firm — co warto wiedzieć, od czego zależy cena i ile orientacyjnie kosztuje polisa.',
    content: html(`
      <p>Dron, nawet niewielki, może wyrządzić poważną szkodę: uszkodzić samochód, elewację albo zranić człowieka. Operator odpowiada za takie szkody niezależnie od swojej winy, dlatego ubezpieczenie jest jednym z pierwszych tematów, które omawiamy na kursach.</p>
      <p><strong>Ważne:</strong> SkyPilot Academy nie sprzedaje ubezpieczeń i nie jest agentem ani brokerem ubezpieczeniowym. Ta strona ma charakter wyłącznie informacyjny — polisę zawierasz bezpośrednio z wybranym ubezpieczycielem lub pośrednikiem.</p>
      <h2>Ubezpieczenie OC (odpowiedzialności cywilnej)</h2>
      <p>OC pokrywa szkody wyrządzone osobom trzecim — na ich zdrowiu lub mieniu — w związku z lotem drona.</p>
      <ul>
      <li>Od <strong>13 listopada 2025 r.</strong> OC jest <strong>obowiązkowe</strong> dla każdego operatora drona o masie startowej od 250 g do 20 kg, zarówno przy lotach rekreacyjnych, jak i zawodowych. Minimalna suma gwarancyjna to <strong>50 000 SDR</strong> (ok. 260 000 PLN, zależnie od kursu SDR).</li>
      <li>Drony o masie powyżej 20 kg podlegały obowiązkowemu OC już wcześniej, z wyższymi minimalnymi sumami gwarancyjnymi.</li>
      <li>Polisę trzeba zawrzeć najpóźniej dzień przed lotem; lot bez wymaganego ubezpieczenia grozi karą pieniężną.</li>
      <li>Dla dronów poniżej 250 g OC jest dobrowolne — warto je jednak rozważyć, zwłaszcza przy lotach w mieście. Często obejmuje je też polisa OC w życiu prywatnym; sprawdź jej warunki.</li>
      </ul>
      <p>Przy lotach zawodowych zleceniodawcy zwykle wymagają wyższych sum — najczęściej od 500 000 do 1 000 000 PLN — oraz ochrony obejmującej kategorię szczególną.</p>
      <h2>Ubezpieczenie AC (casco) drona</h2>
      <p>AC chroni sam sprzęt: drona, kamerę, aparaturę sterującą i akumulatory — od uszkodzenia w wyniku wypadku, upadku do wody, a często także od kradzieży. AC jest dobrowolne; opłaca się zwłaszcza przy drogim sprzęcie używanym zawodowo.</p>
      <h2>Orientacyjne składki</h2>
      <p>Poniższe tabele mają <strong>charakter wyłącznie informacyjny</strong>. Pokazują przykładowe poziomy cen z rynku i <strong>nie stanowią oferty</strong> w rozumieniu Kodeksu cywilnego. Rzeczywistą składkę ustala ubezpieczyciel.</p>
      <table>
      <caption>OC — loty rekreacyjne (informacyjnie)</caption>
      <thead><tr><th>Masa startowa drona</th><th>Suma gwarancyjna</th><th>Składka roczna</th></tr></thead>
      <tbody>
      <tr><td>poniżej 250 g (dobrowolne)</td><td>100 000 PLN</td><td>od 59 PLN</td></tr>
      <tr><td>250 g – 900 g</td><td>50 000 SDR (ok. 260 000 PLN)</td><td>od 99 PLN</td></tr>
      <tr><td>900 g – 4 kg</td><td>50 000 SDR (ok. 260 000 PLN)</td><td>od 149 PLN</td></tr>
      <tr><td>4 kg – 20 kg</td><td>50 000 SDR (ok. 260 000 PLN)</td><td>od 299 PLN</td></tr>
      </tbody>
      </table>
      <table>
      <caption>OC — loty zawodowe (informacyjnie)</caption>
      <thead><tr><th>Masa startowa drona</th><th>Suma gwarancyjna</th><th>Składka roczna</th></tr></thead>
      <tbody>
      <tr><td rowspan="2">250 g – 4 kg</td><td>500 000 PLN</td><td>od 390 PLN</td></tr>
      <tr><td>1 000 000 PLN</td><td>od 590 PLN</td></tr>
      <tr><td rowspan="2">4 kg – 20 kg</td><td>500 000 PLN</td><td>od 690 PLN</td></tr>
      <tr><td>1 000 000 PLN</td><td>od 990 PLN</td></tr>
      <tr><td>powyżej 20 kg</td><td>według wymogów dla cięższych statków powietrznych</td><td>wycena indywidualna</td></tr>
      </tbody>
      </table>
      <table>
      <caption>AC (casco) drona (informacyjnie)</caption>
      <thead><tr><th>Wartość sprzętu</th><th>Udział własny</th><th>Składka roczna</th></tr></thead>
      <tbody>
      <tr><td>do 5 000 PLN</td><td>10%, min. 200 PLN</td><td>od 350 PLN</td></tr>
      <tr><td>5 001 – 15 000 PLN</td><td>10%, min. 300 PLN</td><td>od 850 PLN</td></tr>
      <tr><td>15 001 – 40 000 PLN</td><td>10%, min. 500 PLN</td><td>od 2 000 PLN</td></tr>
      <tr><td>powyżej 40 000 PLN</td><td colspan="2">wycena indywidualna</td></tr>
      </tbody>
      </table>
      <h2>Od czego zależy cena polisy</h2>
      <ul>
      <li>masa i wartość drona oraz wyposażenia,</li>
      <li>cel lotów — rekreacyjny czy zawodowy — i kategoria operacji (otwarta lub szczególna),</li>
      <li>rodzaj operacji: loty nad terenami zabudowanymi, BVLOS, w nocy, nad wodą, inspekcje infrastruktury,</li>
      <li>wysokość sumy gwarancyjnej i udziału własnego,</li>
      <li>zakres terytorialny — tylko Polska, Unia Europejska albo cały świat,</li>
      <li>doświadczenie pilota, posiadane uprawnienia i historia szkód,</li>
      <li>liczba ubezpieczonych dronów i pilotów.</li>
      </ul>
      <h2>Na co zwrócić uwagę przy wyborze</h2>
      <ul>
      <li>Czy polisa spełnia wymogi obowiązkowego OC i obejmuje Twoją kategorię lotów.</li>
      <li>Czy obejmuje wszystkich pilotów, którzy latają Twoimi dronami.</li>
      <li>Jakie są wyłączenia — np. loty bez wymaganych uprawnień, w strefach zakazanych lub bez zgody służb.</li>
      <li>Jak szybko i na jakiej podstawie (dokument, e-mail) otrzymasz potwierdzenie ochrony — warto mieć je przy sobie podczas lotu.</li>
      </ul>
      <p>Masz pytania o ubezpieczenie w kontekście swoich lotów? Porozmawiajmy podczas <a href="/app/consultation">bezpłatnej konsultacji</a>.</p>
    `),
  },
  EN: {
    title: 'Drone insurance',
    description:
      'Mandatory third-party liability insurance for drone operators, voluntary hull cover and insurance for companies — what to know, what affects the price and what a policy roughly costs.',
    content: html(`
      <p>A drone, even a small one, can cause serious damage: hit a car or a building's facade, or injure a person. The operator is liable for such damage whether at fault or not, which is why insurance is one of the first topics we cover in our courses.</p>
      <p><strong>Important:</strong> SkyPilot Academy does not sell insurance and is not an insurance agent or broker. This page is for information only — you take out a policy directly with an insurer or intermediary of your choice.</p>
      <h2>Third-party liability insurance (OC)</h2>
      <p>Liability insurance covers damage caused to third parties — to their health or property — in connection with a drone flight.</p>
      <ul>
      <li>Since <strong>13 November 2025</strong> liability insurance is <strong>mandatory</strong> for every operator of a drone with a take-off mass from 250 g to 20 kg, for both recreational and professional flights. The minimum sum insured is <strong>50,000 SDR</strong> (about 260,000 PLN, depending on the SDR rate).</li>
      <li>Drones heavier than 20 kg were already subject to mandatory liability insurance, with higher minimum sums.</li>
      <li>The policy must be taken out no later than the day before the flight; flying without the required insurance is subject to a fine.</li>
      <li>For drones below 250 g liability insurance is voluntary — but worth considering, especially when flying in towns. A private-life liability policy often covers them too; check its conditions.</li>
      </ul>
      <p>For professional flights clients usually require higher sums — most often from 500,000 to 1,000,000 PLN — and cover that includes the specific category.</p>
      <h2>Hull (AC) insurance</h2>
      <p>Hull insurance protects the equipment itself: the drone, the camera, the remote controller and the batteries — against damage in an accident, a fall into water and often also theft. It is voluntary and pays off especially for expensive equipment used professionally.</p>
      <h2>Indicative premiums</h2>
      <p>The tables below are <strong>for information only</strong>. They show example price levels on the market and <strong>are not an offer</strong> within the meaning of the Polish Civil Code. The actual premium is set by the insurer.</p>
      <table>
      <caption>Liability insurance — recreational flights (informational)</caption>
      <thead><tr><th>Drone take-off mass</th><th>Sum insured</th><th>Yearly premium</th></tr></thead>
      <tbody>
      <tr><td>below 250 g (voluntary)</td><td>100,000 PLN</td><td>from 59 PLN</td></tr>
      <tr><td>250 g – 900 g</td><td>50,000 SDR (about 260,000 PLN)</td><td>from 99 PLN</td></tr>
      <tr><td>900 g – 4 kg</td><td>50,000 SDR (about 260,000 PLN)</td><td>from 149 PLN</td></tr>
      <tr><td>4 kg – 20 kg</td><td>50,000 SDR (about 260,000 PLN)</td><td>from 299 PLN</td></tr>
      </tbody>
      </table>
      <table>
      <caption>Liability insurance — professional flights (informational)</caption>
      <thead><tr><th>Drone take-off mass</th><th>Sum insured</th><th>Yearly premium</th></tr></thead>
      <tbody>
      <tr><td rowspan="2">250 g – 4 kg</td><td>500,000 PLN</td><td>from 390 PLN</td></tr>
      <tr><td>1,000,000 PLN</td><td>from 590 PLN</td></tr>
      <tr><td rowspan="2">4 kg – 20 kg</td><td>500,000 PLN</td><td>from 690 PLN</td></tr>
      <tr><td>1,000,000 PLN</td><td>from 990 PLN</td></tr>
      <tr><td>above 20 kg</td><td>as required for heavier aircraft</td><td>individual quote</td></tr>
      </tbody>
      </table>
      <table>
      <caption>Hull (AC) insurance (informational)</caption>
      <thead><tr><th>Equipment value</th><th>Deductible</th><th>Yearly premium</th></tr></thead>
      <tbody>
      <tr><td>up to 5,000 PLN</td><td>10%, min. 200 PLN</td><td>from 350 PLN</td></tr>
      <tr><td>5,001 – 15,000 PLN</td><td>10%, min. 300 PLN</td><td>from 850 PLN</td></tr>
      <tr><td>15,001 – 40,000 PLN</td><td>10%, min. 500 PLN</td><td>from 2,000 PLN</td></tr>
      <tr><td>above 40,000 PLN</td><td colspan="2">individual quote</td></tr>
      </tbody>
      </table>
      <h2>What affects the price</h2>
      <ul>
      <li>the mass and value of the drone and its equipment,</li>
      <li>the purpose of the flights — recreational or professional — and the category of operation (open or specific),</li>
      <li>the kind of operations: flights over built-up areas, BVLOS, at night, over water, infrastructure inspections,</li>
      <li>the sum insured and the deductible,</li>
      <li>the territorial scope — Poland only, the European Union or worldwide,</li>
      <li>the pilot's experience, certificates and claims history,</li>
      <li>the number of insured drones and pilots.</li>
      </ul>
      <h2>What to check when choosing</h2>
      <ul>
      <li>Whether the policy meets the mandatory insurance requirements and covers your category of flights.</li>
      <li>Whether it covers all the pilots who fly your drones.</li>
      <li>What the exclusions are — e.g. flights without the required certificates, in prohibited zones or without the permission of the services.</li>
      <li>How quickly and in what form (a document, an e-mail) you get proof of cover — it is worth having it with you during the flight.</li>
      </ul>
      <p>Have questions about insurance for your kind of flights? Let's talk during a <a href="/app/consultation">free consultation</a>.</p>
    `),
  },
};

const shopTerms: SitePageTexts = {
  PL: {
    title: 'Regulamin sklepu i kursów',
    description:
      'Zasady zakupu kursów, egzaminów i produktów w SkyPilot Academy: zamówienia, ceny i płatności, dostawa, odstąpienie od umowy, rezygnacja z kursu i reklamacje.',
    content: html(`
      <h2>§1. Postanowienia ogólne</h2>
      <ol>
      <li>Regulamin określa zasady zakupu kursów, egzaminów, treści cyfrowych i towarów w serwisie internetowym SkyPilot Academy (dalej: Sklep) oraz zasady uczestnictwa w kursach.</li>
      <li>Sprzedawcą jest SkyPilot Academy sp. z o.o., ul. Lotnicza 12, 02-495 Warszawa (dalej: Sprzedawca).</li>
      <li>Kontakt ze Sprzedawcą: tel. <a href="tel:+48221234567">+48 22 123 45 67</a> (poniedziałek–piątek, 10:00–18:00), e-mail <a href="mailto:biuro@skypilot.example">biuro@skypilot.example</a>, adres korespondencyjny jak wyżej.</li>
      <li>Regulamin jest udostępniany nieodpłatnie na tej stronie w sposób umożliwiający jego pobranie, utrwalenie i wydrukowanie.</li>
      </ol>
      <h2>§2. Definicje</h2>
      <ul>
      <li><strong>Klient</strong> — osoba fizyczna, osoba prawna lub jednostka organizacyjna nieposiadająca osobowości prawnej, która składa zamówienie w Sklepie.</li>
      <li><strong>Konsument</strong> — Klient będący osobą fizyczną, który zawiera ze Sprzedawcą umowę niezwiązaną bezpośrednio z jego działalnością gospodarczą lub zawodową. Postanowienia dotyczące Konsumenta stosuje się także do osoby fizycznej zawierającej umowę bezpośrednio związaną z jej działalnością gospodarczą, gdy umowa ta nie ma dla niej charakteru zawodowego.</li>
      <li><strong>Klient niebędący konsumentem</strong> — Klient, który nie jest Konsumentem, w szczególności firma lub instytucja kupująca kurs dla swoich pracowników.</li>
      <li><strong>Kurs</strong> — szkolenie oferowane w Sklepie, składające się z części teoretycznej online i — jeżeli wynika to z opisu — zajęć praktycznych w wyznaczonym terminie.</li>
      <li><strong>Rozpoczęcie kursu</strong> — data pierwszych zajęć praktycznych albo, w przypadku kursu wyłącznie online, chwila udostępnienia treści kursu.</li>
      <li><strong>Treść cyfrowa</strong> — materiały kursu udostępniane online: lekcje, nagrania, testy i materiały do pobrania.</li>
      <li><strong>Towar</strong> — rzecz ruchoma sprzedawana w Sklepie, np. dron, akumulator lub akcesoria.</li>
      <li><strong>Dzień roboczy</strong> — dzień od poniedziałku do piątku z wyjątkiem dni ustawowo wolnych od pracy.</li>
      </ul>
      <h2>§3. Wymagania techniczne i konto</h2>
      <ol>
      <li>Do korzystania ze Sklepu i kursów online potrzebne są urządzenie z dostępem do internetu, aktualna przeglądarka internetowa z włączoną obsługą JavaScript i plików cookie oraz aktywny adres e-mail.</li>
      <li>Zakup kursu wymaga założenia bezpłatnego konta. Klient odpowiada za poufność hasła i podanie prawdziwych danych.</li>
      <li>Zakazane jest dostarczanie przez Klienta treści o charakterze bezprawnym oraz udostępnianie dostępu do kursu osobom trzecim.</li>
      </ol>
      <h2>§4. Zamówienia</h2>
      <ol>
      <li>Zamówienie składa się przez dodanie kursów lub towarów do koszyka, podanie danych, wybór sposobu dostawy i płatności oraz potwierdzenie obowiązku zapłaty przyciskiem zamówienia.</li>
      <li>Umowa zostaje zawarta z chwilą otrzymania przez Klienta e-maila potwierdzającego przyjęcie zamówienia.</li>
      <li>Przed złożeniem zamówienia Klient może w każdej chwili poprawić wprowadzone dane.</li>
      <li>Sprzedawca może udostępniać kody rabatowe; zasady ich użycia są podawane przy każdej promocji. Kodów nie można łączyć, chyba że zasady promocji stanowią inaczej.</li>
      </ol>
      <h2>§5. Ceny i płatności</h2>
      <ol>
      <li>Ceny w Sklepie są podawane w złotych polskich (PLN) i są cenami brutto, zawierającymi podatek VAT. Koszt dostawy jest podawany osobno przed złożeniem zamówienia.</li>
      <li>Dostępne metody płatności:
      <ul>
      <li>płatność elektroniczna przez serwis <strong>Przelewy24</strong>, prowadzony przez PayPro S.A. (szybki przelew, BLIK, karta płatnicza),</li>
      <li><strong>przelew bankowy</strong> na rachunek Sprzedawcy wskazany w potwierdzeniu zamówienia.</li>
      </ul>
      </li>
      <li>Zamówienie opłacane przelewem bankowym należy opłacić w ciągu 3 dni roboczych. Po bezskutecznym upływie tego terminu Sprzedawca może anulować zamówienie, o czym informuje Klienta e-mailem.</li>
      <li>Do każdego zamówienia Sprzedawca wystawia fakturę VAT w formie elektronicznej. Klient, który chce otrzymać fakturę na firmę, podaje jej dane i NIP przed złożeniem zamówienia.</li>
      </ol>
      <h2>§6. Dostawa</h2>
      <ol>
      <li>Towary są dostarczane na terenie Polski przez firmę kurierską wybraną w zamówieniu lub mogą zostać odebrane osobiście w siedzibie Sprzedawcy po wcześniejszym umówieniu.</li>
      <li>Towary dostępne od ręki wysyłamy w ciągu 2 dni roboczych od zaksięgowania płatności. Czas dostawy przez kuriera wynosi zwykle 1–2 dni robocze.</li>
      <li>Dostęp do treści cyfrowych kursu jest udzielany na koncie Klienta niezwłocznie po zaksięgowaniu płatności, na okres wskazany w opisie kursu.</li>
      <li>Terminy zajęć praktycznych i egzaminów Klient rezerwuje w serwisie spośród dostępnych terminów.</li>
      </ol>
      <h2>§7. Uczestnictwo w kursach</h2>
      <ol>
      <li>Opis kursu określa wymagania uczestnictwa, np. ukończone 16 lat, posiadanie zaświadczenia A1/A3, numeru operatora lub aktualnego orzeczenia lekarskiego, jeżeli jest wymagane.</li>
      <li>Uczestnik niepełnoletni może wziąć udział w kursie za pisemną zgodą rodzica lub opiekuna prawnego.</li>
      <li>Jeżeli w dniu rozpoczęcia kursu uczestnik nie spełnia wymagań uczestnictwa, Sprzedawca przenosi go na inny termin w ciągu 90 dni albo, na życzenie Klienta, zwraca 80% ceny kursu.</li>
      <li>Sprzedawca może odwołać lub przesunąć zajęcia praktyczne z powodu warunków atmosferycznych uniemożliwiających bezpieczne loty. W takim przypadku uczestnik wybiera nowy termin bez dodatkowych opłat, a jeżeli żaden nie jest dla niego dogodny — otrzymuje zwrot ceny niewykorzystanej części kursu.</li>
      <li>Podczas zajęć praktycznych uczestnik stosuje się do poleceń instruktora i zasad bezpieczeństwa. Instruktor może przerwać lot uczestnika, który stwarza zagrożenie.</li>
      </ol>
      <h2>§8. Rezygnacja z kursu</h2>
      <ol>
      <li>Konsument może zrezygnować z kursu przed jego rozpoczęciem, składając oświadczenie e-mailem lub w serwisie. Sprzedawca zwraca wtedy cenę kursu pomniejszoną o 100 PLN. Nie ogranicza to prawa odstąpienia od umowy opisanego w §9.</li>
      <li>Klient niebędący konsumentem może zrezygnować z kursu, ponosząc opłatę za rezygnację w wysokości:
      <table>
      <caption>Opłaty za rezygnację dla Klientów niebędących konsumentami</caption>
      <thead><tr><th>Rezygnacja złożona</th><th>Opłata (część ceny kursu)</th></tr></thead>
      <tbody>
      <tr><td>7 lub więcej dni przed rozpoczęciem kursu</td><td>10%</td></tr>
      <tr><td>3 lub więcej dni (ale mniej niż 7 dni) przed rozpoczęciem</td><td>50%</td></tr>
      <tr><td>24 lub więcej godzin (ale mniej niż 3 dni) przed rozpoczęciem</td><td>80%</td></tr>
      <tr><td>mniej niż 24 godziny przed rozpoczęciem</td><td>100%</td></tr>
      </tbody>
      </table>
      </li>
      <li>Klient niebędący konsumentem może zamiast rezygnacji wskazać innego uczestnika spełniającego wymagania kursu, informując o tym Sprzedawcę przed rozpoczęciem kursu.</li>
      </ol>
      <h2>§9. Odstąpienie od umowy</h2>
      <ol>
      <li>Konsument może odstąpić od umowy zawartej na odległość bez podania przyczyny w terminie <strong>14 dni od dnia dostarczenia</strong> towaru, a w przypadku umowy o świadczenie usługi lub dostarczenie treści cyfrowych — w terminie 14 dni od dnia zawarcia umowy.</li>
      <li>Aby odstąpić od umowy, wystarczy przed upływem terminu wysłać oświadczenie, np. e-mailem na adres <a href="mailto:biuro@skypilot.example">biuro@skypilot.example</a>.</li>
      <li>Sprzedawca zwraca wszystkie płatności, w tym koszt najtańszego sposobu dostawy, w ciągu 14 dni od otrzymania oświadczenia, tą samą metodą płatności, której użył Konsument. Przy zakupie towaru Sprzedawca może wstrzymać zwrot do chwili otrzymania towaru lub dowodu jego odesłania.</li>
      <li>Konsument odsyła towar na adres Sprzedawcy w ciągu 14 dni od odstąpienia i ponosi bezpośredni koszt jego zwrotu. Konsument odpowiada za zmniejszenie wartości towaru wynikające z korzystania z niego w sposób wykraczający poza konieczny do stwierdzenia jego charakteru, cech i funkcjonowania.</li>
      <li>Jeżeli na żądanie Konsumenta świadczenie usługi rozpoczęło się przed upływem terminu do odstąpienia, Konsument płaci za usługi spełnione do chwili odstąpienia.</li>
      <li>Prawo odstąpienia nie przysługuje w odniesieniu do usługi w pełni wykonanej za wyraźną zgodą Konsumenta ani treści cyfrowych, których dostarczanie rozpoczęło się na zasadach opisanych w §10.</li>
      </ol>
      <h2>§10. Treści cyfrowe</h2>
      <ol>
      <li>Przy zakupie kursu online Konsument może zażądać udostępnienia treści cyfrowych przed upływem terminu do odstąpienia od umowy. W tym celu wyraża w zamówieniu zgodę na rozpoczęcie dostarczania treści cyfrowych i przyjmuje do wiadomości, że z chwilą ich udostępnienia traci prawo odstąpienia od umowy.</li>
      <li>Sprzedawca potwierdza tę zgodę i przyjęcie do wiadomości w e-mailu potwierdzającym zamówienie.</li>
      <li>Jeżeli Konsument nie wyrazi zgody, dostęp do treści cyfrowych zostanie udzielony po upływie terminu do odstąpienia.</li>
      <li>Treści cyfrowe są przeznaczone wyłącznie do osobistego użytku uczestnika. Ich kopiowanie, rozpowszechnianie i udostępnianie osobom trzecim jest zabronione.</li>
      </ol>
      <h2>§11. Reklamacje</h2>
      <ol>
      <li>Sprzedawca odpowiada wobec Konsumenta za zgodność towaru, usługi i treści cyfrowej z umową na zasadach określonych w przepisach prawa.</li>
      <li>Reklamację można złożyć e-mailem na adres <a href="mailto:biuro@skypilot.example">biuro@skypilot.example</a> lub pisemnie na adres Sprzedawcy. Reklamacja powinna zawierać dane Klienta, numer zamówienia, opis problemu i oczekiwany sposób jego rozwiązania.</li>
      <li>Sprzedawca rozpatruje reklamację i odpowiada na nią w ciągu <strong>14 dni</strong> od jej otrzymania.</li>
      <li>Reklamowany towar Klient przesyła na koszt Sprzedawcy, po uzgodnieniu sposobu wysyłki z biurem.</li>
      <li>Reklamacje dotyczące zajęć praktycznych i egzaminów najlepiej zgłaszać niezwłocznie po zajęciach, co ułatwia wyjaśnienie sprawy.</li>
      </ol>
      <h2>§12. Dane osobowe</h2>
      <p>Administratorem danych osobowych Klientów jest Sprzedawca. Zasady przetwarzania danych i prawa Klientów opisuje <a href="/app/privacy-policy">polityka prywatności</a>.</p>
      <h2>§13. Pozasądowe rozwiązywanie sporów</h2>
      <ol>
      <li>Konsument może skorzystać z pozasądowych sposobów rozpatrywania reklamacji i dochodzenia roszczeń, w szczególności zwrócić się do stałego polubownego sądu konsumenckiego przy wojewódzkim inspektoracie Inspekcji Handlowej, wystąpić o mediację albo skorzystać z pomocy miejskiego lub powiatowego rzecznika konsumentów. Informacje są dostępne na stronie <a href="https://uokik.gov.pl">uokik.gov.pl</a>.</li>
      <li>Unijna platforma internetowego rozstrzygania sporów (platforma ODR) zakończyła działalność 20 lipca 2025 r.; spory z udziałem konsumentów z innych państw UE można zgłaszać do Europejskiego Centrum Konsumenckiego w Polsce.</li>
      </ol>
      <h2>§14. Postanowienia końcowe</h2>
      <ol>
      <li>Regulamin obowiązuje od 1 stycznia 2023 r.</li>
      <li>O zmianach regulaminu Sprzedawca informuje na tej stronie oraz e-mailem zarejestrowanych Klientów z 14-dniowym wyprzedzeniem. Do zamówień złożonych przed zmianą stosuje się regulamin w dotychczasowym brzmieniu.</li>
      <li>W sprawach nieuregulowanych stosuje się prawo polskie, w szczególności Kodeks cywilny i ustawę o prawach konsumenta. Regulamin nie ogranicza praw Konsumenta wynikających z bezwzględnie obowiązujących przepisów.</li>
      <li>Spory z Klientami niebędącymi konsumentami rozstrzyga sąd właściwy dla siedziby Sprzedawcy.</li>
      </ol>
    `),
  },
  EN: {
    title: 'Shop and course terms',
    description:
      'The rules for buying courses, exams and products at SkyPilot Academy: orders, prices and payments, delivery, withdrawal, course cancellation and complaints.',
    content: html(`
      <h2>§1. General provisions</h2>
      <ol>
      <li>These terms set out the rules for buying courses, exams, digital content and goods on the SkyPilot Academy website (the Shop) and the rules of taking part in courses.</li>
      <li>The seller is SkyPilot Academy sp. z o.o., ul. Lotnicza 12, 02-495 Warszawa, Poland (the Seller).</li>
      <li>Contact with the Seller: phone <a href="tel:+48221234567">+48 22 123 45 67</a> (Monday–Friday, 10:00–18:00), e-mail <a href="mailto:biuro@skypilot.example">biuro@skypilot.example</a>, postal address as above.</li>
      <li>These terms are available free of charge on this page in a form that allows downloading, saving and printing them.</li>
      </ol>
      <h2>§2. Definitions</h2>
      <ul>
      <li><strong>Customer</strong> — a natural person, a legal person or an organisational unit without legal personality that places an order in the Shop.</li>
      <li><strong>Consumer</strong> — a Customer who is a natural person concluding a contract with the Seller not directly related to their business or profession. The provisions on Consumers also apply to a natural person concluding a contract directly related to their business when the contract is not of a professional nature for them.</li>
      <li><strong>Non-consumer Customer</strong> — a Customer who is not a Consumer, in particular a company or institution buying a course for its staff.</li>
      <li><strong>Course</strong> — a training offered in the Shop, consisting of an online theory part and — where the description says so — practical classes on a set date.</li>
      <li><strong>Course start</strong> — the date of the first practical class or, for an online-only course, the moment the course content is made available.</li>
      <li><strong>Digital content</strong> — course materials made available online: lessons, recordings, quizzes and downloadable materials.</li>
      <li><strong>Goods</strong> — movable items sold in the Shop, e.g. a drone, a battery or accessories.</li>
      <li><strong>Business day</strong> — Monday to Friday except public holidays.</li>
      </ul>
      <h2>§3. Technical requirements and the account</h2>
      <ol>
      <li>To use the Shop and the online courses you need a device with internet access, an up-to-date web browser with JavaScript and cookies enabled, and an active e-mail address.</li>
      <li>Buying a course requires a free account. The Customer is responsible for keeping the password confidential and for giving true data.</li>
      <li>The Customer may not provide unlawful content or share access to a course with third parties.</li>
      </ol>
      <h2>§4. Orders</h2>
      <ol>
      <li>You place an order by adding courses or goods to the cart, entering your details, choosing the delivery and payment methods and confirming the obligation to pay with the order button.</li>
      <li>The contract is concluded when the Customer receives the e-mail confirming that the order has been accepted.</li>
      <li>Before placing the order, the Customer may correct the entered data at any time.</li>
      <li>The Seller may issue discount codes; the rules for using them are given with each promotion. Codes cannot be combined unless the promotion's rules say otherwise.</li>
      </ol>
      <h2>§5. Prices and payments</h2>
      <ol>
      <li>Prices in the Shop are given in Polish zloty (PLN) and are gross prices including VAT. The delivery cost is shown separately before the order is placed.</li>
      <li>Available payment methods:
      <ul>
      <li>electronic payment through <strong>Przelewy24</strong>, operated by PayPro S.A. (fast transfer, BLIK, payment card),</li>
      <li><strong>bank transfer</strong> to the Seller's account given in the order confirmation.</li>
      </ul>
      </li>
      <li>Orders paid by bank transfer must be paid within 3 business days. If the payment does not arrive in time, the Seller may cancel the order and informs the Customer by e-mail.</li>
      <li>The Seller issues an electronic VAT invoice for every order. A Customer who wants an invoice for a company gives the company's details and tax number (NIP) before placing the order.</li>
      </ol>
      <h2>§6. Delivery</h2>
      <ol>
      <li>Goods are delivered within Poland by the courier chosen in the order, or can be collected in person at the Seller's office by appointment.</li>
      <li>Goods in stock are shipped within 2 business days of the payment being credited. Courier delivery usually takes 1–2 business days.</li>
      <li>Access to a course's digital content is granted in the Customer's account as soon as the payment is credited, for the period given in the course description.</li>
      <li>The Customer books the dates of practical classes and exams on the site from the available dates.</li>
      </ol>
      <h2>§7. Taking part in courses</h2>
      <ol>
      <li>The course description sets out the participation requirements, e.g. being at least 16, holding an A1/A3 certificate, an operator number or a current medical certificate where required.</li>
      <li>A minor may take part in a course with the written consent of a parent or legal guardian.</li>
      <li>If on the course start date the participant does not meet the participation requirements, the Seller transfers them to another date within 90 days or, at the Customer's request, refunds 80% of the course price.</li>
      <li>The Seller may cancel or postpone practical classes when the weather does not allow safe flying. The participant then chooses a new date at no extra cost, and if none suits them, receives a refund for the unused part of the course.</li>
      <li>During practical classes the participant follows the instructor's instructions and the safety rules. The instructor may stop the flight of a participant who creates a hazard.</li>
      </ol>
      <h2>§8. Course cancellation</h2>
      <ol>
      <li>A Consumer may cancel a course before it starts by sending a statement by e-mail or on the site. The Seller then refunds the course price minus 100 PLN. This does not limit the right of withdrawal described in §9.</li>
      <li>A non-consumer Customer may cancel a course against a cancellation fee of:
      <table>
      <caption>Cancellation fees for non-consumer Customers</caption>
      <thead><tr><th>Cancellation made</th><th>Fee (share of the course price)</th></tr></thead>
      <tbody>
      <tr><td>7 or more days before the course start</td><td>10%</td></tr>
      <tr><td>3 or more days (but less than 7 days) before the start</td><td>50%</td></tr>
      <tr><td>24 or more hours (but less than 3 days) before the start</td><td>80%</td></tr>
      <tr><td>less than 24 hours before the start</td><td>100%</td></tr>
      </tbody>
      </table>
      </li>
      <li>Instead of cancelling, a non-consumer Customer may name another participant who meets the course requirements, informing the Seller before the course starts.</li>
      </ol>
      <h2>§9. Withdrawal from the contract</h2>
      <ol>
      <li>A Consumer may withdraw from a distance contract without giving a reason within <strong>14 days of delivery</strong> of the goods, and for a contract for a service or for digital content — within 14 days of concluding the contract.</li>
      <li>To withdraw, it is enough to send a statement before the deadline, e.g. by e-mail to <a href="mailto:biuro@skypilot.example">biuro@skypilot.example</a>.</li>
      <li>The Seller refunds all payments, including the cost of the cheapest delivery method, within 14 days of receiving the statement, using the payment method the Consumer used. For goods, the Seller may withhold the refund until it receives the goods or proof that they have been sent back.</li>
      <li>The Consumer sends the goods back to the Seller's address within 14 days of withdrawing and bears the direct cost of returning them. The Consumer is liable for any diminished value of the goods resulting from handling them beyond what is necessary to establish their nature, characteristics and functioning.</li>
      <li>If, at the Consumer's request, the service began before the withdrawal period ended, the Consumer pays for the services provided up to the withdrawal.</li>
      <li>The right of withdrawal does not apply to a service fully performed with the Consumer's express consent or to digital content whose supply began under the rules described in §10.</li>
      </ol>
      <h2>§10. Digital content</h2>
      <ol>
      <li>When buying an online course, the Consumer may ask for the digital content to be made available before the withdrawal period ends. To do so, the Consumer gives consent in the order to start supplying the digital content and acknowledges that they lose the right of withdrawal once the content is made available.</li>
      <li>The Seller confirms this consent and acknowledgement in the e-mail confirming the order.</li>
      <li>If the Consumer does not give this consent, access to the digital content is granted after the withdrawal period ends.</li>
      <li>Digital content is for the participant's personal use only. Copying, distributing or sharing it with third parties is prohibited.</li>
      </ol>
      <h2>§11. Complaints</h2>
      <ol>
      <li>The Seller is liable to the Consumer for the conformity of goods, services and digital content with the contract under the rules set out by law.</li>
      <li>Complaints can be made by e-mail to <a href="mailto:biuro@skypilot.example">biuro@skypilot.example</a> or in writing to the Seller's address. A complaint should include the Customer's details, the order number, a description of the problem and the expected solution.</li>
      <li>The Seller considers the complaint and answers it within <strong>14 days</strong> of receiving it.</li>
      <li>The Customer sends the goods under complaint at the Seller's cost, after agreeing the shipping method with the office.</li>
      <li>Complaints about practical classes and exams are best reported right after the class, which makes it easier to clarify the matter.</li>
      </ol>
      <h2>§12. Personal data</h2>
      <p>The controller of the Customers' personal data is the Seller. How the data are processed and the Customers' rights are described in the <a href="/app/privacy-policy">privacy policy</a>.</p>
      <h2>§13. Out-of-court dispute resolution</h2>
      <ol>
      <li>A Consumer may use out-of-court ways of handling complaints and pursuing claims, in particular apply to the permanent consumer arbitration court at the regional Trade Inspection office, request mediation or seek help from the municipal or district consumer ombudsman. Information is available at <a href="https://uokik.gov.pl">uokik.gov.pl</a>.</li>
      <li>The EU online dispute resolution platform (ODR platform) stopped operating on 20 July 2025; disputes involving consumers from other EU countries can be reported to the European Consumer Centre in Poland.</li>
      </ol>
      <h2>§14. Final provisions</h2>
      <ol>
      <li>These terms are in force from 1 January 2023.</li>
      <li>The Seller announces changes to these terms on this page and by e-mail to registered Customers 14 days in advance. Orders placed before a change are governed by the terms as they stood when the order was placed.</li>
      <li>Matters not covered here are governed by Polish law, in particular the Civil Code and the Consumer Rights Act. These terms do not limit the Consumer's rights under mandatory provisions of law.</li>
      <li>Disputes with non-consumer Customers are settled by the court competent for the Seller's registered office.</li>
      </ol>
    `),
  },
};

const privacyPolicy: SitePageTexts = {
  PL: {
    title: 'Polityka prywatności',
    description:
      'Jak SkyPilot Academy przetwarza dane osobowe zgodnie z RODO: cele i podstawy prawne, odbiorcy danych, okresy przechowywania, Twoje prawa oraz pliki cookie.',
    content: html(`
      <p>Szanujemy Twoją prywatność. Poniżej wyjaśniamy, jakie dane osobowe przetwarzamy, w jakim celu i na jakiej podstawie, komu je przekazujemy i jakie prawa Ci przysługują. Polityka realizuje obowiązki informacyjne wynikające z rozporządzenia (UE) 2016/679 (RODO).</p>
      <h2>1. Administrator danych</h2>
      <p>Administratorem Twoich danych osobowych jest <strong>SkyPilot Academy sp. z o.o.</strong>, ul. Lotnicza 12, 02-495 Warszawa (dalej: my).</p>
      <p>W sprawach dotyczących danych osobowych pisz na adres <a href="mailto:biuro@skypilot.example">biuro@skypilot.example</a>, dzwoń pod numer <a href="tel:+48221234567">+48 22 123 45 67</a> lub wyślij list na adres siedziby. Nie wyznaczyliśmy inspektora ochrony danych.</p>
      <h2>2. Cele, podstawy prawne i okresy przechowywania</h2>
      <table>
      <caption>Cele przetwarzania danych</caption>
      <thead><tr><th>Cel</th><th>Podstawa prawna (RODO)</th><th>Jak długo przechowujemy dane</th></tr></thead>
      <tbody>
      <tr><td>Prowadzenie konta w serwisie</td><td>art. 6 ust. 1 lit. b — umowa o świadczenie usługi konta</td><td>do usunięcia konta</td></tr>
      <tr><td>Realizacja zamówień: kursy, egzaminy, treści cyfrowe, dostawa towarów</td><td>art. 6 ust. 1 lit. b — wykonanie umowy</td><td>przez czas wykonywania umowy, a potem do upływu terminu przedawnienia roszczeń</td></tr>
      <tr><td>Wystawianie faktur i rozliczenia</td><td>art. 6 ust. 1 lit. c — obowiązek prawny wynikający z przepisów podatkowych</td><td>5 lat od końca roku kalendarzowego, w którym powstał obowiązek podatkowy</td></tr>
      <tr><td>Egzaminy, weryfikacja tożsamości, wyniki i zaświadczenia</td><td>art. 6 ust. 1 lit. b — wykonanie umowy; art. 6 ust. 1 lit. c — obowiązki wynikające z przepisów lotniczych</td><td>przez okres ważności zaświadczenia lub świadectwa, nie krócej niż 5 lat od egzaminu</td></tr>
      <tr><td>Obsługa formularza kontaktowego i bezpłatnej konsultacji telefonicznej</td><td>art. 6 ust. 1 lit. f — prawnie uzasadniony interes polegający na odpowiedzi na zgłoszenie; art. 6 ust. 1 lit. b — działania przed zawarciem umowy</td><td>do obsłużenia zgłoszenia, nie dłużej niż 12 miesięcy</td></tr>
      <tr><td>Giełda zleceń — profil publiczny i zlecenia</td><td>art. 6 ust. 1 lit. b — wykonanie umowy</td><td>do usunięcia profilu lub konta</td></tr>
      <tr><td>Informacje marketingowe o naszych kursach</td><td>art. 6 ust. 1 lit. a — zgoda</td><td>do wycofania zgody</td></tr>
      <tr><td>Anonimowe statystyki odwiedzin (pliki analityczne)</td><td>art. 6 ust. 1 lit. a — zgoda</td><td>do wycofania zgody, najdłużej 13 miesięcy</td></tr>
      <tr><td>Ustalenie, dochodzenie i obrona roszczeń</td><td>art. 6 ust. 1 lit. f — prawnie uzasadniony interes</td><td>do upływu terminu przedawnienia roszczeń</td></tr>
      </tbody>
      </table>
      <p>Nie prowadzimy newslettera. Informacje marketingowe wysyłamy wyłącznie osobom, które wyraziły na to zgodę; zgodę możesz wycofać w każdej chwili, co nie wpływa na zgodność z prawem przetwarzania przed jej wycofaniem.</p>
      <p>Podanie danych jest dobrowolne, ale niezbędne do założenia konta, zawarcia umowy lub obsługi zgłoszenia. Dane do faktury musimy zebrać na podstawie przepisów podatkowych.</p>
      <h2>3. Odbiorcy danych</h2>
      <p>Twoje dane przekazujemy tylko wtedy, gdy jest to niezbędne:</p>
      <ul>
      <li>dostawcy hostingu i usług IT, na których serwerach działa serwis, oraz dostawcy poczty elektronicznej — na podstawie umów powierzenia przetwarzania danych,</li>
      <li>operatorowi płatności <strong>Przelewy24</strong> (PayPro S.A.) — w zakresie potrzebnym do obsługi płatności,</li>
      <li>firmom kurierskim — w zakresie potrzebnym do dostarczenia towaru,</li>
      <li>biuru rachunkowemu — w zakresie potrzebnym do prowadzenia księgowości,</li>
      <li><strong>Urzędowi Lotnictwa Cywilnego</strong> — gdy jest to niezbędne do przeprowadzenia egzaminu lub wydania zaświadczenia albo świadectwa,</li>
      <li>organom publicznym — wyłącznie gdy wymagają tego przepisy prawa.</li>
      </ul>
      <h2>4. Przekazywanie danych poza EOG</h2>
      <p>Nie przekazujemy Twoich danych do państw spoza Europejskiego Obszaru Gospodarczego ani do organizacji międzynarodowych.</p>
      <h2>5. Zautomatyzowane decyzje</h2>
      <p>Nie podejmujemy wobec Ciebie decyzji opartych wyłącznie na zautomatyzowanym przetwarzaniu, w tym profilowaniu. Wyniki egzaminów są weryfikowane przez egzaminatora.</p>
      <h2>6. Twoje prawa</h2>
      <p>Masz prawo do:</p>
      <ul>
      <li>dostępu do swoich danych i otrzymania ich kopii,</li>
      <li>sprostowania danych,</li>
      <li>usunięcia danych,</li>
      <li>ograniczenia przetwarzania,</li>
      <li>przenoszenia danych — gdy przetwarzamy je na podstawie umowy lub zgody,</li>
      <li>sprzeciwu wobec przetwarzania — gdy przetwarzamy je na podstawie prawnie uzasadnionego interesu,</li>
      <li>wycofania zgody w dowolnym momencie.</li>
      </ul>
      <p>Aby skorzystać z tych praw, napisz na <a href="mailto:biuro@skypilot.example">biuro@skypilot.example</a>. Odpowiemy bez zbędnej zwłoki, nie później niż w ciągu miesiąca. Wiele danych możesz też sam poprawić w ustawieniach konta.</p>
      <p>Jeśli uważasz, że przetwarzamy Twoje dane niezgodnie z prawem, możesz złożyć skargę do Prezesa Urzędu Ochrony Danych Osobowych (PUODO), ul. Stawki 2, 00-193 Warszawa.</p>
      <h2>7. Pliki cookie i pamięć przeglądarki</h2>
      <p>Serwis używa plików cookie i pamięci lokalnej przeglądarki w dwóch kategoriach:</p>
      <ul>
      <li><strong>Niezbędne</strong> — potrzebne do działania serwisu: logowania, bezpieczeństwa, koszyka, wyboru języka i zapamiętania Twoich ustawień prywatności. Nie wymagają zgody i nie można ich wyłączyć w serwisie.</li>
      <li><strong>Analityczne</strong> — służą do zbierania anonimowych statystyk odwiedzin, które pomagają nam ulepszać serwis. Używamy ich <strong>wyłącznie po wyrażeniu przez Ciebie zgody</strong>.</li>
      </ul>
      <p>Przy pierwszej wizycie baner cookie pozwala zaakceptować lub odrzucić pliki analityczne. Swój wybór możesz zmienić w każdej chwili przyciskiem ustawień cookie na tej stronie albo linkiem w stopce serwisu. Pliki cookie możesz też usunąć lub zablokować w ustawieniach przeglądarki — zablokowanie plików niezbędnych uniemożliwi jednak logowanie.</p>
      <table>
      <caption>Pliki cookie i dane w pamięci przeglądarki</caption>
      <thead><tr><th>Nazwa</th><th>Cel</th><th>Kategoria</th><th>Czas przechowywania</th></tr></thead>
      <tbody>
      <tr><td>academy_sid (przy połączeniu szyfrowanym: __Host-academy_sid)</td><td>sesja zalogowanego użytkownika</td><td>niezbędne</td><td>12 godzin lub do wylogowania</td></tr>
      <tr><td>academy_login</td><td>zabezpieczenie procesu logowania</td><td>niezbędne</td><td>1 godzina</td></tr>
      <tr><td>idp_session</td><td>sesja usługi logowania</td><td>niezbędne</td><td>14 dni lub do wylogowania</td></tr>
      <tr><td>idp_interaction, idp_resume</td><td>przebieg logowania i rejestracji</td><td>niezbędne</td><td>1 godzina</td></tr>
      <tr><td>skypilot.cookie-consent (pamięć lokalna)</td><td>zapamiętanie Twojego wyboru dotyczącego plików cookie</td><td>niezbędne</td><td>do zmiany wyboru lub wyczyszczenia danych przeglądarki</td></tr>
      <tr><td>skypilot.language (pamięć lokalna)</td><td>zapamiętanie wybranego języka</td><td>niezbędne</td><td>do zmiany języka lub wyczyszczenia danych przeglądarki</td></tr>
      <tr><td>cart-virtual, cart-material, discount-code, storage-version (pamięć lokalna)</td><td>zawartość koszyka i kod rabatowy</td><td>niezbędne</td><td>do złożenia zamówienia lub wyczyszczenia danych przeglądarki</td></tr>
      <tr><td>pliki narzędzia statystyk</td><td>anonimowe statystyki odwiedzin</td><td>analityczne</td><td>do 13 miesięcy, tylko po wyrażeniu zgody</td></tr>
      </tbody>
      </table>
      <h2>8. Zmiany polityki prywatności</h2>
      <p>Politykę aktualizujemy, gdy zmieniają się przepisy lub sposób działania serwisu. Aktualna wersja jest zawsze dostępna na tej stronie. Polityka obowiązuje od 1 stycznia 2023 r.</p>
    `),
  },
  EN: {
    title: 'Privacy policy',
    description:
      'How SkyPilot Academy processes personal data under the GDPR: purposes and legal bases, recipients, retention periods, your rights and cookies.',
    content: html(`
      <p>We respect your privacy. Below we explain what personal data we process, why and on what basis, to whom we pass them and what rights you have. This policy fulfils the information duties under Regulation (EU) 2016/679 (GDPR, in Polish: RODO).</p>
      <h2>1. The controller</h2>
      <p>The controller of your personal data is <strong>SkyPilot Academy sp. z o.o.</strong>, ul. Lotnicza 12, 02-495 Warszawa, Poland (we, us).</p>
      <p>For anything concerning personal data, write to <a href="mailto:biuro@skypilot.example">biuro@skypilot.example</a>, call <a href="tel:+48221234567">+48 22 123 45 67</a> or send a letter to our registered office. We have not appointed a data protection officer.</p>
      <h2>2. Purposes, legal bases and retention</h2>
      <table>
      <caption>Purposes of processing</caption>
      <thead><tr><th>Purpose</th><th>Legal basis (GDPR)</th><th>How long we keep the data</th></tr></thead>
      <tbody>
      <tr><td>Running your account on the site</td><td>Art. 6(1)(b) — the contract for the account service</td><td>until the account is deleted</td></tr>
      <tr><td>Fulfilling orders: courses, exams, digital content, delivery of goods</td><td>Art. 6(1)(b) — performance of a contract</td><td>for the duration of the contract, then until claims become time-barred</td></tr>
      <tr><td>Issuing invoices and accounting</td><td>Art. 6(1)(c) — legal obligation under tax law</td><td>5 years from the end of the calendar year in which the tax obligation arose</td></tr>
      <tr><td>Exams, identity checks, results and certificates</td><td>Art. 6(1)(b) — performance of a contract; Art. 6(1)(c) — obligations under aviation law</td><td>for the validity period of the certificate, and at least 5 years from the exam</td></tr>
      <tr><td>Handling the contact form and the free phone consultation</td><td>Art. 6(1)(f) — legitimate interest in answering your request; Art. 6(1)(b) — steps before entering into a contract</td><td>until the request is handled, at most 12 months</td></tr>
      <tr><td>Order exchange — public profile and orders</td><td>Art. 6(1)(b) — performance of a contract</td><td>until the profile or account is deleted</td></tr>
      <tr><td>Marketing information about our courses</td><td>Art. 6(1)(a) — consent</td><td>until consent is withdrawn</td></tr>
      <tr><td>Anonymous visit statistics (analytics cookies)</td><td>Art. 6(1)(a) — consent</td><td>until consent is withdrawn, at most 13 months</td></tr>
      <tr><td>Establishing, pursuing and defending claims</td><td>Art. 6(1)(f) — legitimate interest</td><td>until claims become time-barred</td></tr>
      </tbody>
      </table>
      <p>We do not run a newsletter. We send marketing information only to people who have consented to it; you may withdraw your consent at any time, which does not affect the lawfulness of processing before the withdrawal.</p>
      <p>Giving your data is voluntary but necessary to create an account, conclude a contract or handle a request. We must collect invoice data under tax law.</p>
      <h2>3. Recipients</h2>
      <p>We pass your data on only when necessary:</p>
      <ul>
      <li>to the hosting and IT service providers whose servers run the site, and to the e-mail provider — under data processing agreements,</li>
      <li>to the payment operator <strong>Przelewy24</strong> (PayPro S.A.) — as needed to handle payments,</li>
      <li>to courier companies — as needed to deliver goods,</li>
      <li>to our accounting office — as needed to keep the accounts,</li>
      <li>to the <strong>Civil Aviation Authority (ULC)</strong> — when needed to hold an exam or issue a certificate,</li>
      <li>to public authorities — only when the law requires it.</li>
      </ul>
      <h2>4. Transfers outside the EEA</h2>
      <p>We do not transfer your data to countries outside the European Economic Area or to international organisations.</p>
      <h2>5. Automated decisions</h2>
      <p>We do not make decisions about you based solely on automated processing, including profiling. Exam results are verified by an examiner.</p>
      <h2>6. Your rights</h2>
      <p>You have the right to:</p>
      <ul>
      <li>access your data and receive a copy,</li>
      <li>rectify your data,</li>
      <li>have your data erased,</li>
      <li>restrict processing,</li>
      <li>data portability — where we process the data under a contract or consent,</li>
      <li>object to processing — where we process the data on the basis of legitimate interest,</li>
      <li>withdraw consent at any time.</li>
      </ul>
      <p>To exercise these rights, write to <a href="mailto:biuro@skypilot.example">biuro@skypilot.example</a>. We will answer without undue delay and within one month at the latest. You can also correct much of your data yourself in your account settings.</p>
      <p>If you believe we process your data unlawfully, you may lodge a complaint with the President of the Personal Data Protection Office (PUODO), ul. Stawki 2, 00-193 Warszawa, Poland.</p>
      <h2>7. Cookies and browser storage</h2>
      <p>The site uses cookies and the browser's local storage in two categories:</p>
      <ul>
      <li><strong>Necessary</strong> — needed for the site to work: logging in, security, the cart, the language choice and remembering your privacy settings. They need no consent and cannot be switched off on the site.</li>
      <li><strong>Analytics</strong> — used to collect anonymous visit statistics that help us improve the site. We use them <strong>only after you consent</strong>.</li>
      </ul>
      <p>On your first visit the cookie banner lets you accept or reject analytics cookies. You can change your choice at any time with the cookie settings button on this page or the link in the site's footer. You can also delete or block cookies in your browser settings — blocking the necessary ones, however, makes logging in impossible.</p>
      <table>
      <caption>Cookies and data in browser storage</caption>
      <thead><tr><th>Name</th><th>Purpose</th><th>Category</th><th>Lifetime</th></tr></thead>
      <tbody>
      <tr><td>academy_sid (over an encrypted connection: __Host-academy_sid)</td><td>the logged-in user's session</td><td>necessary</td><td>12 hours or until logout</td></tr>
      <tr><td>academy_login</td><td>protecting the login process</td><td>necessary</td><td>1 hour</td></tr>
      <tr><td>idp_session</td><td>the login service's session</td><td>necessary</td><td>14 days or until logout</td></tr>
      <tr><td>idp_interaction, idp_resume</td><td>the course of logging in and registration</td><td>necessary</td><td>1 hour</td></tr>
      <tr><td>skypilot.cookie-consent (local storage)</td><td>remembering your cookie choice</td><td>necessary</td><td>until you change your choice or clear the browser data</td></tr>
      <tr><td>skypilot.language (local storage)</td><td>remembering the chosen language</td><td>necessary</td><td>until you change the language or clear the browser data</td></tr>
      <tr><td>cart-virtual, cart-material, discount-code, storage-version (local storage)</td><td>the cart's contents and the discount code</td><td>necessary</td><td>until the order is placed or the browser data are cleared</td></tr>
      <tr><td>statistics tool cookies</td><td>anonymous visit statistics</td><td>analytics</td><td>up to 13 months, only after consent</td></tr>
      </tbody>
      </table>
      <h2>8. Changes to this policy</h2>
      <p>We update this policy when the law or the way the site works changes. The current version is always available on this page. This policy is in force from 1 January 2023.</p>
    `),
  },
};

const remoteUas: SitePageTexts = {
  PL: {
    title: 'Projekt UE: Rozwój platformy szkoleniowej dla pilotów zdalnie sterowanych BSP',
    description:
      'SkyPilot Academy realizuje projekt współfinansowany przez Unię Europejską w ramach programu Fundusze Europejskie dla Nowoczesnej Gospodarki 2021–2027: platformę zdalnego szkolenia pilotów bezzałogowych statków powietrznych.',
    content: html(`
      <p><strong>Dofinansowane przez Unię Europejską</strong></p>
      <p>Projekt jest współfinansowany przez Unię Europejską ze środków Europejskiego Funduszu Rozwoju Regionalnego w ramach programu <strong>Fundusze Europejskie dla Nowoczesnej Gospodarki 2021–2027</strong> (FENG).</p>
      <p><em>Uwaga: ta strona prezentuje przykładowe dane projektu przygotowane na potrzeby wersji demonstracyjnej serwisu.</em></p>
      <h2>Informacje o projekcie</h2>
      <table>
      <caption>Projekt w liczbach</caption>
      <tbody>
      <tr><th>Tytuł projektu</th><td>Rozwój platformy szkoleniowej dla pilotów zdalnie sterowanych bezzałogowych statków powietrznych</td></tr>
      <tr><th>Beneficjent</th><td>SkyPilot Academy sp. z o.o.</td></tr>
      <tr><th>Program</th><td>Fundusze Europejskie dla Nowoczesnej Gospodarki 2021–2027</td></tr>
      <tr><th>Wartość projektu</th><td>3 480 000,00 PLN</td></tr>
      <tr><th>Wydatki kwalifikowalne</th><td>3 200 000,00 PLN</td></tr>
      <tr><th>Dofinansowanie z Unii Europejskiej</th><td>2 240 000,00 PLN</td></tr>
      <tr><th>Okres realizacji</th><td>1 marca 2024 r. – 31 grudnia 2026 r.</td></tr>
      </tbody>
      </table>
      <h2>Cel projektu</h2>
      <p>Celem projektu jest opracowanie i wdrożenie platformy, która pozwoli szkolić pilotów bezzałogowych statków powietrznych w dużej części zdalnie — bez utraty jakości szkolenia praktycznego. Dzięki temu dostęp do rzetelnego szkolenia zyskają także osoby mieszkające daleko od ośrodków szkoleniowych.</p>
      <h2>Zadania</h2>
      <ol>
      <li>Prace badawczo-rozwojowe nad metodyką zdalnego szkolenia i oceny umiejętności pilotów BSP.</li>
      <li>Budowa modułu ćwiczeń na symulatorze lotu, odwzorowującego zadania z egzaminów praktycznych, w tym loty poza zasięgiem widoczności wzrokowej (BVLOS).</li>
      <li>Opracowanie modułu analizy danych telemetrycznych, który pozwala instruktorowi ocenić lot kursanta wykonany w innym miejscu.</li>
      <li>Wdrożenie modułu egzaminów online z weryfikacją tożsamości i nadzorem egzaminatora.</li>
      <li>Testy pilotażowe z udziałem kursantów i instruktorów oraz wdrożenie platformy w ofercie Akademii.</li>
      </ol>
      <h2>Planowane rezultaty</h2>
      <ul>
      <li>uruchomiona platforma zdalnego szkolenia z trzema modułami: symulatorem, analizą telemetrii i egzaminami online,</li>
      <li>co najmniej 1500 osób przeszkolonych z wykorzystaniem platformy do końca 2026 r.,</li>
      <li>skrócenie o 40% czasu zajęć praktycznych, które kursant musi odbyć na lotnisku szkoleniowym,</li>
      <li>platforma dostępna dla osób z niepełnosprawnościami, zgodnie ze standardem WCAG 2.1 na poziomie AA.</li>
      </ul>
      <h2>Kontakt w sprawie projektu</h2>
      <p>Pytania dotyczące projektu prosimy kierować na adres <a href="mailto:biuro@skypilot.example">biuro@skypilot.example</a>.</p>
      <hr>
      <p><strong>Dofinansowane przez Unię Europejską.</strong> Projekt „Rozwój platformy szkoleniowej dla pilotów zdalnie sterowanych bezzałogowych statków powietrznych” jest współfinansowany ze środków Europejskiego Funduszu Rozwoju Regionalnego w ramach programu Fundusze Europejskie dla Nowoczesnej Gospodarki 2021–2027.</p>
    `),
  },
  EN: {
    title: 'EU project: Development of a remote UAS pilot training platform',
    description:
      'SkyPilot Academy is carrying out a project co-funded by the European Union under the European Funds for a Modern Economy 2021–2027 programme: a platform for remote training of unmanned aircraft pilots.',
    content: html(`
      <p><strong>Co-funded by the European Union</strong></p>
      <p>The project is co-funded by the European Union from the European Regional Development Fund under the <strong>European Funds for a Modern Economy 2021–2027</strong> programme (FENG).</p>
      <p><em>Note: this page presents sample project data prepared for the demonstration version of the site.</em></p>
      <h2>About the project</h2>
      <table>
      <caption>The project in numbers</caption>
      <tbody>
      <tr><th>Project title</th><td>Development of a remote UAS pilot training platform</td></tr>
      <tr><th>Beneficiary</th><td>SkyPilot Academy sp. z o.o.</td></tr>
      <tr><th>Programme</th><td>European Funds for a Modern Economy 2021–2027</td></tr>
      <tr><th>Project value</th><td>3,480,000.00 PLN</td></tr>
      <tr><th>Eligible costs</th><td>3,200,000.00 PLN</td></tr>
      <tr><th>EU contribution</th><td>2,240,000.00 PLN</td></tr>
      <tr><th>Duration</th><td>1 March 2024 – 31 December 2026</td></tr>
      </tbody>
      </table>
      <h2>Goal of the project</h2>
      <p>The goal of the project is to develop and launch a platform that lets unmanned aircraft pilots be trained largely remotely — without losing the quality of practical training. This way, people living far from training centres also gain access to solid training.</p>
      <h2>Tasks</h2>
      <ol>
      <li>Research and development of a methodology for remote training and skills assessment of UAS pilots.</li>
      <li>Building a flight simulator exercise module that reproduces the tasks of practical exams, including beyond visual line of sight (BVLOS) flights.</li>
      <li>Developing a telemetry analysis module that lets an instructor assess a student's flight performed elsewhere.</li>
      <li>Launching an online exam module with identity checks and examiner supervision.</li>
      <li>Pilot tests with students and instructors, and introducing the platform into the Academy's offer.</li>
      </ol>
      <h2>Planned results</h2>
      <ul>
      <li>a working remote training platform with three modules: the simulator, telemetry analysis and online exams,</li>
      <li>at least 1,500 people trained using the platform by the end of 2026,</li>
      <li>a 40% cut in the practical class time a student has to spend at the training airfield,</li>
      <li>a platform accessible to people with disabilities, in line with WCAG 2.1 level AA.</li>
      </ul>
      <h2>Contact about the project</h2>
      <p>Please send questions about the project to <a href="mailto:biuro@skypilot.example">biuro@skypilot.example</a>.</p>
      <hr>
      <p><strong>Co-funded by the European Union.</strong> The project “Development of a remote UAS pilot training platform” is co-funded by the European Regional Development Fund under the European Funds for a Modern Economy 2021–2027 programme.</p>
    `),
  },
};

/**
 * The site pages' demo texts (HTML content limited to the tags below), per key and language.
 * Tags: p, br, strong, em, u, s, h2, h3, h4, ul, ol, li, blockquote, a (href: https, mailto, tel or
 * a site path), code, pre, hr, table, thead, tbody, tr, th, td, caption (colspan and rowspan only).
 * Facts reflect the rules in Poland as of 2026; the REMOTE_UAS project's figures are demo data.
 */
export const SITE_PAGE_CONTENT: Record<SitePageKey, { PL: SitePageText; EN: SitePageText }> = {
  FAQ: faq,
  ABOUT_US: aboutUs,
  REFERENCES: references,
  CONTACT: contact,
  THANKS: thanks,
  CONSULTATION: consultation,
  CONSULTATION_TERMS: consultationTerms,
  ABOUT_EXAMS: aboutExams,
  INSURANCE: insurance,
  SHOP_TERMS: shopTerms,
  PRIVACY_POLICY: privacyPolicy,
  REMOTE_UAS: remoteUas,
};
