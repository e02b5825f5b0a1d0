// Demo content of the certified UAVO operator course (VLOS/BVLOS), PL and EN: aviation law and
// Polish airspace, then planning BVLOS flights, emergencies and occurrence reporting
// (Regulation (EU) 2019/947, Article 19; Regulation (EU) No 376/2014).
import { text, type SubjectSeed } from './model.ts';

export const UAVO_PL: SubjectSeed[] = [
  {
    title: 'Prawo lotnicze i przestrzeń powietrzna',
    lessons: [
      {
        title: 'Przepisy: od UAVO do rozporządzeń UE',
        segments: [
          text(
            '<h2>Skąd nazwa UAVO</h2><p>Świadectwa kwalifikacji operatora BSP (UAVO) z uprawnieniami VLOS i BVLOS wydawał Prezes ULC na podstawie przepisów krajowych do końca 2020 r. Od 31 grudnia 2020 r. loty dronami regulują przepisy Unii Europejskiej:</p><ul><li><strong>rozporządzenie (UE) 2018/1139</strong> – podstawowe rozporządzenie lotnicze UE;</li><li><strong>rozporządzenie wykonawcze (UE) 2019/947</strong> – zasady i procedury eksploatacji BSP: kategorie, rejestracja operatorów, kompetencje pilotów;</li><li><strong>rozporządzenie delegowane (UE) 2019/945</strong> – wymagania dla dronów i ich klasy C0–C6.</li></ul><p>W Polsce uzupełnia je ustawa <strong>Prawo lotnicze</strong>. Właściwym organem jest Prezes ULC; przestrzenią powietrzną i strefami geograficznymi zarządza Polska Agencja Żeglugi Powietrznej (PAŻP).</p>',
          ),
          {
            type: 'IMAGE',
            media: 'zonesMap',
            caption: 'Strefy na mapie: CTR lotniska, strefa R/P i obszar bez ograniczeń',
          },
        ],
      },
      {
        title: 'Struktura przestrzeni powietrznej',
        segments: [
          text(
            '<h2>FIR Warszawa</h2><p>Polska przestrzeń powietrzna to rejon informacji powietrznej FIR Warszawa (EPWW). Dzieli się na przestrzeń <strong>kontrolowaną</strong> – m.in. strefy kontrolowane lotnisk (CTR, wojskowe MCTR) i rejony kontrolowane lotnisk (TMA) – oraz <strong>niekontrolowaną</strong> klasy G.</p><ul><li>Strefy zakazane (P), ograniczone (R) i niebezpieczne (D) mają stałe granice.</li><li>Strefy TSA i TRA są aktywowane czasowo; ich aktywność na dany dzień publikuje plan użytkowania przestrzeni (AUP) i jego aktualizacje (UUP).</li><li>Strefy geograficzne BSP wyznacza się na podstawie art. 15 rozporządzenia 2019/947 – znajdziesz je w aplikacji DroneTower, w której zgłaszasz każdy lot.</li></ul>',
          ),
          {
            type: 'AUDIO',
            media: 'audio',
            caption:
              'Przykładowy sygnał ostrzegawczy aparatury: naucz się rozpoznawać dźwięki ostrzeżeń swojego sprzętu',
          },
        ],
        quiz: [
          {
            q: 'Które rozporządzenie UE określa zasady eksploatacji BSP, kategorie i kompetencje pilotów?',
            a: [
              ['Rozporządzenie wykonawcze (UE) 2019/947', true],
              ['Rozporządzenie delegowane (UE) 2019/945', false],
              ['Rozporządzenie (UE) 376/2014', false],
            ],
          },
          {
            q: 'Gdzie sprawdzisz, czy strefa TSA jest aktywna w danym dniu?',
            a: [
              ['W planie użytkowania przestrzeni (AUP/UUP), np. przez DroneTower', true],
              ['Nigdzie, strefy TSA są aktywne zawsze', false],
            ],
          },
          {
            q: 'Kto zarządza strefami geograficznymi i przestrzenią powietrzną w Polsce?',
            a: [
              ['Polska Agencja Żeglugi Powietrznej (PAŻP)', true],
              ['Gmina, nad którą odbywa się lot', false],
              ['Producent drona', false],
            ],
          },
        ],
      },
    ],
  },
  {
    title: 'Loty BVLOS i sytuacje awaryjne',
    lessons: [
      {
        title: 'Planowanie lotu BVLOS',
        segments: [
          {
            type: 'VIDEO',
            media: 'video',
            caption: 'Start i zawis kontrolny w zasięgu wzroku przed przejściem do lotu po trasie',
          },
          text(
            '<h2>Czego nie widzisz, to musisz zaplanować</h2><ul><li><strong>Trasa</strong> nad terenem słabo zaludnionym, z dala od zgromadzeń ludzi, z wysokością dobraną do przeszkód i ukształtowania terenu.</li><li><strong>Łącze dowodzenia i kontroli</strong> – teren i budynki mogą je zasłonić; sprawdź zasięg wzdłuż całej trasy.</li><li><strong>Energia</strong> – zapas na powrót lub lądowanie w zaplanowanym miejscu awaryjnym, przy wietrze w najgorszym kierunku.</li><li><strong>Inne statki powietrzne</strong> – w BVLOS nie widzisz ich sam: pomagają obserwatorzy przestrzeni, rezerwacja strefy i odbiornik ADS-B (pokazuje tylko statki, które nadają sygnał).</li></ul>',
          ),
        ],
      },
      {
        title: 'Sytuacje awaryjne i zgłaszanie zdarzeń',
        segments: [
          text(
            '<h2>Procedury i raporty</h2><ul><li><strong>Utrata łącza</strong> – dron wykonuje zaprogramowaną procedurę; znasz ją i jej wysokość przed startem.</li><li><strong>Odlot (fly-away)</strong> – gdy dron nie reaguje na polecenia i może opuścić przestrzeń operacji, uruchamiasz zakończenie lotu i powiadamiasz służbę ruchu lotniczego, jeśli może wlecieć w jej przestrzeń.</li><li><strong>Utrata GNSS</strong> – przejmujesz sterowanie ręczne i lądujesz w najbliższym bezpiecznym miejscu.</li></ul><p>Operator zgłasza do ULC każde zdarzenie związane z bezpieczeństwem, zgodnie z art. 19 rozporządzenia 2019/947 i rozporządzeniem (UE) 376/2014. Wypadki i poważne incydenty zgłasza się także Państwowej Komisji Badania Wypadków Lotniczych.</p>',
          ),
          {
            type: 'FILE',
            media: 'checklistPl',
            caption:
              'Lista kontrolna przed lotem (A1/A3) – dopisz do niej punkty lotu BVLOS: trasa, łącze, lądowiska awaryjne',
          },
        ],
        quiz: [
          {
            q: 'Dlaczego w locie BVLOS sam odbiornik ADS-B nie wystarcza do wykrywania innych statków powietrznych?',
            a: [
              ['Pokazuje tylko statki, które nadają sygnał', true],
              ['ADS-B działa tylko w nocy', false],
              ['Przepisy zabraniają używania ADS-B', false],
            ],
          },
          {
            q: 'Komu operator zgłasza zdarzenia związane z bezpieczeństwem?',
            a: [
              ['Prezesowi ULC, zgodnie z rozporządzeniem (UE) 376/2014', true],
              ['Wyłącznie producentowi drona', false],
              ['Nikomu, jeśli dron nie został uszkodzony', false],
            ],
          },
          {
            q: 'Co sprawdzasz wzdłuż trasy przed lotem BVLOS?',
            a: [
              ['Zasięg łącza dowodzenia i kontroli', true],
              ['Miejsca lądowania awaryjnego', true],
              ['Kolor dachów budynków', false],
            ],
          },
        ],
      },
    ],
  },
];

