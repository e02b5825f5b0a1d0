// Demo content of the NSTS training (national standard scenarios NSTS-01 to NSTS-08), PL and EN.
// Sources: Regulation (EU) 2019/947, the ULC President's guidelines no. 6–13/2023 on NSTS-01…08
// (the scenarios' titles), and the ULC and PANSA pages on the specific category and DroneTower.
import { text, type SubjectSeed } from './model.ts';

export const NSTS_PL: SubjectSeed[] = [
  {
    title: 'Kategoria szczególna i scenariusze NSTS',
    lessons: [
      {
        title: 'Kiedy lot należy do kategorii szczególnej',
        segments: [
          text(
            '<h2>Poza granicami kategorii otwartej</h2><p>Rozporządzenie wykonawcze Komisji (UE) 2019/947 dzieli operacje BSP według ryzyka. Lot, który nie spełnia warunków kategorii otwartej – np. poza zasięgiem wzroku (<strong>BVLOS</strong>), dronem o masie startowej 25 kg lub większej, blisko ludzi dronem bez odpowiedniej klasy albo ze zrzutem ładunku – należy do <strong>kategorii szczególnej</strong>.</p><p>Operator może w niej latać na jednej z trzech podstaw:</p><ul><li>zezwolenie Prezesa ULC wydane po ocenie ryzyka (SORA albo gotowa ocena PDRA),</li><li>deklaracja zgodności ze scenariuszem standardowym,</li><li>certyfikat operatora lekkich BSP (LUC).</li></ul><p>W kategorii szczególnej rejestracja operatora jest obowiązkowa bez względu na masę drona.</p>',
          ),
          {
            type: 'IMAGE',
            media: 'heightDiagram',
            caption: 'Granice kategorii otwartej: 120 m nad ziemią, lot VLOS, dron poniżej 25 kg',
          },
        ],
      },
      {
        title: 'Osiem krajowych scenariuszy standardowych',
        segments: [
          text(
            '<h2>NSTS-01 do NSTS-08</h2><p>Krajowe scenariusze standardowe ogłosił Prezes ULC w wytycznych nr 6–13 z 11 maja 2023 r. Określają warunki typowych operacji w kategorii szczególnej:</p><ul><li><strong>NSTS-01</strong> – VLOS lub FPV, dron o masie startowej poniżej 4 kg;</li><li><strong>NSTS-02, 03, 04</strong> – VLOS, odpowiednio wielowirnikowiec, samolot (stałopłat) i śmigłowiec poniżej 25 kg;</li><li><strong>NSTS-05</strong> – BVLOS do 2 km od pilota, dron poniżej 4 kg;</li><li><strong>NSTS-06, 07, 08</strong> – BVLOS do 2 km od pilota, odpowiednio wielowirnikowiec, samolot i śmigłowiec poniżej 25 kg.</li></ul><p>Operator składał do ULC <strong>oświadczenie</strong> o wykonywaniu operacji zgodnie ze scenariuszem i otrzymywał potwierdzenie jego odbioru i kompletności. Oświadczenia te wygasły 1 stycznia 2026 r. – nowe operacje prowadzi się w scenariuszach europejskich STS albo na podstawie zezwolenia. Świadectwo kwalifikacji NSTS (szkolenie, egzamin teoretyczny i praktyczny) pozostaje ważne 5 lat i dokumentuje przeszkolenie pilota.</p>',
          ),
          {
            type: 'AUDIO',
            media: 'audio',
            caption: 'Sygnał dźwiękowy przed startem: uprzedza osoby w obszarze operacji, że dron zaraz wystartuje',
          },
        ],
        quiz: [
          {
            q: 'Który scenariusz obejmuje loty BVLOS do 2 km od pilota dronem o masie startowej poniżej 4 kg?',
            a: [
              ['NSTS-01', false],
              ['NSTS-05', true],
              ['NSTS-08', false],
            ],
          },
          {
            q: 'Na jakiej podstawie operator może wykonywać loty w kategorii szczególnej?',
            a: [
              ['Zezwolenie Prezesa ULC wydane po ocenie ryzyka', true],
              ['Deklaracja zgodności ze scenariuszem standardowym', true],
              ['Wyłącznie numer operatora naniesiony na drona', false],
            ],
          },
          {
            q: 'Którego drona dotyczy scenariusz NSTS-04?',
            a: [
              ['Śmigłowca (H) poniżej 25 kg, lot VLOS', true],
              ['Samolotu (stałopłata) poniżej 25 kg, lot BVLOS', false],
              ['Dowolnego drona poniżej 4 kg, lot FPV', false],
            ],
          },
        ],
      },
    ],
  },
  {
    title: 'Planowanie i bezpieczeństwo operacji',
    lessons: [
      {
        title: 'Obszar operacji, strefy i zgłoszenie lotu',
        segments: [
          text(
            '<h2>Przed wyjazdem w teren</h2><p>Operację planujesz nad <strong>kontrolowanym obszarem naziemnym</strong>: miejscem, w którym przebywają tylko osoby biorące udział w operacji, poinformowane o ryzyku. Wyznacz go na mapie razem z buforem bezpieczeństwa i zaplanuj, jak nie dopuścisz do niego osób postronnych (taśma, tablice, obserwator).</p><p>Sprawdź <strong>strefy geograficzne</strong>: w strefie kontrolowanej lotniska (CTR) potrzebna jest zgoda służby ruchu lotniczego, w strefach zakazanych (P) i ograniczonych (R) nie latasz bez zgody zarządzającego. Każdy lot zgłaszasz w aplikacji <strong>DroneTower</strong> Polskiej Agencji Żeglugi Powietrznej: przed startem wykonujesz check-in, po lądowaniu check-out. Pilot nosi kamizelkę ostrzegawczą lub inną odzież, która pozwala go rozpoznać.</p>',
          ),
          {
            type: 'IMAGE',
            media: 'zonesMap',
            caption: 'Przykładowa mapa: CTR lotniska, strefa R/P i miejsce, w którym można zaplanować operację',
          },
        ],
      },
      {
        title: 'Procedury awaryjne i lot BVLOS',
        segments: [
          {
            type: 'VIDEO',
            media: 'video',
            caption: 'Start i zawis kontrolny na kilku metrach przed wykonaniem zadania',
          },
          text(
            '<h2>Gdy coś idzie nie tak</h2><p>Instrukcja operacyjna operatora opisuje, co robi pilot w każdej sytuacji awaryjnej. Najważniejsze z nich:</p><ul><li><strong>Utrata łącza</strong> – dron wykonuje zaprogramowaną procedurę (zwykle powrót do punktu startu na bezpiecznej wysokości); wysokość powrotu ustaw powyżej przeszkód na trasie.</li><li><strong>Utrata GNSS</strong> – dron przechodzi w tryb bez utrzymywania pozycji i dryfuje z wiatrem; pilot przejmuje sterowanie i ląduje w najbliższym bezpiecznym miejscu.</li><li><strong>Załogowy statek powietrzny w pobliżu</strong> – ustępujesz mu pierwszeństwa: zniżasz drona i odsuwasz go od jego toru lotu.</li></ul><p>W lotach BVLOS nie widzisz drona, więc plan misji, zasięg łącza i zapas energii sprawdzasz przed startem, a w locie stale śledzisz telemetrię.</p>',
          ),
          {
            type: 'FILE',
            media: 'checklistPl',
            caption:
              'Lista kontrolna przed lotem (A1/A3) – punkt wyjścia, który uzupełniasz o procedury swojej operacji',
          },
        ],
        quiz: [
          {
            q: 'Kto może przebywać w kontrolowanym obszarze naziemnym?',
            a: [
              ['Tylko osoby biorące udział w operacji, poinformowane o ryzyku', true],
              ['Każdy, kto zachowa 30 m odstępu od drona', false],
              ['Przechodnie, jeśli dron leci wyżej niż 50 m', false],
            ],
          },
          {
            q: 'Co robisz, gdy w pobliżu operacji pojawi się śmigłowiec?',
            a: [
              ['Zniżam drona i odsuwam go od toru lotu śmigłowca', true],
              ['Wznoszę drona, by śmigłowiec przeleciał pod nim', false],
              ['Kontynuuję zadanie, dron ma pierwszeństwo', false],
            ],
          },
          {
            q: 'W jakiej aplikacji zgłaszasz lot przed startem (check-in)?',
            a: [
              ['DroneTower', true],
              ['W żadnej, zgłoszenie nie jest wymagane', false],
            ],
          },
        ],
      },
    ],
  },
];

