// Demo content of the UAS instructor course, PL and EN: teaching methods (objectives, briefing,
// demonstration, debriefing), then the safety of training flights, assessment and training records.
import { text, type SubjectSeed } from './model.ts';

export const INSTRUCTOR_PL: SubjectSeed[] = [
  {
    title: 'Metodyka szkolenia',
    lessons: [
      {
        title: 'Cele szkolenia i struktura zajęć',
        segments: [
          text(
            '<h2>Od celu do ćwiczenia</h2><p>Dorośli uczą się najlepiej, gdy wiedzą, po co się uczą, i mogą oprzeć się na własnym doświadczeniu. Każde zajęcia zaczynaj od <strong>celu</strong> sformułowanego tak, by dało się go sprawdzić: nie „kursant umie zawisać”, lecz „kursant utrzymuje zawis w kwadracie 2 × 2 m przez 30 s przy wietrze do 5 m/s”.</p><p>Zajęcia praktyczne prowadź w stałym porządku:</p><ol><li>objaśnienie – co i dlaczego;</li><li>pokaz instruktora;</li><li>ćwiczenie kursanta pod nadzorem;</li><li>omówienie i kolejne powtórzenie.</li></ol>',
          ),
          {
            type: 'IMAGE',
            media: 'heightDiagram',
            caption: 'Rysunek do odprawy: limit 120 m i lot VLOS łatwiej wytłumaczyć na schemacie niż słowami',
          },
        ],
      },
      {
        title: 'Odprawa i omówienie lotu',
        segments: [
          text(
            '<h2>Przed lotem i po nim</h2><p><strong>Odprawa</strong> przed lotem: cel i przebieg ćwiczenia, granice obszaru, limity pogodowe, sygnały i sposób przejęcia sterowania przez instruktora, działanie w sytuacji awaryjnej. Kursant powtarza najważniejsze ustalenia własnymi słowami.</p><p><strong>Omówienie</strong> po locie zaczynaj od samooceny kursanta. Potem wskaż, co wyszło dobrze, i jedną–dwie rzeczy do poprawy z konkretnym sposobem ćwiczenia. Oceniaj wykonanie, nie osobę, i opieraj się na tym, co obaj widzieliście – zapis lotu czy telemetria bardzo w tym pomagają.</p>',
          ),
          {
            type: 'AUDIO',
            media: 'audio',
            caption: 'Sygnał zakończenia ćwiczenia – znaczenie każdego sygnału ustalasz z kursantem na odprawie',
          },
        ],
        quiz: [
          {
            q: 'Który cel szkolenia da się obiektywnie sprawdzić?',
            a: [
              ['Kursant utrzymuje zawis w kwadracie 2 × 2 m przez 30 s', true],
              ['Kursant dobrze czuje drona', false],
              ['Kursant umie latać', false],
            ],
          },
          {
            q: 'Od czego zaczynasz omówienie lotu?',
            a: [
              ['Od samooceny kursanta', true],
              ['Od listy wszystkich błędów', false],
              ['Od oceny końcowej kursu', false],
            ],
          },
          {
            q: 'Co ustalasz na odprawie przed lotem szkoleniowym?',
            a: [
              ['Sposób przejęcia sterowania przez instruktora', true],
              ['Granice obszaru i limity pogodowe', true],
              ['Nic, odprawa dotyczy tylko egzaminu', false],
            ],
          },
        ],
      },
    ],
  },
  {
    title: 'Bezpieczeństwo, ocena i dokumentacja',
    lessons: [
      {
        title: 'Bezpieczeństwo zajęć praktycznych',
        segments: [
          {
            type: 'VIDEO',
            media: 'video',
            caption: 'Ćwiczenie startu i zawisu: instruktor stoi obok kursanta, gotowy przejąć sterowanie',
          },
          text(
            '<h2>Instruktor zawsze może przejąć lot</h2><ul><li>Stój obok kursanta i korzystaj z trybu nauczyciel–uczeń (druga aparatura) albo ustal, jak w ułamku sekundy przejmiesz sterowanie.</li><li>Przekazanie sterowania potwierdzają słownie obie strony, np. „Przejmuję” – „Oddaję”; nikt nie puszcza drążków bez potwierdzenia.</li><li>Dla kursantów ustal niższe limity wiatru niż dla siebie i wyznacz strefę ćwiczeń z dala od osób postronnych i przeszkód.</li><li>Ćwiczenia sytuacji awaryjnych (np. lądowanie bez GNSS) zaczynaj na małej wysokości, nad miękkim terenem.</li></ul>',
          ),
        ],
      },
      {
        title: 'Ocena umiejętności i dokumentacja szkolenia',
        segments: [
          text(
            '<h2>Ocena według jawnych kryteriów</h2><p>Kursant przed egzaminem zna zadania i tolerancje (np. wysokość ± 1 m, lądowanie w polu 1 × 1 m). Każdego oceniasz według tych samych kryteriów; wynik zadania to „zaliczone” albo „do powtórzenia” z opisem, czego zabrakło.</p><p>Podmiot szkolący prowadzi <strong>dokumentację szkolenia</strong>: program, dziennik zajęć z wykonanymi ćwiczeniami i czasem lotów, wyniki sprawdzianów i podpisy instruktorów. Dokumentacja musi pozwalać odtworzyć przebieg szkolenia każdego kursanta – to ją sprawdza ULC w ramach nadzoru.</p>',
          ),
          {
            type: 'FILE',
            media: 'checklistPl',
            caption:
              'Lista kontrolna przed lotem (A1/A3) – naucz kursanta przechodzić ją samodzielnie przed każdym lotem',
          },
        ],
        quiz: [
          {
            q: 'Jak potwierdza się przekazanie sterowania między instruktorem a kursantem?',
            a: [
              ['Słownie, przez obie strony', true],
              ['Wystarczy, że instruktor dotknie aparatury', false],
            ],
          },
          {
            q: 'Jakie limity wiatru ustalasz dla kursantów?',
            a: [
              ['Niższe niż dla doświadczonego pilota', true],
              ['Takie same jak maksymalny limit producenta', false],
            ],
          },
          {
            q: 'Do czego służy dokumentacja szkolenia?',
            a: [
              ['Pozwala odtworzyć przebieg szkolenia każdego kursanta', true],
              ['Zastępuje egzamin praktyczny', false],
              ['Jest potrzebna tylko do faktury', false],
            ],
          },
        ],
      },
    ],
  },
];

