// Demo content of the photogrammetry course, PL and EN: planning a survey flight (GSD, overlap,
// camera), then georeferencing (GCP, RTK/PPK, Polish coordinate systems), products and accuracy.
import { text, type SubjectSeed } from './model.ts';

export const PHOTOGRAMMETRY_PL: SubjectSeed[] = [
  {
    title: 'Planowanie nalotu fotogrametrycznego',
    lessons: [
      {
        title: 'GSD i wysokość lotu',
        segments: [
          text(
            '<h2>Terenowa wielkość piksela</h2><p>GSD (ground sample distance) mówi, ile centymetrów terenu obejmuje jeden piksel zdjęcia:</p><p><strong>GSD = szerokość matrycy × wysokość lotu ÷ (ogniskowa × szerokość zdjęcia w pikselach)</strong></p><p>Przykład: matryca 1" o szerokości 13,2 mm, obiektyw 8,8 mm, zdjęcie 5472 px, wysokość 100 m – GSD ≈ 2,7 cm. Dwa razy niżej – dwa razy mniejszy GSD, ale też cztery razy więcej zdjęć na tę samą powierzchnię.</p><p>W kategorii otwartej nie przekraczasz 120 m nad terenem; nad zboczem utrzymuj stałą wysokość względem terenu (tryb śledzenia terenu), inaczej GSD zmienia się w obrębie jednego nalotu.</p>',
          ),
          {
            type: 'IMAGE',
            media: 'heightDiagram',
            caption: 'Wysokość lotu decyduje o GSD; w kategorii otwartej to najwyżej 120 m nad terenem',
          },
        ],
      },
      {
        title: 'Pokrycie zdjęć i ustawienia aparatu',
        segments: [
          text(
            '<h2>Każdy punkt na kilku zdjęciach</h2><ul><li><strong>Pokrycie podłużne</strong> (wzdłuż szeregu) zwykle 75–80%, <strong>poprzeczne</strong> (między szeregami) 60–70%. Las, łany zbóż i woda wymagają większego pokrycia, bo trudno w nich znaleźć punkty wiążące.</li><li>Krótki czas naświetlania (np. 1/1000 s) zapobiega rozmyciu w ruchu; migawka mechaniczna lub globalna unika zniekształceń migawki szczelinowej.</li><li>Stała ekspozycja i ostrość ustawiona na nieskończoność przez cały nalot.</li></ul>',
          ),
          {
            type: 'AUDIO',
            media: 'audio',
            caption: 'Sygnał startu misji automatycznej: od tej chwili dron leci według planu',
          },
        ],
        quiz: [
          {
            q: 'Jak zmieni się GSD, gdy obniżysz wysokość lotu ze 100 m do 50 m (ten sam aparat)?',
            a: [
              ['Zmniejszy się o połowę', true],
              ['Podwoi się', false],
              ['Nie zmieni się', false],
            ],
          },
          {
            q: 'Jakie pokrycie podłużne zdjęć stosuje się zwykle w nalocie fotogrametrycznym?',
            a: [
              ['75–80%', true],
              ['10–20%', false],
              ['100%', false],
            ],
          },
          {
            q: 'Dlaczego nad lasem planujesz większe pokrycie zdjęć?',
            a: [
              ['Trudniej znaleźć w nim punkty wiążące między zdjęciami', true],
              ['Przepisy zabraniają małego pokrycia nad lasem', false],
            ],
          },
        ],
      },
    ],
  },
  {
    title: 'Georeferencja, produkty i dokładność',
    lessons: [
      {
        title: 'Fotopunkty, RTK i PPK',
        segments: [
          { type: 'VIDEO', media: 'video', caption: 'Start i zawis kontrolny przed misją pomiarową' },
          text(
            '<h2>Jak osadzić model w terenie</h2><ul><li><strong>Fotopunkty (GCP)</strong> – znaczniki pomierzone odbiornikiem GNSS RTK, rozmieszczone równomiernie na całym obszarze, także na jego brzegach; zwykle co najmniej pięć.</li><li><strong>Punkty kontrolne</strong> – pomierzone tak samo, ale niewykorzystane w obliczeniach; na nich sprawdzasz dokładność.</li><li><strong>RTK/PPK</strong> – dron zapisuje precyzyjną pozycję każdego zdjęcia (w czasie rzeczywistym albo po przetworzeniu danych stacji bazowej), co zmniejsza liczbę potrzebnych fotopunktów, ale ich nie zastępuje przy kontroli.</li></ul><p>W Polsce wyniki podajesz zwykle w układzie PL-2000 (mapy wielkoskalowe) lub PL-1992, a wysokości w układzie PL-EVRF2007-NH.</p>',
          ),
        ],
      },
      {
        title: 'Ortofotomapa, modele i kontrola dokładności',
        segments: [
          text(
            '<h2>Co powstaje po przetworzeniu</h2><ul><li><strong>Chmura punktów</strong> – miliony punktów z położeniem i kolorem (eksport LAS/LAZ).</li><li><strong>NMPT</strong> – numeryczny model pokrycia terenu (z budynkami i roślinnością) oraz <strong>NMT</strong> – model samego terenu po odfiltrowaniu obiektów.</li><li><strong>Ortofotomapa</strong> – obraz bez zniekształceń perspektywy, w skali (eksport GeoTIFF do GIS).</li></ul><p>Dokładność podajesz jako błąd średni (RMSE) na punktach kontrolnych. Mapę do celów projektowych i inne opracowania do państwowego zasobu geodezyjnego wykonuje geodeta z uprawnieniami zawodowymi – nalot jest wtedy jednym z jego narzędzi pomiarowych.</p>',
          ),
          {
            type: 'FILE',
            media: 'checklistPl',
            caption: 'Lista kontrolna przed lotem (A1/A3) – dopisz do niej pomiar fotopunktów i ustawienia aparatu',
          },
        ],
        quiz: [
          {
            q: 'Do czego służą punkty kontrolne?',
            a: [
              ['Do niezależnego sprawdzenia dokładności opracowania', true],
              ['Do sterowania dronem w trakcie misji', false],
              ['Do zwiększenia pokrycia zdjęć', false],
            ],
          },
          {
            q: 'Czym różni się NMT od NMPT?',
            a: [
              ['NMT opisuje sam teren, NMPT także budynki i roślinność', true],
              ['NMT to ortofotomapa w skali 1:500', false],
            ],
          },
          {
            q: 'W jakim formacie zwykle przekazujesz ortofotomapę do systemu GIS?',
            a: [
              ['GeoTIFF', true],
              ['MP3', false],
              ['DOCX', false],
            ],
          },
        ],
      },
    ],
  },
];

