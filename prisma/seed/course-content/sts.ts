// Demo content of the STS-01/STS-02 training (European standard scenarios), PL and EN.
// Sources: Regulation (EU) 2019/947, Appendix 1 (STS-01, STS-02), and Regulation (EU) 2019/945,
// Parts 16 and 17 (classes C5 and C6).
import { text, type SubjectSeed } from './model.ts';

export const STS_PL: SubjectSeed[] = [
  {
    title: 'STS-01: loty VLOS nad kontrolowanym obszarem',
    lessons: [
      {
        title: 'Deklaracja i warunki scenariusza STS-01',
        segments: [
          text(
            '<h2>Scenariusz zamiast zezwolenia</h2><p>Scenariusze standardowe opisuje dodatek 1 do załącznika rozporządzenia (UE) 2019/947. Operator nie wnioskuje o zezwolenie: składa do ULC <strong>deklarację</strong>, że spełnia warunki scenariusza, i po potwierdzeniu jej kompletności może latać.</p><p><strong>STS-01</strong> to loty w zasięgu wzroku (VLOS) nad kontrolowanym obszarem naziemnym, także w środowisku zaludnionym:</p><ul><li>dron klasy <strong>C5</strong> (albo C3 z zestawem akcesoriów do C5), masa startowa poniżej 25 kg;</li><li>wysokość do <strong>120 m</strong> nad najbliższym punktem powierzchni ziemi;</li><li>prędkość względem ziemi nie większa niż <strong>5 m/s</strong> (tryb niskiej prędkości), jeśli dron nie jest na uwięzi;</li><li>bez przewozu towarów niebezpiecznych i bez lotów nad zgromadzeniami ludzi.</li></ul>',
          ),
          {
            type: 'IMAGE',
            media: 'heightDiagram',
            caption: 'Limit 120 m nad ziemią i lot VLOS obowiązują także w STS-01',
          },
        ],
      },
      {
        title: 'Obszar operacji i bufor ryzyka',
        segments: [
          text(
            '<h2>Trzy strefy wokół lotu</h2><p>Kontrolowany obszar naziemny składa się z:</p><ol><li><strong>geografii lotu</strong> – przestrzeni, w której planujesz wykonywać lot;</li><li><strong>obszaru awaryjnego</strong> – sięgającego co najmniej 10 m poza geografię lotu;</li><li><strong>bufora ryzyka naziemnego</strong> – zależnego od wysokości i masy drona.</li></ol><p>Dla drona do 10 kg bufor wynosi 10 m przy wysokości 30 m, 15 m przy 60 m, 20 m przy 90 m i 25 m przy 120 m. Dla drona cięższego niż 10 kg: odpowiednio 20, 30, 45 i 60 m. W całym obszarze mogą przebywać tylko osoby zaangażowane, poinformowane o ryzyku i zgadzające się na udział w operacji.</p>',
          ),
          {
            type: 'AUDIO',
            media: 'audio',
            caption: 'Umówiony sygnał ostrzegawczy przed startem dla osób zaangażowanych w operację',
          },
        ],
        quiz: [
          {
            q: 'Jakiej klasy drona używasz w scenariuszu STS-01?',
            a: [
              ['C5 (albo C3 z zestawem akcesoriów do C5)', true],
              ['C0', false],
              ['C6', false],
            ],
          },
          {
            q: 'Dron o masie 8 kg leci na wysokości 60 m. Jaki jest minimalny bufor ryzyka naziemnego w STS-01?',
            a: [
              ['15 m', true],
              ['30 m', false],
              ['60 m', false],
            ],
          },
          {
            q: 'Jaka jest największa dozwolona prędkość względem ziemi drona bez uwięzi w STS-01?',
            a: [
              ['5 m/s', true],
              ['19 m/s', false],
              ['50 m/s', false],
            ],
          },
        ],
      },
    ],
  },
  {
    title: 'STS-02: loty BVLOS z obserwatorami',
    lessons: [
      {
        title: 'Warunki scenariusza STS-02 i dron klasy C6',
        segments: [
          {
            type: 'VIDEO',
            media: 'video',
            caption: 'Start w zasięgu wzroku i zawis kontrolny przed przejściem do lotu po trasie',
          },
          text(
            '<h2>Lot poza zasięgiem wzroku</h2><p><strong>STS-02</strong> pozwala latać poza zasięgiem wzroku (BVLOS) nad kontrolowanym obszarem naziemnym w środowisku <strong>słabo zaludnionym</strong>, dronem klasy <strong>C6</strong>:</p><ul><li>bez obserwatorów przestrzeni powietrznej dron oddala się najwyżej na <strong>1 km</strong> od pilota;</li><li>z obserwatorami – do <strong>2 km</strong> od pilota i nie dalej niż 1 km od najbliższego obserwatora;</li><li>widzialność w locie powyżej <strong>5 km</strong>;</li><li>w locie BVLOS dron leci po zaprogramowanej trajektorii.</li></ul><p>Dron C6 ma prędkość w locie poziomym nie większą niż 50 m/s, ograniczenie programowalnej przestrzeni operacji, monitorowanie jakości łącza z ostrzeżeniami oraz niezależny od autopilota <strong>system zakończenia lotu</strong>. Bufor ryzyka naziemnego musi być co najmniej tak szeroki, jak odległość, którą dron może pokonać po włączeniu tego systemu.</p>',
          ),
        ],
      },
      {
        title: 'Kompetencje pilota i procedury',
        segments: [
          text(
            '<h2>Co musi mieć pilot</h2><p>Pilot w scenariuszach STS ma <strong>zaświadczenie o wiedzy teoretycznej</strong> – zdaje egzamin w ULC – oraz potwierdzenie ukończenia <strong>szkolenia praktycznego</strong> dla danego scenariusza. Zaświadczenie jest ważne 5 lat.</p><p>Przed lotem operator sporządza instrukcję operacyjną, a pilot sprawdza drona, warunki pogodowe i strefy. W locie pilot obserwuje przestrzeń (sam albo przez obserwatorów połączonych z nim łącznością) i gdy dron może opuścić przestrzeń operacji – włącza system zakończenia lotu.</p>',
          ),
          {
            type: 'FILE',
            media: 'checklistPl',
            caption: 'Lista kontrolna przed lotem (A1/A3) – uzupełnij ją o punkty instrukcji operacyjnej STS',
          },
        ],
        quiz: [
          {
            q: 'Jak daleko od pilota może lecieć dron w STS-02, gdy operacja korzysta z obserwatorów przestrzeni powietrznej?',
            a: [
              ['Do 2 km od pilota i nie dalej niż 1 km od najbliższego obserwatora', true],
              ['Do 1 km od pilota', false],
              ['Bez ograniczeń, dopóki działa łącze', false],
            ],
          },
          {
            q: 'Jaka minimalna widzialność w locie obowiązuje w STS-02?',
            a: [
              ['Powyżej 5 km', true],
              ['Powyżej 500 m', false],
              ['Nie ma wymagań co do widzialności', false],
            ],
          },
          {
            q: 'Co musi obejmować bufor ryzyka naziemnego w STS-02?',
            a: [
              ['Co najmniej odległość, jaką dron pokona po włączeniu systemu zakończenia lotu', true],
              ['Zawsze dokładnie 10 m', false],
            ],
          },
        ],
      },
    ],
  },
];

