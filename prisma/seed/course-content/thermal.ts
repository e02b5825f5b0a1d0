// Demo content of the thermal inspection course, PL and EN: thermography basics (emissivity,
// reflections, measuring conditions after IEC TS 62446-3 for PV plants and EN 13187 for buildings),
// then flight planning, PV faults and the report.
import { text, type SubjectSeed } from './model.ts';

export const THERMAL_PL: SubjectSeed[] = [
  {
    title: 'Podstawy termografii',
    lessons: [
      {
        title: 'Co mierzy kamera termowizyjna',
        segments: [
          text(
            '<h2>Promieniowanie, nie temperatura</h2><p>Kamera termowizyjna z mikrobolometrem rejestruje promieniowanie podczerwone w paśmie długofalowym (ok. 8–14 µm). Temperaturę oblicza dopiero z tego promieniowania, dlatego wynik zależy od parametrów, które podajesz:</p><ul><li><strong>emisyjność</strong> powierzchni – matowe, ciemne materiały mają ją wysoką (ok. 0,95), polerowany metal bardzo niską, a szkło modułów PV ok. 0,85;</li><li><strong>temperatura odbita</strong> – to, co powierzchnia odbija z otoczenia i nieba;</li><li><strong>odległość i wilgotność</strong> – powietrze tłumi część promieniowania.</li></ul><p>Tylko kamera <strong>radiometryczna</strong> zapisuje w każdym pikselu dane pozwalające zmierzyć temperaturę po locie; zwykły obraz termalny pokazuje jedynie różnice.</p>',
          ),
          {
            type: 'IMAGE',
            media: 'heightDiagram',
            caption: 'Inspekcję w kategorii otwartej prowadzisz w zasięgu wzroku, nie wyżej niż 120 m nad ziemią',
          },
        ],
      },
      {
        title: 'Warunki pomiaru',
        segments: [
          text(
            '<h2>Kiedy lecieć</h2><ul><li><strong>Farmy fotowoltaiczne</strong> – przy bezchmurnym niebie i nasłonecznieniu co najmniej 600 W/m² w płaszczyźnie modułów (zalecenie normy IEC TS 62446-3), zwykle w godzinach okołopołudniowych. Moduły muszą pracować pod obciążeniem.</li><li><strong>Budynki i sieci ciepłownicze</strong> – w sezonie grzewczym, przy różnicy temperatur wnętrze–otoczenie co najmniej ok. 10 K (PN-EN 13187), wieczorem, nocą lub wcześnie rano, gdy słońce nie ogrzewa ścian.</li><li>Zawsze: bez opadów i przy słabym wietrze, który schładza powierzchnie i zaciera różnice temperatur.</li></ul>',
          ),
          { type: 'AUDIO', media: 'audio', caption: 'Umówiony sygnał rozpoczęcia nalotu dla zespołu na farmie' },
        ],
        quiz: [
          {
            q: 'Dlaczego przed pomiarem ustawiasz emisyjność powierzchni?',
            a: [
              ['Kamera oblicza temperaturę z promieniowania, które zależy od emisyjności', true],
              ['Emisyjność wpływa tylko na kolory palety', false],
              ['To ustawienie dotyczy wyłącznie zdjęć RGB', false],
            ],
          },
          {
            q: 'Jakie nasłonecznienie zaleca norma IEC TS 62446-3 przy inspekcji modułów PV?',
            a: [
              ['Co najmniej 600 W/m² w płaszczyźnie modułów', true],
              ['Dowolne, pomiar można wykonać nocą', false],
              ['Najwyżej 200 W/m²', false],
            ],
          },
          {
            q: 'Kiedy najlepiej wykonać inspekcję termowizyjną ściany budynku?',
            a: [
              ['W sezonie grzewczym, wieczorem lub rano, bez słońca na ścianie', true],
              ['W słoneczne letnie południe', false],
            ],
          },
        ],
      },
    ],
  },
  {
    title: 'Nalot, usterki i raport',
    lessons: [
      {
        title: 'Planowanie nalotu',
        segments: [
          { type: 'VIDEO', media: 'video', caption: 'Start i zawis kontrolny przed lotem nad rzędami modułów' },
          text(
            '<h2>Rozdzielczość i geometria</h2><p>Terenowa wielkość piksela (GSD) to iloczyn rozmiaru piksela przetwornika i wysokości lotu podzielony przez ogniskową. Przykład: piksel 12 µm, obiektyw 13 mm, wysokość 30 m – GSD ≈ 2,8 cm. Aby odróżnić pojedyncze ogniwo w module, potrzebujesz kilku pikseli na ogniwo.</p><ul><li>Patrz na moduły możliwie prostopadle, ale tak, by kamera nie rejestrowała odbicia słońca ani drona.</li><li>Leć wolniej niż przy zdjęciach RGB – mikrobolometr reaguje z opóźnieniem i obraz się rozmywa.</li><li>Do mozaiki termalnej planuj duże pokrycie zdjęć.</li></ul>',
          ),
        ],
      },
      {
        title: 'Usterki modułów PV i raport dla klienta',
        segments: [
          text(
            '<h2>Co widać w podczerwieni</h2><ul><li><strong>Gorący punkt</strong> w jednym ogniwie – pęknięcie, zabrudzenie lub zacienienie.</li><li><strong>Cieplejszy pas obejmujący jedną trzecią modułu</strong> – zadziałała dioda obejściowa, jeden ciąg ogniw nie pracuje.</li><li><strong>Cały moduł cieplejszy</strong> – moduł odłączony od łańcucha (obwód otwarty).</li><li><strong>Szachownica cieplejszych modułów</strong> na jednym końcu łańcucha – możliwa degradacja PID.</li></ul><p>Raport zawiera warunki pomiaru (nasłonecznienie, temperaturę, wiatr), listę usterek z lokalizacją modułu, różnicą temperatur i klasą pilności, pary zdjęć (termalne i RGB) oraz zalecenia.</p>',
          ),
          {
            type: 'FILE',
            media: 'checklistPl',
            caption: 'Lista kontrolna przed lotem (A1/A3) – dodaj do niej ustawienia kamery i warunki pomiaru',
          },
        ],
        quiz: [
          {
            q: 'Co zwykle oznacza cieplejszy pas obejmujący jedną trzecią modułu PV?',
            a: [
              ['Zadziałała dioda obejściowa, jeden ciąg ogniw nie pracuje', true],
              ['Moduł jest czysty i pracuje najlepiej', false],
              ['Odbicie chmury', false],
            ],
          },
          {
            q: 'Jak obliczysz terenową wielkość piksela (GSD)?',
            a: [
              ['Rozmiar piksela przetwornika × wysokość lotu ÷ ogniskowa', true],
              ['Ogniskowa × wysokość lotu ÷ liczba pikseli', false],
            ],
          },
          {
            q: 'Co powinien zawierać raport z inspekcji?',
            a: [
              ['Warunki pomiaru w czasie nalotu', true],
              ['Listę usterek z lokalizacją i różnicą temperatur', true],
              ['Wyłącznie jedno zdjęcie całej farmy', false],
            ],
          },
        ],
      },
    ],
  },
];