export const PHOTOGRAMMETRY_EN: SubjectSeed[] = [
  {
    title: 'Planning a survey flight',
    lessons: [
      {
        title: 'GSD and flight height',
        segments: [
          text(
            '<h2>Ground sample distance</h2><p>The GSD tells you how many centimetres of ground one pixel of the photo covers:</p><p><strong>GSD = sensor width × flight height ÷ (focal length × image width in pixels)</strong></p><p>Example: a 1" sensor 13.2 mm wide, an 8.8 mm lens, a 5472 px image, 100 m height – GSD ≈ 2.7 cm. Half the height – half the GSD, but also four times as many photos for the same area.</p><p>In the open category you stay below 120 m above the ground; over a slope keep a constant height above the terrain (terrain-follow mode), or the GSD changes within one flight.</p>',
          ),
          {
            type: 'IMAGE',
            media: 'heightDiagram',
            caption: 'The flight height sets the GSD; in the open category it is at most 120 m above the ground',
          },
        ],
      },
      {
        title: 'Image overlap and camera settings',
        segments: [
          text(
            '<h2>Every point in several photos</h2><ul><li><strong>Front overlap</strong> (along a flight line) is usually 75–80%, <strong>side overlap</strong> (between lines) 60–70%. Forests, cereal fields and water need more, because tie points are hard to find in them.</li><li>A short exposure time (e.g. 1/1000 s) prevents motion blur; a mechanical or global shutter avoids rolling-shutter distortion.</li><li>Keep the exposure fixed and the focus at infinity for the whole flight.</li></ul>',
          ),
          {
            type: 'AUDIO',
            media: 'audio',
            caption: 'Automatic mission start signal: from now on the drone flies the plan',
          },
        ],
        quiz: [
          {
            q: 'How does the GSD change when you lower the flight height from 100 m to 50 m (same camera)?',
            a: [
              ['It halves', true],
              ['It doubles', false],
              ['It does not change', false],
            ],
          },
          {
            q: 'What front overlap is usual in a photogrammetric survey?',
            a: [
              ['75–80%', true],
              ['10–20%', false],
              ['100%', false],
            ],
          },
          {
            q: 'Why do you plan a larger overlap over a forest?',
            a: [
              ['Tie points between photos are harder to find there', true],
              ['The rules forbid a small overlap over forests', false],
            ],
          },
        ],
      },
    ],
  },
  {
    title: 'Georeferencing, products and accuracy',
    lessons: [
      {
        title: 'Ground control points, RTK and PPK',
        segments: [
          { type: 'VIDEO', media: 'video', caption: 'Take-off and a check hover before the survey mission' },
          text(
            '<h2>Placing the model on the ground</h2><ul><li><strong>Ground control points (GCP)</strong> – markers measured with an RTK GNSS receiver, spread evenly over the whole area, its edges included; usually at least five.</li><li><strong>Check points</strong> – measured the same way but left out of the computation; you check the accuracy on them.</li><li><strong>RTK/PPK</strong> – the drone records a precise position for every photo (in real time, or after processing a base station’s data), which reduces the number of ground control points needed but does not replace them for checking.</li></ul><p>In Poland results are usually given in the PL-2000 system (large-scale maps) or PL-1992, and heights in PL-EVRF2007-NH.</p>',
          ),
        ],
      },
      {
        title: 'Orthophoto, models and accuracy checks',
        segments: [
          text(
            '<h2>What processing produces</h2><ul><li>A <strong>point cloud</strong> – millions of points with position and colour (LAS/LAZ export).</li><li>A <strong>DSM</strong> – digital surface model (with buildings and vegetation) and a <strong>DTM</strong> – the bare terrain once objects are filtered out.</li><li>An <strong>orthophoto map</strong> – an image free of perspective distortion, to scale (GeoTIFF export for GIS).</li></ul><p>You state the accuracy as the root mean square error (RMSE) on the check points. A map for design purposes and other work for the state geodetic resource is made by a licensed surveyor – the drone flight is then one of their measuring tools.</p>',
          ),
          {
            type: 'FILE',
            media: 'checklistEn',
            caption: 'Pre-flight checklist (A1/A3) – add the control point survey and camera settings to it',
          },
        ],
        quiz: [
          {
            q: 'What are check points for?',
            a: [
              ['To check the accuracy of the result independently', true],
              ['To steer the drone during the mission', false],
              ['To increase the image overlap', false],
            ],
          },
          {
            q: 'How does a DTM differ from a DSM?',
            a: [
              ['A DTM describes the bare terrain, a DSM buildings and vegetation too', true],
              ['A DTM is an orthophoto at 1:500', false],
            ],
          },
          {
            q: 'In what format do you usually hand an orthophoto to a GIS?',
            a: [
              ['GeoTIFF', true],
              ['MP3', false],
              ['DOCX', false],
            ],
          },
        ],
      },
    ],
  },
];
