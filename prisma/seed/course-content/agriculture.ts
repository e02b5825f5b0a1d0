// Demo content of the precision agriculture course, PL and EN: multispectral imaging and
// vegetation indices, then prescription maps and the rules for spraying and spreading from drones
// (Regulation (EU) 2019/947, Article 4; Directive 2009/128/EC, Article 9).
import { text, type SubjectSeed } from './model.ts';

export const AGRICULTURE_PL: SubjectSeed[] = [
  {
    title: 'Kamery multispektralne i indeksy roślinności',
    lessons: [
      {
        title: 'Jak roślina odbija światło',
        segments: [
          text(
            '<h2>Widmo zdrowego liścia</h2><p>Chlorofil pochłania światło czerwone i niebieskie, a struktura liścia silnie odbija <strong>bliską podczerwień</strong> (NIR). Roślina w stresie – z niedoboru wody, azotu albo z powodu choroby – odbija mniej NIR i więcej czerwieni, często zanim zmiana będzie widoczna gołym okiem.</p><p>Kamera multispektralna rejestruje osobno wąskie pasma: zielone, czerwone, <strong>red edge</strong> (krawędź czerwieni, ok. 720 nm) i NIR. Z nich oblicza się indeksy roślinności dla każdego piksela pola.</p>',
          ),
          {
            type: 'IMAGE',
            media: 'zonesMap',
            caption: 'Pola często leżą blisko lotnisk i stref R – przed nalotem sprawdź mapę stref',
          },
        ],
      },
      {
        title: 'NDVI, NDRE i kalibracja',
        segments: [
          text(
            '<h2>Indeksy</h2><p><strong>NDVI = (NIR − czerwień) ÷ (NIR + czerwień)</strong>. Przyjmuje wartości od −1 do 1: gęsta, zdrowa roślinność ma zwykle 0,6–0,9, goła gleba ok. 0,1–0,2, a woda wartości ujemne. W gęstym łanie NDVI się „nasyca”, dlatego w późniejszych fazach stosuje się <strong>NDRE</strong>, w którym czerwień zastępuje pasmo red edge.</p><p>Żeby porównywać naloty między dniami, kalibruj dane radiometrycznie: zdjęcie panelu kalibracyjnego przed lotem i po nim oraz czujnik nasłonecznienia na dronie. Lataj w okolicach południa, przy stałym oświetleniu.</p>',
          ),
          { type: 'AUDIO', media: 'audio', caption: 'Umówiony sygnał dla pomocnika na polu: dron zaraz wystartuje' },
        ],
        quiz: [
          {
            q: 'Jak obliczysz NDVI?',
            a: [
              ['(NIR − czerwień) ÷ (NIR + czerwień)', true],
              ['(czerwień − zieleń) ÷ NIR', false],
              ['NIR × czerwień', false],
            ],
          },
          {
            q: 'Jaką wartość NDVI ma zwykle gęsta, zdrowa roślinność?',
            a: [
              ['Ok. 0,6–0,9', true],
              ['Poniżej zera', false],
              ['Ok. 0,1', false],
            ],
          },
          {
            q: 'Po co fotografujesz panel kalibracyjny przed lotem i po nim?',
            a: [
              ['Aby dane z różnych dni i przy różnym oświetleniu były porównywalne', true],
              ['Aby zwiększyć zasięg łącza drona', false],
            ],
          },
        ],
      },
    ],
  },
  {
    title: 'Od mapy do zabiegu',
    lessons: [
      {
        title: 'Mapy aplikacyjne',
        segments: [
          { type: 'VIDEO', media: 'video', caption: 'Start i zawis kontrolny przed nalotem nad polem' },
          text(
            '<h2>Zmienne dawkowanie (VRA)</h2><p>Mapę indeksu dzielisz na strefy o podobnym stanie roślin i dla każdej ustalasz dawkę nawozu lub środka. Zanim to zrobisz, sprawdź strefy w terenie: niski NDVI może oznaczać niedobór azotu, ale też podmokłe miejsce, uszkodzenia od zwierzyny czy błąd siewu.</p><p>Gotową <strong>mapę aplikacyjną</strong> eksportujesz w formacie, który przyjmuje terminal ciągnika (np. shapefile lub ISO-XML dla ISOBUS), a rozsiewacz czy opryskiwacz zmienia dawkę według pozycji GNSS.</p>',
          ),
        ],
      },
      {
        title: 'Opryski i rozsiew z drona: przepisy',
        segments: [
          text(
            '<h2>Zrzut to już kategoria szczególna</h2><p>W kategorii otwartej dron nie może przewozić towarów niebezpiecznych ani <strong>niczego zrzucać</strong> (art. 4 rozporządzenia 2019/947). Oprysk, rozsiew nawozu czy wysiew poplonu wymagają więc lotu w kategorii szczególnej – zwykle na podstawie zezwolenia Prezesa ULC po ocenie ryzyka. Drony rolnicze z pełnym zbiornikiem często ważą też ponad 25 kg.</p><p>Dla środków ochrony roślin obowiązują dodatkowo przepisy rolne: dyrektywa 2009/128/WE (art. 9) co do zasady zakazuje opryskiwania z powietrza i pozwala na nie tylko na warunkach krajowych odstępstw. Przed zabiegiem sprawdź aktualne przepisy ustawy o środkach ochrony roślin i etykietę środka. Znoszenie cieczy ogranicza mała wysokość nad łanem i lot przy słabym wietrze.</p>',
          ),
          {
            type: 'FILE',
            media: 'checklistPl',
            caption: 'Lista kontrolna przed lotem (A1/A3) – uzupełnij ją o punkty zabiegu: zbiornik, dysze, wiatr',
          },
        ],
        quiz: [
          {
            q: 'Czy w kategorii otwartej wolno zrzucać z drona nawóz lub nasiona?',
            a: [
              ['Nie, zrzut czegokolwiek wymaga kategorii szczególnej', true],
              ['Tak, jeśli dron waży mniej niż 25 kg', false],
              ['Tak, nad własnym polem', false],
            ],
          },
          {
            q: 'Co może oznaczać strefa niskiego NDVI na mapie pola?',
            a: [
              ['Niedobór azotu', true],
              ['Podmokłe miejsce lub uszkodzenia od zwierzyny', true],
              ['Zawsze błąd kamery', false],
            ],
          },
          {
            q: 'Co ogranicza znoszenie cieczy podczas oprysku?',
            a: [
              ['Mała wysokość nad łanem i słaby wiatr', true],
              ['Jak największa wysokość lotu', false],
            ],
          },
        ],
      },
    ],
  },
];

