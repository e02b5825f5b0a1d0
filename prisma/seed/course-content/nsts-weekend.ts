// Demo content of the intensive NSTS exam preparation (a weekend of revision), PL and EN: a
// revision of the scenarios and the airspace, then reading weather reports and exam technique.
import { text, type SubjectSeed } from './model.ts';

export const NSTS_WEEKEND_PL: SubjectSeed[] = [
  {
    title: 'Powtórka: scenariusze i przestrzeń powietrzna',
    lessons: [
      {
        title: 'Scenariusze NSTS w pigułce',
        segments: [
          text(
            '<h2>Co odróżnia scenariusze</h2><p>Na egzaminie najczęściej mylą się trzy rzeczy: rodzaj lotu, masa drona i jego konstrukcja. Zapamiętaj układ:</p><ul><li><strong>VLOS</strong>: NSTS-01 (poniżej 4 kg, także FPV), NSTS-02 (wielowirnikowiec), NSTS-03 (samolot), NSTS-04 (śmigłowiec) – trzy ostatnie poniżej 25 kg;</li><li><strong>BVLOS do 2 km od pilota</strong>: NSTS-05 (poniżej 4 kg), NSTS-06 (wielowirnikowiec), NSTS-07 (samolot), NSTS-08 (śmigłowiec) – trzy ostatnie poniżej 25 kg.</li></ul><p>Numer scenariusza BVLOS to numer odpowiadającego mu scenariusza VLOS powiększony o cztery.</p>',
          ),
          {
            type: 'AUDIO',
            media: 'audio',
            caption: 'Sygnał startu odliczania: ćwicz odpowiadanie na pytania w rytmie egzaminu',
          },
        ],
      },
      {
        title: 'Strefy przestrzeni powietrznej',
        segments: [
          text(
            '<h2>Oznaczenia na mapie</h2><ul><li><strong>CTR</strong> – strefa kontrolowana lotniska cywilnego, lot za zgodą służby ruchu lotniczego; <strong>MCTR</strong> – jej wojskowy odpowiednik.</li><li><strong>P</strong> – strefa zakazana, <strong>R</strong> – strefa ograniczona, <strong>D</strong> – strefa niebezpieczna.</li><li><strong>TSA/TRA</strong> – strefy czasowo wydzielone lub rezerwowane, aktywne według planu użytkowania przestrzeni (AUP/UUP).</li></ul><p>Aktualny stan stref i zgłoszenie lotu znajdziesz w aplikacji DroneTower PAŻP.</p>',
          ),
          {
            type: 'IMAGE',
            media: 'zonesMap',
            caption: 'Mapa do powtórki: CTR lotniska, strefa R/P i obszar bez ograniczeń',
          },
        ],
        quiz: [
          {
            q: 'Który scenariusz obejmuje loty BVLOS samolotem (stałopłatem) poniżej 25 kg?',
            a: [
              ['NSTS-03', false],
              ['NSTS-07', true],
              ['NSTS-06', false],
            ],
          },
          {
            q: 'Co oznacza litera R na mapie przestrzeni powietrznej?',
            a: [
              ['Strefę ograniczoną', true],
              ['Strefę rekreacyjną', false],
              ['Trasę lotów ratowniczych', false],
            ],
          },
          {
            q: 'Czego potrzebujesz do lotu w CTR lotniska?',
            a: [
              ['Zgody służby ruchu lotniczego', true],
              ['Wyłącznie zgody właściciela terenu', false],
            ],
          },
        ],
      },
    ],
  },
  {
    title: 'Meteorologia i technika egzaminu',
    lessons: [
      {
        title: 'Jak czytać METAR',
        segments: [
          text(
            '<h2>Depesza z lotniska</h2><p>METAR to rutynowy komunikat o pogodzie na lotnisku. Przykład: <code>EPKK 141030Z 27012G25KT 9999 SCT035 08/02 Q1018</code>.</p><ul><li><strong>27012G25KT</strong> – wiatr z kierunku 270° (zachodni), 12 węzłów, w porywach 25 węzłów; 1 węzeł to około 0,5 m/s, więc porywy sięgają ok. 13 m/s;</li><li><strong>9999</strong> – widzialność 10 km lub więcej;</li><li><strong>SCT035</strong> – chmury rozproszone na wysokości 3500 ft;</li><li><strong>08/02</strong> – temperatura 8°C, punkt rosy 2°C;</li><li><strong>Q1018</strong> – ciśnienie QNH 1018 hPa.</li></ul><p>Prognozę dla lotniska podaje TAF. Porównuj prędkość wiatru w porywach z limitem podanym przez producenta drona.</p>',
          ),
          {
            type: 'VIDEO',
            media: 'video',
            caption: 'Zawis przy słabym wietrze: tak wygląda stabilny lot w dobrych warunkach',
          },
        ],
      },
      {
        title: 'Egzamin próbny i typowe błędy',
        segments: [
          text(
            '<h2>120 minut, 60 pytań</h2><p>Na każde pytanie masz średnio dwie minuty. Najpierw odpowiedz na pytania, których jesteś pewien, trudne oznacz i wróć do nich na końcu. Typowe błędy:</p><ul><li>mylenie progów masy 4 kg i 25 kg;</li><li>przeliczanie węzłów na m/s (mnożysz przez ok. 0,5);</li><li>pomijanie słów „nie” i „wyłącznie” w treści pytania.</li></ul><p>Na egzaminie pojawiają się też czynniki ludzkie: zmęczenie, stres, leki i alkohol wykluczają lot – przed każdym lotem pomaga lista kontrolna IMSAFE.</p>',
          ),
          {
            type: 'FILE',
            media: 'checklistPl',
            caption: 'Lista kontrolna przed lotem (A1/A3) – powtórz kolejność czynności, o którą pytają egzaminatorzy',
          },
        ],
        quiz: [
          {
            q: 'METAR podaje wiatr 27012G25KT. Co to oznacza?',
            a: [
              ['Wiatr z kierunku 270°, 12 węzłów, w porywach 25 węzłów', true],
              ['Wiatr 27 m/s, porywy 12 m/s', false],
              ['Wiatr z kierunku 120°, 27 węzłów', false],
            ],
          },
          {
            q: 'Ile w przybliżeniu wynosi 20 węzłów?',
            a: [
              ['Około 10 m/s', true],
              ['Około 40 m/s', false],
              ['Około 20 m/s', false],
            ],
          },
          {
            q: 'Co oznacza 9999 w depeszy METAR?',
            a: [
              ['Widzialność 10 km lub więcej', true],
              ['Brak danych o widzialności', false],
              ['Podstawę chmur 9999 ft', false],
            ],
          },
        ],
      },
    ],
  },
];