export const NSTS_EN: SubjectSeed[] = [
  {
    title: 'The specific category and the NSTS scenarios',
    lessons: [
      {
        title: 'When a flight belongs to the specific category',
        segments: [
          text(
            '<h2>Beyond the open category</h2><p>Commission Implementing Regulation (EU) 2019/947 sorts UAS operations by risk. A flight that does not meet the open category’s conditions – e.g. beyond visual line of sight (<strong>BVLOS</strong>), with a drone of 25 kg take-off mass or more, close to people without the right class of drone, or dropping a load – belongs to the <strong>specific category</strong>.</p><p>An operator may fly in it on one of three grounds:</p><ul><li>an authorisation from the President of the ULC issued after a risk assessment (SORA or a ready-made PDRA),</li><li>a declaration of compliance with a standard scenario,</li><li>a light UAS operator certificate (LUC).</li></ul><p>In the specific category operator registration is mandatory whatever the drone’s mass.</p>',
          ),
          {
            type: 'IMAGE',
            media: 'heightDiagram',
            caption: 'The limits of the open category: 120 m above the ground, VLOS, a drone below 25 kg',
          },
        ],
      },
      {
        title: 'The eight national standard scenarios',
        segments: [
          text(
            '<h2>NSTS-01 to NSTS-08</h2><p>The national standard scenarios were published by the President of the ULC in guidelines no. 6–13 of 11 May 2023. They set the conditions of typical operations in the specific category:</p><ul><li><strong>NSTS-01</strong> – VLOS or FPV, a drone with a take-off mass below 4 kg;</li><li><strong>NSTS-02, 03, 04</strong> – VLOS with a multirotor, an aeroplane (fixed wing) and a helicopter respectively, below 25 kg;</li><li><strong>NSTS-05</strong> – BVLOS up to 2 km from the pilot, a drone below 4 kg;</li><li><strong>NSTS-06, 07, 08</strong> – BVLOS up to 2 km from the pilot with a multirotor, an aeroplane and a helicopter respectively, below 25 kg.</li></ul><p>The operator submitted a <strong>declaration</strong> to the ULC that it flies according to the scenario and received a confirmation of its receipt and completeness. These declarations expired on 1 January 2026 – new operations are run under the European STS scenarios or an authorisation. The NSTS certificate (training, theory exam and practical exam) stays valid for 5 years and documents the pilot’s training.</p>',
          ),
          {
            type: 'AUDIO',
            media: 'audio',
            caption:
              'Audible signal before take-off: tells the people in the operation area that the drone is about to lift off',
          },
        ],
        quiz: [
          {
            q: 'Which scenario covers BVLOS flights up to 2 km from the pilot with a drone below 4 kg take-off mass?',
            a: [
              ['NSTS-01', false],
              ['NSTS-05', true],
              ['NSTS-08', false],
            ],
          },
          {
            q: 'On what grounds may an operator fly in the specific category?',
            a: [
              ['An authorisation from the President of the ULC after a risk assessment', true],
              ['A declaration of compliance with a standard scenario', true],
              ['Only the operator number displayed on the drone', false],
            ],
          },
          {
            q: 'Which drone does scenario NSTS-04 cover?',
            a: [
              ['A helicopter (H) below 25 kg, flown VLOS', true],
              ['An aeroplane (fixed wing) below 25 kg, flown BVLOS', false],
              ['Any drone below 4 kg, flown FPV', false],
            ],
          },
        ],
      },
    ],
  },
  {
    title: 'Planning and safety of the operation',
    lessons: [
      {
        title: 'Operation area, zones and flight notification',
        segments: [
          text(
            '<h2>Before you drive out</h2><p>You plan the operation over a <strong>controlled ground area</strong>: a place where only people taking part in the operation, informed of the risks, are present. Mark it on the map with its safety buffer and plan how you keep uninvolved people out (tape, signs, an observer).</p><p>Check the <strong>geographical zones</strong>: in an airport’s control zone (CTR) you need the air traffic service’s permission; in prohibited (P) and restricted (R) areas you do not fly without the permission of whoever manages them. You notify every flight in the <strong>DroneTower</strong> app of the Polish Air Navigation Services Agency (PANSA): a check-in before take-off and a check-out after landing. The pilot wears a high-visibility vest or other clothing that identifies them.</p>',
          ),
          {
            type: 'IMAGE',
            media: 'zonesMap',
            caption: 'Example map: an airport CTR, an R/P area and a place where an operation can be planned',
          },
        ],
      },
      {
        title: 'Emergency procedures and BVLOS flight',
        segments: [
          { type: 'VIDEO', media: 'video', caption: 'Take-off and a check hover at a few metres before the task' },
          text(
            '<h2>When something goes wrong</h2><p>The operator’s operations manual says what the pilot does in each emergency. The most important ones:</p><ul><li><strong>Link loss</strong> – the drone runs its programmed procedure (usually a return to the take-off point at a safe height); set the return height above the obstacles on the route.</li><li><strong>GNSS loss</strong> – the drone stops holding its position and drifts with the wind; the pilot takes control and lands at the nearest safe spot.</li><li><strong>A manned aircraft nearby</strong> – you give way: descend and move the drone away from its path.</li></ul><p>In BVLOS flights you do not see the drone, so you check the mission plan, the link’s range and the energy reserve before take-off, and follow the telemetry throughout the flight.</p>',
          ),
          {
            type: 'FILE',
            media: 'checklistEn',
            caption: 'Pre-flight checklist (A1/A3) – a starting point you extend with your operation’s procedures',
          },
        ],
        quiz: [
          {
            q: 'Who may be present in the controlled ground area?',
            a: [
              ['Only people taking part in the operation, informed of the risks', true],
              ['Anyone who keeps 30 m from the drone', false],
              ['Passers-by, if the drone flies higher than 50 m', false],
            ],
          },
          {
            q: 'What do you do when a helicopter appears near the operation?',
            a: [
              ['Descend and move the drone away from the helicopter’s path', true],
              ['Climb so that the helicopter passes below the drone', false],
              ['Carry on, the drone has right of way', false],
            ],
          },
          {
            q: 'In which app do you notify the flight before take-off (check-in)?',
            a: [
              ['DroneTower', true],
              ['None, no notification is needed', false],
            ],
          },
        ],
      },
    ],
  },
];