export const AGRICULTURE_EN: SubjectSeed[] = [
  {
    title: 'Multispectral cameras and vegetation indices',
    lessons: [
      {
        title: 'How plants reflect light',
        segments: [
          text(
            '<h2>The spectrum of a healthy leaf</h2><p>Chlorophyll absorbs red and blue light, and the leaf’s structure strongly reflects <strong>near infrared</strong> (NIR). A plant under stress – from lack of water or nitrogen, or from disease – reflects less NIR and more red, often before the change is visible to the eye.</p><p>A multispectral camera records narrow bands separately: green, red, <strong>red edge</strong> (about 720 nm) and NIR. Vegetation indices are computed from them for every pixel of the field.</p>',
          ),
          {
            type: 'IMAGE',
            media: 'zonesMap',
            caption: 'Fields often lie near airports and R areas – check the zone map before the flight',
          },
        ],
      },
      {
        title: 'NDVI, NDRE and calibration',
        segments: [
          text(
            '<h2>Indices</h2><p><strong>NDVI = (NIR − red) ÷ (NIR + red)</strong>. It ranges from −1 to 1: dense, healthy vegetation usually has 0.6–0.9, bare soil about 0.1–0.2 and water negative values. In a dense crop NDVI “saturates”, so in later growth stages <strong>NDRE</strong> is used, with the red edge band in place of red.</p><p>To compare flights from different days, calibrate the data radiometrically: a photo of the calibration panel before and after the flight, and the sunlight sensor on the drone. Fly around midday, in steady light.</p>',
          ),
          {
            type: 'AUDIO',
            media: 'audio',
            caption: 'The agreed signal for the helper in the field: the drone is about to take off',
          },
        ],
        quiz: [
          {
            q: 'How do you compute NDVI?',
            a: [
              ['(NIR − red) ÷ (NIR + red)', true],
              ['(red − green) ÷ NIR', false],
              ['NIR × red', false],
            ],
          },
          {
            q: 'What NDVI does dense, healthy vegetation usually have?',
            a: [
              ['About 0.6–0.9', true],
              ['Below zero', false],
              ['About 0.1', false],
            ],
          },
          {
            q: 'Why do you photograph the calibration panel before and after the flight?',
            a: [
              ['So that data from different days and light are comparable', true],
              ['To extend the drone’s link range', false],
            ],
          },
        ],
      },
    ],
  },
  {
    title: 'From the map to the treatment',
    lessons: [
      {
        title: 'Prescription maps',
        segments: [
          { type: 'VIDEO', media: 'video', caption: 'Take-off and a check hover before flying over the field' },
          text(
            '<h2>Variable rate application (VRA)</h2><p>You divide the index map into zones of similar crop condition and set a rate of fertiliser or product for each. Before you do, check the zones on the ground: a low NDVI can mean lack of nitrogen, but also a waterlogged spot, game damage or a sowing error.</p><p>You export the finished <strong>prescription map</strong> in a format the tractor terminal accepts (e.g. shapefile or ISO-XML for ISOBUS), and the spreader or sprayer changes the rate by its GNSS position.</p>',
          ),
        ],
      },
      {
        title: 'Spraying and spreading with drones: the rules',
        segments: [
          text(
            '<h2>Dropping anything means the specific category</h2><p>In the open category a drone may not carry dangerous goods or <strong>drop any material</strong> (Article 4 of Regulation 2019/947). Spraying, spreading fertiliser or sowing a cover crop therefore needs a flight in the specific category – usually under an authorisation from the President of the ULC after a risk assessment. Agricultural drones with a full tank also often weigh over 25 kg.</p><p>Plant protection products are also governed by farming law: Directive 2009/128/EC (Article 9) prohibits aerial spraying in principle and allows it only under national derogations. Before a treatment check the current Polish plant protection products act and the product’s label. Low height above the crop and light wind limit spray drift.</p>',
          ),
          {
            type: 'FILE',
            media: 'checklistEn',
            caption: 'Pre-flight checklist (A1/A3) – extend it with the treatment items: tank, nozzles, wind',
          },
        ],
        quiz: [
          {
            q: 'May a drone drop fertiliser or seed in the open category?',
            a: [
              ['No, dropping anything needs the specific category', true],
              ['Yes, if the drone weighs less than 25 kg', false],
              ['Yes, over your own field', false],
            ],
          },
          {
            q: 'What can a zone of low NDVI on a field map mean?',
            a: [
              ['Lack of nitrogen', true],
              ['A waterlogged spot or game damage', true],
              ['Always a camera error', false],
            ],
          },
          {
            q: 'What limits spray drift?',
            a: [
              ['Low height above the crop and light wind', true],
              ['Flying as high as possible', false],
            ],
          },
        ],
      },
    ],
  },
];