export const THERMAL_EN: SubjectSeed[] = [
  {
    title: 'Thermography basics',
    lessons: [
      {
        title: 'What a thermal camera measures',
        segments: [
          text(
            '<h2>Radiation, not temperature</h2><p>A microbolometer thermal camera records infrared radiation in the long-wave band (about 8–14 µm). It only works out the temperature from that radiation, so the result depends on the parameters you give it:</p><ul><li>the surface’s <strong>emissivity</strong> – matt, dark materials have a high one (about 0.95), polished metal a very low one, and PV module glass about 0.85;</li><li>the <strong>reflected temperature</strong> – what the surface reflects from its surroundings and the sky;</li><li><strong>distance and humidity</strong> – the air absorbs part of the radiation.</li></ul><p>Only a <strong>radiometric</strong> camera stores data in every pixel that let you measure temperatures after the flight; a plain thermal image only shows differences.</p>',
          ),
          {
            type: 'IMAGE',
            media: 'heightDiagram',
            caption:
              'In the open category you inspect within visual line of sight, no higher than 120 m above the ground',
          },
        ],
      },
      {
        title: 'Measuring conditions',
        segments: [
          text(
            '<h2>When to fly</h2><ul><li><strong>Solar plants</strong> – under a clear sky with an irradiance of at least 600 W/m² in the module plane (as IEC TS 62446-3 recommends), usually around midday. The modules must be working under load.</li><li><strong>Buildings and heating networks</strong> – in the heating season, with an inside–outside temperature difference of at least about 10 K (EN 13187), in the evening, at night or early in the morning, when the sun is not warming the walls.</li><li>Always: no precipitation and light wind, which cools surfaces and blurs temperature differences.</li></ul>',
          ),
          {
            type: 'AUDIO',
            media: 'audio',
            caption: 'The agreed signal to start the survey flight for the team on site',
          },
        ],
        quiz: [
          {
            q: 'Why do you set the surface’s emissivity before measuring?',
            a: [
              ['The camera works out temperature from radiation, which depends on emissivity', true],
              ['Emissivity only changes the colours of the palette', false],
              ['The setting only applies to RGB photos', false],
            ],
          },
          {
            q: 'What irradiance does IEC TS 62446-3 recommend for inspecting PV modules?',
            a: [
              ['At least 600 W/m² in the module plane', true],
              ['Any, the measurement can be done at night', false],
              ['At most 200 W/m²', false],
            ],
          },
          {
            q: 'When is the best time for a thermal inspection of a building wall?',
            a: [
              ['In the heating season, in the evening or morning, with no sun on the wall', true],
              ['At midday on a sunny summer day', false],
            ],
          },
        ],
      },
    ],
  },
  {
    title: 'Survey flight, faults and the report',
    lessons: [
      {
        title: 'Planning the flight',
        segments: [
          { type: 'VIDEO', media: 'video', caption: 'Take-off and a check hover before flying over the module rows' },
          text(
            '<h2>Resolution and geometry</h2><p>The ground sample distance (GSD) is the sensor’s pixel size times the flight height, divided by the focal length. Example: a 12 µm pixel, a 13 mm lens, 30 m height – GSD ≈ 2.8 cm. To tell a single cell of a module apart you need several pixels per cell.</p><ul><li>Look at the modules as squarely as you can, but so that the camera does not record a reflection of the sun or the drone.</li><li>Fly slower than for RGB photos – a microbolometer responds with a delay and the image smears.</li><li>Plan a large image overlap for a thermal mosaic.</li></ul>',
          ),
        ],
      },
      {
        title: 'PV module faults and the client’s report',
        segments: [
          text(
            '<h2>What infrared shows</h2><ul><li>A <strong>hot spot</strong> in one cell – a crack, dirt or shading.</li><li>A <strong>warmer band covering one third of a module</strong> – a bypass diode has switched in, one cell string is not working.</li><li>A <strong>whole module warmer</strong> – a module disconnected from its string (open circuit).</li><li>A <strong>patchwork of warmer modules</strong> at one end of a string – possible PID degradation.</li></ul><p>The report gives the measuring conditions (irradiance, temperature, wind), the list of faults with the module’s location, temperature difference and urgency class, pairs of thermal and RGB images, and recommendations.</p>',
          ),
          {
            type: 'FILE',
            media: 'checklistEn',
            caption: 'Pre-flight checklist (A1/A3) – add the camera settings and measuring conditions to it',
          },
        ],
        quiz: [
          {
            q: 'What does a warmer band covering one third of a PV module usually mean?',
            a: [
              ['A bypass diode has switched in, one cell string is not working', true],
              ['The module is clean and works best', false],
              ['A reflection of a cloud', false],
            ],
          },
          {
            q: 'How do you work out the ground sample distance (GSD)?',
            a: [
              ['Sensor pixel size × flight height ÷ focal length', true],
              ['Focal length × flight height ÷ number of pixels', false],
            ],
          },
          {
            q: 'What should an inspection report contain?',
            a: [
              ['The measuring conditions during the flight', true],
              ['The list of faults with location and temperature difference', true],
              ['Only one photo of the whole plant', false],
            ],
          },
        ],
      },
    ],
  },
];