export const INSTRUCTOR_EN: SubjectSeed[] = [
  {
    title: 'Teaching methods',
    lessons: [
      {
        title: 'Training objectives and lesson structure',
        segments: [
          text(
            '<h2>From objective to exercise</h2><p>Adults learn best when they know why they are learning and can build on their own experience. Start every lesson with an <strong>objective</strong> phrased so that it can be checked: not “the trainee can hover” but “the trainee holds a hover within a 2 × 2 m square for 30 s in wind up to 5 m/s”.</p><p>Run practical lessons in a fixed order:</p><ol><li>explanation – what and why;</li><li>the instructor’s demonstration;</li><li>the trainee’s exercise under supervision;</li><li>debriefing and another repetition.</li></ol>',
          ),
          {
            type: 'IMAGE',
            media: 'heightDiagram',
            caption: 'A briefing drawing: the 120 m limit and VLOS are easier to explain on a diagram than in words',
          },
        ],
      },
      {
        title: 'Briefing and debriefing',
        segments: [
          text(
            '<h2>Before and after the flight</h2><p>The <strong>briefing</strong> before the flight covers the exercise’s goal and sequence, the area’s limits, the weather limits, the signals and how the instructor takes over control, and what to do in an emergency. The trainee repeats the key points in their own words.</p><p>Start the <strong>debriefing</strong> after the flight with the trainee’s self-assessment. Then point out what went well and one or two things to improve, with a concrete way to practise them. Assess the performance, not the person, and rely on what you both saw – a flight recording or telemetry helps a lot.</p>',
          ),
          {
            type: 'AUDIO',
            media: 'audio',
            caption: 'End-of-exercise signal – agree what each signal means with the trainee at the briefing',
          },
        ],
        quiz: [
          {
            q: 'Which training objective can be checked objectively?',
            a: [
              ['The trainee holds a hover within a 2 × 2 m square for 30 s', true],
              ['The trainee has a good feel for the drone', false],
              ['The trainee can fly', false],
            ],
          },
          {
            q: 'How do you start a debriefing?',
            a: [
              ['With the trainee’s self-assessment', true],
              ['With a list of every mistake', false],
              ['With the final course grade', false],
            ],
          },
          {
            q: 'What do you agree on at the briefing before a training flight?',
            a: [
              ['How the instructor takes over control', true],
              ['The area’s limits and the weather limits', true],
              ['Nothing, briefings are only for exams', false],
            ],
          },
        ],
      },
    ],
  },
  {
    title: 'Safety, assessment and records',
    lessons: [
      {
        title: 'Safety of practical lessons',
        segments: [
          {
            type: 'VIDEO',
            media: 'video',
            caption: 'Take-off and hover exercise: the instructor stands next to the trainee, ready to take control',
          },
          text(
            '<h2>The instructor can always take over</h2><ul><li>Stand next to the trainee and use a trainer–student mode (a second controller), or agree how you take control in a split second.</li><li>Both sides confirm a handover aloud – “I have control” – “You have control”; nobody lets go of the sticks without the confirmation.</li><li>Set lower wind limits for trainees than for yourself, and mark out an exercise area away from uninvolved people and obstacles.</li><li>Start emergency exercises (e.g. landing without GNSS) at a low height, over soft ground.</li></ul>',
          ),
        ],
      },
      {
        title: 'Skill assessment and training records',
        segments: [
          text(
            '<h2>Assessment by published criteria</h2><p>Before the test the trainee knows the tasks and the tolerances (e.g. height ± 1 m, landing within a 1 × 1 m box). You assess everyone by the same criteria; a task’s result is “passed” or “to repeat”, with a description of what was missing.</p><p>The training organisation keeps <strong>training records</strong>: the programme, a log of lessons with the exercises done and the flight time, test results and the instructors’ signatures. The records must let anyone reconstruct each trainee’s training – they are what the ULC checks in its oversight.</p>',
          ),
          {
            type: 'FILE',
            media: 'checklistEn',
            caption: 'Pre-flight checklist (A1/A3) – teach the trainee to go through it alone before every flight',
          },
        ],
        quiz: [
          {
            q: 'How is a handover of control between instructor and trainee confirmed?',
            a: [
              ['Aloud, by both sides', true],
              ['It is enough for the instructor to touch the controller', false],
            ],
          },
          {
            q: 'What wind limits do you set for trainees?',
            a: [
              ['Lower than for an experienced pilot', true],
              ['The same as the manufacturer’s maximum', false],
            ],
          },
          {
            q: 'What are training records for?',
            a: [
              ['They let anyone reconstruct each trainee’s training', true],
              ['They replace the practical exam', false],
              ['They are only needed for the invoice', false],
            ],
          },
        ],
      },
    ],
  },
];