export const STS_EN: SubjectSeed[] = [
  {
    title: 'STS-01: VLOS flights over a controlled ground area',
    lessons: [
      {
        title: 'The declaration and the conditions of STS-01',
        segments: [
          text(
            '<h2>A scenario instead of an authorisation</h2><p>The standard scenarios are set out in Appendix 1 to the Annex of Regulation (EU) 2019/947. The operator does not apply for an authorisation: it submits a <strong>declaration</strong> to the ULC that it meets the scenario’s conditions and may fly once its completeness is confirmed.</p><p><strong>STS-01</strong> covers flights within visual line of sight (VLOS) over a controlled ground area, also in a populated environment:</p><ul><li>a class <strong>C5</strong> drone (or a C3 with the C5 accessory kit), take-off mass below 25 kg;</li><li>height up to <strong>120 m</strong> from the closest point of the ground;</li><li>ground speed of no more than <strong>5 m/s</strong> (low-speed mode) when the drone is not tethered;</li><li>no dangerous goods and no flights over assemblies of people.</li></ul>',
          ),
          {
            type: 'IMAGE',
            media: 'heightDiagram',
            caption: 'The 120 m height limit and VLOS apply in STS-01 too',
          },
        ],
      },
      {
        title: 'The operational area and the ground risk buffer',
        segments: [
          text(
            '<h2>Three areas around the flight</h2><p>The controlled ground area is made of:</p><ol><li>the <strong>flight geography</strong> – where you plan to fly;</li><li>the <strong>contingency area</strong> – reaching at least 10 m beyond the flight geography;</li><li>the <strong>ground risk buffer</strong> – depending on the height and the drone’s mass.</li></ol><p>For a drone up to 10 kg the buffer is 10 m at a height of 30 m, 15 m at 60 m, 20 m at 90 m and 25 m at 120 m. For a drone heavier than 10 kg: 20, 30, 45 and 60 m respectively. Only involved people – informed of the risks and agreeing to take part in the operation – may be in the whole area.</p>',
          ),
          {
            type: 'AUDIO',
            media: 'audio',
            caption: 'The agreed warning signal before take-off for the people involved in the operation',
          },
        ],
        quiz: [
          {
            q: 'Which class of drone do you fly in STS-01?',
            a: [
              ['C5 (or a C3 with the C5 accessory kit)', true],
              ['C0', false],
              ['C6', false],
            ],
          },
          {
            q: 'A drone of 8 kg flies at 60 m. What is the minimum ground risk buffer in STS-01?',
            a: [
              ['15 m', true],
              ['30 m', false],
              ['60 m', false],
            ],
          },
          {
            q: 'What is the highest ground speed allowed for an untethered drone in STS-01?',
            a: [
              ['5 m/s', true],
              ['19 m/s', false],
              ['50 m/s', false],
            ],
          },
        ],
      },
    ],
  },
  {
    title: 'STS-02: BVLOS flights with observers',
    lessons: [
      {
        title: 'The conditions of STS-02 and the class C6 drone',
        segments: [
          { type: 'VIDEO', media: 'video', caption: 'Take-off in sight and a check hover before flying the route' },
          text(
            '<h2>Beyond visual line of sight</h2><p><strong>STS-02</strong> allows flights beyond visual line of sight (BVLOS) over a controlled ground area in a <strong>sparsely populated</strong> environment with a class <strong>C6</strong> drone:</p><ul><li>without airspace observers the drone goes no further than <strong>1 km</strong> from the pilot;</li><li>with observers – up to <strong>2 km</strong> from the pilot and no more than 1 km from the nearest observer;</li><li>flight visibility above <strong>5 km</strong>;</li><li>in BVLOS flight the drone follows a programmed trajectory.</li></ul><p>A C6 drone flies no faster than 50 m/s in level flight, keeps within a programmable operational volume, monitors its link quality with alerts, and has a <strong>flight termination system</strong> independent of the autopilot. The ground risk buffer must be at least as wide as the distance the drone can travel once that system is activated.</p>',
          ),
        ],
      },
      {
        title: 'The pilot’s competence and procedures',
        segments: [
          text(
            '<h2>What the pilot needs</h2><p>A pilot in the STS scenarios holds a <strong>certificate of theoretical knowledge</strong> – after an exam at the ULC – and an attestation of completed <strong>practical skill training</strong> for the scenario. The certificate is valid for 5 years.</p><p>Before flying the operator writes an operations manual, and the pilot checks the drone, the weather and the zones. In flight the pilot watches the airspace (alone or through observers in contact with them) and activates the flight termination system when the drone could leave the operational volume.</p>',
          ),
          {
            type: 'FILE',
            media: 'checklistEn',
            caption: 'Pre-flight checklist (A1/A3) – extend it with the items of your STS operations manual',
          },
        ],
        quiz: [
          {
            q: 'How far from the pilot may the drone fly in STS-02 when the operation uses airspace observers?',
            a: [
              ['Up to 2 km from the pilot and no more than 1 km from the nearest observer', true],
              ['Up to 1 km from the pilot', false],
              ['Without a limit while the link works', false],
            ],
          },
          {
            q: 'What minimum flight visibility applies in STS-02?',
            a: [
              ['Above 5 km', true],
              ['Above 500 m', false],
              ['There is no visibility requirement', false],
            ],
          },
          {
            q: 'What must the ground risk buffer in STS-02 cover?',
            a: [
              ['At least the distance the drone travels once the flight termination system is activated', true],
              ['Always exactly 10 m', false],
            ],
          },
        ],
      },
    ],
  },
];