export const UAVO_EN: SubjectSeed[] = [
  {
    title: 'Aviation law and airspace',
    lessons: [
      {
        title: 'The rules: from UAVO to the EU regulations',
        segments: [
          text(
            '<h2>Where the name UAVO comes from</h2><p>UAS operator qualification certificates (UAVO) with VLOS and BVLOS ratings were issued by the President of the ULC under national rules until the end of 2020. Since 31 December 2020 drone flights have been governed by European Union law:</p><ul><li><strong>Regulation (EU) 2018/1139</strong> – the EU’s basic aviation regulation;</li><li><strong>Implementing Regulation (EU) 2019/947</strong> – the rules and procedures for operating UAS: categories, operator registration, pilot competence;</li><li><strong>Delegated Regulation (EU) 2019/945</strong> – the requirements for drones and their classes C0–C6.</li></ul><p>In Poland the <strong>Aviation Law</strong> (Prawo lotnicze) completes them. The competent authority is the President of the ULC; the airspace and geographical zones are managed by the Polish Air Navigation Services Agency (PANSA).</p>',
          ),
          {
            type: 'IMAGE',
            media: 'zonesMap',
            caption: 'Zones on the map: an airport CTR, an R/P area and an unrestricted area',
          },
        ],
      },
      {
        title: 'The structure of the airspace',
        segments: [
          text(
            '<h2>FIR Warszawa</h2><p>Polish airspace is the Warsaw flight information region, FIR Warszawa (EPWW). It is divided into <strong>controlled</strong> airspace – among others the airports’ control zones (CTR, military MCTR) and terminal control areas (TMA) – and <strong>uncontrolled</strong> class G airspace.</p><ul><li>Prohibited (P), restricted (R) and danger (D) areas have fixed limits.</li><li>TSA and TRA areas are activated for set times; their activity on a given day is published in the airspace use plan (AUP) and its updates (UUP).</li><li>UAS geographical zones are designated under Article 15 of Regulation 2019/947 – you find them in the DroneTower app, where you notify every flight.</li></ul>',
          ),
          {
            type: 'AUDIO',
            media: 'audio',
            caption: 'An example of a controller’s warning tone: learn to recognise your equipment’s alert sounds',
          },
        ],
        quiz: [
          {
            q: 'Which EU regulation sets the rules for operating UAS, the categories and pilot competence?',
            a: [
              ['Implementing Regulation (EU) 2019/947', true],
              ['Delegated Regulation (EU) 2019/945', false],
              ['Regulation (EU) No 376/2014', false],
            ],
          },
          {
            q: 'Where do you check whether a TSA is active on a given day?',
            a: [
              ['In the airspace use plan (AUP/UUP), e.g. through DroneTower', true],
              ['Nowhere, TSAs are always active', false],
            ],
          },
          {
            q: 'Who manages the geographical zones and the airspace in Poland?',
            a: [
              ['The Polish Air Navigation Services Agency (PANSA)', true],
              ['The municipality the flight takes place over', false],
              ['The drone’s manufacturer', false],
            ],
          },
        ],
      },
    ],
  },
  {
    title: 'BVLOS flights and emergencies',
    lessons: [
      {
        title: 'Planning a BVLOS flight',
        segments: [
          {
            type: 'VIDEO',
            media: 'video',
            caption: 'Take-off and a check hover in sight before flying the route',
          },
          text(
            '<h2>What you cannot see, you must plan</h2><ul><li>The <strong>route</strong> over a sparsely populated area, away from assemblies of people, at a height chosen for the obstacles and the terrain.</li><li>The <strong>command and control link</strong> – terrain and buildings can block it; check its coverage along the whole route.</li><li><strong>Energy</strong> – a reserve to return or land at a planned emergency site, with the wind in its worst direction.</li><li><strong>Other aircraft</strong> – in BVLOS you cannot see them yourself: airspace observers, an area reservation and an ADS-B receiver help (it shows only aircraft that transmit).</li></ul>',
          ),
        ],
      },
      {
        title: 'Emergencies and occurrence reporting',
        segments: [
          text(
            '<h2>Procedures and reports</h2><ul><li><strong>Link loss</strong> – the drone runs its programmed procedure; you know it and its height before take-off.</li><li><strong>Fly-away</strong> – when the drone does not respond and may leave the operational volume, you terminate the flight and notify the air traffic service if it may enter their airspace.</li><li><strong>GNSS loss</strong> – you take manual control and land at the nearest safe spot.</li></ul><p>The operator reports every safety-related occurrence to the ULC, under Article 19 of Regulation 2019/947 and Regulation (EU) No 376/2014. Accidents and serious incidents are also reported to the State Commission on Aircraft Accidents Investigation (PKBWL).</p>',
          ),
          {
            type: 'FILE',
            media: 'checklistEn',
            caption: 'Pre-flight checklist (A1/A3) – add the BVLOS items to it: route, link, emergency landing sites',
          },
        ],
        quiz: [
          {
            q: 'Why is an ADS-B receiver alone not enough to detect other aircraft in BVLOS flight?',
            a: [
              ['It shows only aircraft that transmit', true],
              ['ADS-B works only at night', false],
              ['The rules forbid ADS-B', false],
            ],
          },
          {
            q: 'Whom does the operator report safety-related occurrences to?',
            a: [
              ['The President of the ULC, under Regulation (EU) No 376/2014', true],
              ['Only the drone’s manufacturer', false],
              ['Nobody, if the drone was not damaged', false],
            ],
          },
          {
            q: 'What do you check along the route before a BVLOS flight?',
            a: [
              ['The command and control link’s coverage', true],
              ['Emergency landing sites', true],
              ['The colour of the roofs', false],
            ],
          },
        ],
      },
    ],
  },
];