export const NSTS_WEEKEND_EN: SubjectSeed[] = [
  {
    title: 'Revision: scenarios and airspace',
    lessons: [
      {
        title: 'The NSTS scenarios at a glance',
        segments: [
          text(
            '<h2>What tells the scenarios apart</h2><p>Three things get mixed up most often in the exam: the kind of flight, the drone’s mass and its design. Remember the layout:</p><ul><li><strong>VLOS</strong>: NSTS-01 (below 4 kg, FPV too), NSTS-02 (multirotor), NSTS-03 (aeroplane), NSTS-04 (helicopter) – the last three below 25 kg;</li><li><strong>BVLOS up to 2 km from the pilot</strong>: NSTS-05 (below 4 kg), NSTS-06 (multirotor), NSTS-07 (aeroplane), NSTS-08 (helicopter) – the last three below 25 kg.</li></ul><p>A BVLOS scenario’s number is its VLOS counterpart’s number plus four.</p>',
          ),
          {
            type: 'AUDIO',
            media: 'audio',
            caption: 'Countdown start signal: practise answering questions at the pace of the exam',
          },
        ],
      },
      {
        title: 'Airspace zones',
        segments: [
          text(
            '<h2>What the map shows</h2><ul><li><strong>CTR</strong> – the control zone of a civil airport, flights with the air traffic service’s permission; <strong>MCTR</strong> – its military counterpart.</li><li><strong>P</strong> – prohibited area, <strong>R</strong> – restricted area, <strong>D</strong> – danger area.</li><li><strong>TSA/TRA</strong> – temporarily segregated or reserved areas, active according to the airspace use plan (AUP/UUP).</li></ul><p>You find the current state of the zones and notify your flight in PANSA’s DroneTower app.</p>',
          ),
          {
            type: 'IMAGE',
            media: 'zonesMap',
            caption: 'A map to revise with: an airport CTR, an R/P area and an unrestricted area',
          },
        ],
        quiz: [
          {
            q: 'Which scenario covers BVLOS flights with an aeroplane (fixed wing) below 25 kg?',
            a: [
              ['NSTS-03', false],
              ['NSTS-07', true],
              ['NSTS-06', false],
            ],
          },
          {
            q: 'What does the letter R on an airspace map stand for?',
            a: [
              ['A restricted area', true],
              ['A recreational area', false],
              ['A rescue flight route', false],
            ],
          },
          {
            q: 'What do you need to fly in an airport’s CTR?',
            a: [
              ['The air traffic service’s permission', true],
              ['Only the landowner’s consent', false],
            ],
          },
        ],
      },
    ],
  },
  {
    title: 'Meteorology and exam technique',
    lessons: [
      {
        title: 'How to read a METAR',
        segments: [
          text(
            '<h2>The airport’s weather report</h2><p>A METAR is the routine weather report of an airport. Example: <code>EPKK 141030Z 27012G25KT 9999 SCT035 08/02 Q1018</code>.</p><ul><li><strong>27012G25KT</strong> – wind from 270° (west), 12 knots, gusting 25 knots; one knot is about 0.5 m/s, so the gusts reach about 13 m/s;</li><li><strong>9999</strong> – visibility of 10 km or more;</li><li><strong>SCT035</strong> – scattered clouds at 3,500 ft;</li><li><strong>08/02</strong> – temperature 8°C, dew point 2°C;</li><li><strong>Q1018</strong> – QNH pressure 1018 hPa.</li></ul><p>The airport’s forecast is the TAF. Compare the gust speed with the limit given by the drone’s manufacturer.</p>',
          ),
          {
            type: 'VIDEO',
            media: 'video',
            caption: 'A hover in light wind: what a steady flight in good conditions looks like',
          },
        ],
      },
      {
        title: 'Mock exam and common mistakes',
        segments: [
          text(
            '<h2>120 minutes, 60 questions</h2><p>You have two minutes per question on average. Answer the ones you are sure of first, mark the hard ones and come back to them at the end. Common mistakes:</p><ul><li>mixing up the 4 kg and 25 kg mass thresholds;</li><li>converting knots to m/s (multiply by about 0.5);</li><li>overlooking the words “not” and “only” in a question.</li></ul><p>Human factors come up too: fatigue, stress, medicines and alcohol rule out flying – the IMSAFE checklist helps before every flight.</p>',
          ),
          {
            type: 'FILE',
            media: 'checklistEn',
            caption: 'Pre-flight checklist (A1/A3) – revise the order of steps examiners ask about',
          },
        ],
        quiz: [
          {
            q: 'A METAR gives the wind as 27012G25KT. What does it mean?',
            a: [
              ['Wind from 270°, 12 knots, gusting 25 knots', true],
              ['Wind 27 m/s, gusts 12 m/s', false],
              ['Wind from 120°, 27 knots', false],
            ],
          },
          {
            q: 'About how much is 20 knots?',
            a: [
              ['About 10 m/s', true],
              ['About 40 m/s', false],
              ['About 20 m/s', false],
            ],
          },
          {
            q: 'What does 9999 mean in a METAR?',
            a: [
              ['Visibility of 10 km or more', true],
              ['No visibility data', false],
              ['A cloud base of 9,999 ft', false],
            ],
          },
        ],
      },
    ],
  },
];
