// Demo exams (issue 10): a question bank for every course with an exam (Polish questions for the
// Polish courses, English ones for the English courses: open-category rules for every course,
// specific-category scenarios on top for the NSTS/STS, instructor and UAVO courses), the demo
// instructor's work slots around the seeding day (three past dates with the student's practice
// and exams, exam and practice dates over the next three weeks) and the demo student's history.
// Every row is one the product's rules could have made (exams contract, "Rules"), in the order
// they would have been made:
//
// - the Polish A2 course (FULL, theory finished 30 days ago, prisma/seed/learning.ts): practice
//   booked after the theory and confirmed by the instructor with its access code 22 days ago,
//   then the exam booked (practice confirmed, all quizzes passed, pilot data filled in) and
//   VERIFIED as passed 13 days ago, which issued the course's certificate at that verification;
// - the English A1/A3 course (THEORETICAL, every quiz passed, theory finished 16 days ago): a
//   first try VERIFIED as not passed 8 days ago (two tries left) and the second try booked
//   (REGISTER) yesterday on a date five days ahead, still cancellable, "new" for the instructor;
// - the thermal-inspections course (FULL, without an exam, finished with its certificate,
//   prisma/seed/certificates.ts): its practice booked (UNFINISHED) with its access code on a
//   practice date three days ahead;
// - the Polish A1/A3 and English A2 courses (bought, quizzes not all passed) have no exam: their
//   exam registration shows 'Pass all tests to register for an exam'.
//
// Nothing here is random: the same seeding gives the same questions, order of answers, chosen
// answers and access codes; times follow the seeding day (Warsaw local hours) as the other seeds'.
import type { Prisma, PrismaClient } from '../../server/generated/prisma/client.ts';
import type { Language, WorkSlotKind } from '../../server/generated/prisma/enums.ts';
import { issueCourseCertificate } from '../../server/modules/learning/certificates/service.ts';
import { WORK_SLOT_MINUTES } from '../../server/contract/policies.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;
const SLOT_MINUTES: Record<WorkSlotKind, number> = WORK_SLOT_MINUTES;

export const EXAM_SEED_INSTRUCTOR = 'instructor@example.com';
export const EXAM_SEED_STUDENT = 'student@example.com';
/** The student's FULL course: practice confirmed, then the exam passed (with its certificate). */
export const EXAM_SEED_PASSED_COURSE = 'Kurs A2 CofC – loty bliżej ludzi';
/** The student's course with a failed first try and a booked second one. */
export const EXAM_SEED_RETRY_COURSE = 'A1/A3 online course – open category';
/** The student's finished FULL course without an exam, its practice booked ahead. */
export const EXAM_SEED_PRACTICE_COURSE = 'Inspekcje termowizyjne z drona';
/** The student's course part-way, whose exam registration shows the quizzes blocker. */
export const EXAM_SEED_BLOCKED_COURSE = 'Kurs A1/A3 online – kategoria otwarta';
/** The access code of the student's booked exercise (the instructor types it in to confirm). */
export const EXAM_SEED_ACCESS_CODE = '318274';
/** The access code of the student's confirmed exercise (typed in by the instructor then). */
export const EXAM_SEED_CONFIRMED_ACCESS_CODE = '604219';

interface QuestionSeed {
  q: string;
  /** Answers in order; `true` marks a correct one (at least one per question). */
  a: [string, boolean][];
}

// ───────────────────────────── Question banks ─────────────────────────────

/** Open-category rules (Commission Implementing Regulation (EU) 2019/947 and 2019/945), in Polish. */
const OPEN_PL: QuestionSeed[] = [
  {
    q: 'Jaka jest maksymalna wysokość lotu w kategorii otwartej?',
    a: [
      ['120 m od najbliższego punktu powierzchni ziemi', true],
      ['150 m nad poziomem morza', false],
      ['100 m nad miejscem startu', false],
      ['Nie ma limitu, jeśli dron jest w zasięgu wzroku', false],
    ],
  },
  {
    q: 'Jaka może być maksymalna masa startowa drona w kategorii otwartej?',
    a: [
      ['Mniejsza niż 25 kg', true],
      ['Mniejsza niż 4 kg', false],
      ['Mniejsza niż 150 kg', false],
    ],
  },
  {
    q: 'Kiedy operator drona musi zarejestrować się w systemie ULC? Zaznacz wszystkie poprawne odpowiedzi.',
    a: [
      ['Gdy dron ma masę 250 g lub większą', true],
      ['Gdy dron ma kamerę zdolną do rejestrowania danych osobowych i nie jest zabawką', true],
      ['Tylko gdy lata zarobkowo', false],
      ['Tylko gdy lata poza zasięgiem wzroku', false],
    ],
  },
  {
    q: 'Gdzie należy umieścić numer rejestracyjny operatora?',
    a: [
      ['Na każdym dronie, którym operator wykonuje loty, w widocznym miejscu', true],
      ['Tylko w dzienniku lotów', false],
      ['Na kontrolerze pilota zamiast na dronie', false],
    ],
  },
  {
    q: 'Dronami których klas wolno latać w podkategorii A1? Zaznacz wszystkie poprawne odpowiedzi.',
    a: [
      ['C0', true],
      ['C1', true],
      ['C2', false],
      ['C3', false],
    ],
  },
  {
    q: 'Jaka jest maksymalna masa startowa drona klasy C0?',
    a: [
      ['Mniej niż 250 g', true],
      ['Mniej niż 900 g', false],
      ['Mniej niż 4 kg', false],
    ],
  },
  {
    q: 'W jakiej podkategorii lata się dronami klas C3 i C4?',
    a: [
      ['A3', true],
      ['A1', false],
      ['A2', false],
    ],
  },
  {
    q: 'Jaką minimalną odległość od terenów mieszkalnych, handlowych, przemysłowych i rekreacyjnych trzeba zachować w podkategorii A3?',
    a: [
      ['150 m', true],
      ['50 m', false],
      ['30 m', false],
      ['5 m', false],
    ],
  },
  {
    q: 'Dron klasy C2 w podkategorii A2 z włączonym trybem niskiej prędkości: jak blisko osób niezaangażowanych wolno nim latać?',
    a: [
      ['Nie bliżej niż 5 m w poziomie', true],
      ['Nie bliżej niż 30 m w poziomie', false],
      ['Bezpośrednio nad nimi', false],
    ],
  },
  {
    q: 'Czy w kategorii otwartej wolno przelatywać nad zgromadzeniami ludzi?',
    a: [
      ['Nie, nigdy', true],
      ['Tak, dronem klasy C0', false],
      ['Tak, jeśli lot trwa krócej niż minutę', false],
    ],
  },
  {
    q: 'Co oznacza lot w zasięgu wzroku (VLOS)?',
    a: [
      ['Pilot utrzymuje stały kontakt wzrokowy z dronem bez pomocy przyrządów', true],
      ['Pilot steruje wyłącznie na podstawie obrazu z kamery (FPV)', false],
      ['Dron leci poza zasięgiem wzroku, a pilota wspiera obserwator', false],
    ],
  },
  {
    q: 'Jak daleko od pilota może oddalić się dron w trybie „follow me” w kategorii otwartej?',
    a: [
      ['Do 50 m', true],
      ['Do 120 m', false],
      ['Do 500 m', false],
    ],
  },
  {
    q: 'Planujesz lot w nowym miejscu. Co sprawdzasz przed startem? Zaznacz wszystkie poprawne odpowiedzi.',
    a: [
      ['Mapę stref geograficznych (np. CTR, strefy P i R)', true],
      ['Prognozę pogody, w tym wiatr na wysokości lotu', true],
      ['Kolor obudowy drona', false],
    ],
  },
  {
    q: 'Czym jest strefa CTR?',
    a: [
      ['Strefą kontrolowaną lotniska, w której lot wymaga zgody służb ruchu lotniczego', true],
      ['Strefą, w której loty dronów są zawsze dozwolone bez ograniczeń', false],
      ['Centrum szkolenia pilotów dronów', false],
    ],
  },
  {
    q: 'Zbliża się załogowy statek powietrzny. Co robisz?',
    a: [
      ['Ustępuję mu pierwszeństwa: obniżam lot i odsuwam drona z jego drogi', true],
      ['Kontynuuję lot, bo dron jest mniejszy', false],
      ['Wznoszę się, żeby pilot mnie zobaczył', false],
    ],
  },
  {
    q: 'Jak niska temperatura wpływa na akumulator litowo-polimerowy drona?',
    a: [
      ['Zmniejsza dostępną pojemność i skraca czas lotu', true],
      ['Wydłuża czas lotu', false],
      ['Nie ma wpływu', false],
    ],
  },
  {
    q: 'Które czynności są zabronione w kategorii otwartej? Zaznacz wszystkie poprawne odpowiedzi.',
    a: [
      ['Przewożenie towarów niebezpiecznych', true],
      ['Zrzucanie jakichkolwiek materiałów z drona', true],
      ['Lot w zasięgu wzroku na wysokości 50 m', false],
    ],
  },
  {
    q: 'Wysoki indeks aktywności geomagnetycznej Kp w dniu lotu oznacza przede wszystkim:',
    a: [
      ['Możliwe zakłócenia odbioru GNSS i niedokładne utrzymywanie pozycji', true],
      ['Silniejsze opady deszczu', false],
      ['Dłuższy czas pracy akumulatora', false],
    ],
  },
];

const OPEN_EN: QuestionSeed[] = [
  {
    q: 'What is the maximum height of a flight in the open category?',
    a: [
      ['120 m from the closest point of the surface of the earth', true],
      ['150 m above mean sea level', false],
      ['100 m above the take-off point', false],
      ['No limit while the drone is in sight', false],
    ],
  },
  {
    q: 'What may the maximum take-off mass of a drone in the open category be?',
    a: [
      ['Less than 25 kg', true],
      ['Less than 4 kg', false],
      ['Less than 150 kg', false],
    ],
  },
  {
    q: 'When must a drone operator register with the civil aviation authority? Mark every correct answer.',
    a: [
      ['When the drone has a mass of 250 g or more', true],
      ['When the drone has a camera able to capture personal data and is not a toy', true],
      ['Only when flying commercially', false],
      ['Only when flying beyond visual line of sight', false],
    ],
  },
  {
    q: 'Where must the operator registration number be displayed?',
    a: [
      ['Visibly on every drone the operator flies', true],
      ['Only in the flight log', false],
      ['On the remote controller instead of the drone', false],
    ],
  },
  {
    q: 'Which class-marked drones may be flown in subcategory A1? Mark every correct answer.',
    a: [
      ['C0', true],
      ['C1', true],
      ['C2', false],
      ['C3', false],
    ],
  },
  {
    q: 'What is the maximum take-off mass of a class C0 drone?',
    a: [
      ['Less than 250 g', true],
      ['Less than 900 g', false],
      ['Less than 4 kg', false],
    ],
  },
  {
    q: 'In which subcategory are class C3 and C4 drones flown?',
    a: [
      ['A3', true],
      ['A1', false],
      ['A2', false],
    ],
  },
  {
    q: 'What minimum distance from residential, commercial, industrial and recreational areas applies in subcategory A3?',
    a: [
      ['150 m', true],
      ['50 m', false],
      ['30 m', false],
      ['5 m', false],
    ],
  },
  {
    q: 'A class C2 drone in subcategory A2 with low-speed mode on: how close to uninvolved people may it fly?',
    a: [
      ['No closer than 5 m horizontally', true],
      ['No closer than 30 m horizontally', false],
      ['Directly over them', false],
    ],
  },
  {
    q: 'May you fly over assemblies of people in the open category?',
    a: [
      ['No, never', true],
      ['Yes, with a class C0 drone', false],
      ['Yes, if the flight lasts less than a minute', false],
    ],
  },
  {
    q: 'What does flying within visual line of sight (VLOS) mean?',
    a: [
      ['The remote pilot keeps continuous unaided visual contact with the drone', true],
      ['The pilot flies only by the camera feed (FPV)', false],
      ['The drone flies out of sight while an observer helps the pilot', false],
    ],
  },
  {
    q: 'How far from the remote pilot may a drone in follow-me mode be in the open category?',
    a: [
      ['Up to 50 m', true],
      ['Up to 120 m', false],
      ['Up to 500 m', false],
    ],
  },
  {
    q: 'You plan a flight at a new site. What do you check before take-off? Mark every correct answer.',
    a: [
      ['The map of geographical zones (e.g. CTR, P and R areas)', true],
      ['The weather forecast, including the wind at flight height', true],
      ['The colour of the drone', false],
    ],
  },
  {
    q: 'What is a CTR?',
    a: [
      ["An aerodrome's control zone, where a flight needs air traffic control permission", true],
      ['A zone where drone flights are always allowed without limits', false],
      ['A drone pilot training centre', false],
    ],
  },
  {
    q: 'A manned aircraft is approaching. What do you do?',
    a: [
      ['Give way: descend and move the drone out of its path', true],
      ['Carry on, the drone is smaller', false],
      ['Climb so that its pilot can see the drone', false],
    ],
  },
  {
    q: "How does a low temperature affect a drone's lithium-polymer battery?",
    a: [
      ['It reduces the available capacity and shortens the flight', true],
      ['It lengthens the flight', false],
      ['It has no effect', false],
    ],
  },
  {
    q: 'Which are forbidden in the open category? Mark every correct answer.',
    a: [
      ['Carrying dangerous goods', true],
      ['Dropping any material from the drone', true],
      ['Flying within visual line of sight at 50 m', false],
    ],
  },
  {
    q: 'A high geomagnetic activity index (Kp) on the day of a flight mainly means:',
    a: [
      ['Possible GNSS disturbances and less accurate position holding', true],
      ['Heavier rain', false],
      ['A longer battery life', false],
    ],
  },
];

/** Specific category: standard scenarios (STS, NSTS) and operational authorisations, in Polish. */
const SPECIFIC_PL: QuestionSeed[] = [
  {
    q: 'Kto ustanowił krajowe scenariusze standardowe NSTS-01 do NSTS-08?',
    a: [
      ['Prezes Urzędu Lotnictwa Cywilnego', true],
      ['Agencja Unii Europejskiej ds. Bezpieczeństwa Lotniczego (EASA)', false],
      ['Organizacja Międzynarodowego Lotnictwa Cywilnego (ICAO)', false],
    ],
  },
  {
    q: 'Co operator składa przed rozpoczęciem operacji w scenariuszu standardowym STS?',
    a: [
      ['Deklarację operacyjną', true],
      ['Nic, scenariusz standardowy nie wymaga żadnych dokumentów', false],
      ['Plan lotu ICAO przed każdym lotem', false],
    ],
  },
  {
    q: 'Drony której klasy używa się w scenariuszu STS-01 (VLOS nad kontrolowanym obszarem naziemnym w środowisku zaludnionym)?',
    a: [
      ['C5', true],
      ['C6', false],
      ['C0', false],
    ],
  },
  {
    q: 'Czym jest kontrolowany obszar naziemny?',
    a: [
      ['Obszarem, na którym przebywają wyłącznie osoby zaangażowane w operację', true],
      ['Dowolnym terenem niezabudowanym', false],
      ['Obszarem wokół lotniska kontrolowanym przez służby ruchu lotniczego', false],
    ],
  },
  {
    q: 'W scenariuszu STS-02 (BVLOS, dron klasy C6) jak daleko od pilota może lecieć dron, gdy operację wspierają obserwatorzy przestrzeni powietrznej?',
    a: [
      ['Do 2 km', true],
      ['Do 1 km', false],
      ['Do 10 km', false],
    ],
  },
  {
    q: 'Na jakiej podstawie uzyskuje się zezwolenie na operację w kategorii szczególnej poza scenariuszami standardowymi?',
    a: [
      ['Oceny ryzyka operacyjnego, np. metodą SORA', true],
      ['Samego świadectwa kompetencji A1/A3', false],
      ['Zgłoszenia lotu na policji', false],
    ],
  },
  {
    q: 'Co powinno się stać po utracie łącza dowodzenia i kontroli (C2), zgodnie z procedurami operatora? Zaznacz wszystkie poprawne odpowiedzi.',
    a: [
      ['Dron wykonuje zaprogramowaną procedurę awaryjną, np. powrót do punktu startu', true],
      ['Pilot postępuje według planu reagowania w sytuacjach awaryjnych (ERP)', true],
      ['Pilot czeka, aż dron sam wyląduje w dowolnym miejscu', false],
    ],
  },
];

const SPECIFIC_EN: QuestionSeed[] = [
  {
    q: 'Who set the national standard scenarios NSTS-01 to NSTS-08?',
    a: [
      ['The President of the Polish Civil Aviation Authority (ULC)', true],
      ['The European Union Aviation Safety Agency (EASA)', false],
      ['The International Civil Aviation Organization (ICAO)', false],
    ],
  },
  {
    q: 'What does an operator submit before operating under a standard scenario (STS)?',
    a: [
      ['An operational declaration', true],
      ['Nothing, a standard scenario needs no documents', false],
      ['An ICAO flight plan before every flight', false],
    ],
  },
  {
    q: 'Which class of drone is used in scenario STS-01 (VLOS over a controlled ground area in a populated environment)?',
    a: [
      ['C5', true],
      ['C6', false],
      ['C0', false],
    ],
  },
  {
    q: 'What is a controlled ground area?',
    a: [
      ['An area where only persons involved in the operation are present', true],
      ['Any area without buildings', false],
      ['The area around an aerodrome controlled by air traffic services', false],
    ],
  },
  {
    q: 'In scenario STS-02 (BVLOS, class C6 drone), how far from the remote pilot may the drone fly when airspace observers support the operation?',
    a: [
      ['Up to 2 km', true],
      ['Up to 1 km', false],
      ['Up to 10 km', false],
    ],
  },
  {
    q: 'On what basis is a specific-category operation outside the standard scenarios authorised?',
    a: [
      ['An operational risk assessment, e.g. with the SORA method', true],
      ['The A1/A3 proof of competence alone', false],
      ['A notice to the police', false],
    ],
  },
  {
    q: "What should happen when the command and control (C2) link is lost, under the operator's procedures? Mark every correct answer.",
    a: [
      ['The drone runs its programmed emergency procedure, e.g. return to home', true],
      ['The remote pilot follows the emergency response plan (ERP)', true],
      ['The pilot waits for the drone to land anywhere by itself', false],
    ],
  },
];

/** The bank of a course: open-category rules, plus the specific category for the other exam courses. */
export function examBankOf(course: { language: Language; category: string }): QuestionSeed[] {
  const open = course.language === 'EN' ? OPEN_EN : OPEN_PL;
  if (course.category === 'OPEN') return open;
  return [...open, ...(course.language === 'EN' ? SPECIFIC_EN : SPECIFIC_PL)];
}

// ───────────────────────────── Work slots ─────────────────────────────

const PLACE_WARSAW = 'Warszawa, ul. Lotnicza 12, sala 3';
const PLACE_AIRFIELD = 'Lądowisko szkoleniowe Warszawa-Babice, strefa A';
const ONLINE = 'https://meet.skypilot.example/egzamin';

interface SlotSeed {
  key: string;
  kind: WorkSlotKind;
  /** Warsaw calendar days from the seeding day, and the Warsaw local start time. */
  day: number;
  hour: number;
  place?: string;
  onlineLink?: string;
  capacity: number;
}

/**
 * The instructor's dates: three past dates (the student's confirmed practice, passed exam and
 * failed try), then exam dates of both lengths and practice dates over the next three weeks, from
 * the day after tomorrow so that a journey's own date today or tomorrow never overlaps them.
 */
const SLOTS: SlotSeed[] = [
  { key: 'past-exercise', kind: 'EXERCISE', day: -22, hour: 12, place: PLACE_AIRFIELD, capacity: 4 },
  { key: 'past-passed', kind: 'EXAM_60', day: -13, hour: 10, place: PLACE_WARSAW, capacity: 8 },
  { key: 'past-failed', kind: 'EXAM_60', day: -8, hour: 10, onlineLink: ONLINE, capacity: 10 },
  { key: 'exam-1', kind: 'EXAM_60', day: 2, hour: 9, place: PLACE_WARSAW, onlineLink: ONLINE, capacity: 10 },
  { key: 'exercise-booked', kind: 'EXERCISE', day: 3, hour: 12, place: PLACE_AIRFIELD, capacity: 4 },
  { key: 'exam-booked', kind: 'EXAM_60', day: 5, hour: 9, place: PLACE_WARSAW, onlineLink: ONLINE, capacity: 10 },
  { key: 'exam-120-1', kind: 'EXAM_120', day: 7, hour: 10, place: PLACE_WARSAW, capacity: 12 },
  { key: 'exercise-1', kind: 'EXERCISE', day: 9, hour: 13, place: PLACE_AIRFIELD, capacity: 4 },
  { key: 'exam-2', kind: 'EXAM_60', day: 12, hour: 9, onlineLink: ONLINE, capacity: 20 },
  { key: 'exam-120-2', kind: 'EXAM_120', day: 14, hour: 10, place: PLACE_WARSAW, onlineLink: ONLINE, capacity: 12 },
  { key: 'exercise-2', kind: 'EXERCISE', day: 16, hour: 12, place: PLACE_AIRFIELD, capacity: 6 },
  { key: 'exam-3', kind: 'EXAM_60', day: 19, hour: 9, place: PLACE_WARSAW, capacity: 10 },
  { key: 'exam-120-3', kind: 'EXAM_120', day: 21, hour: 10, onlineLink: ONLINE, capacity: 12 },
];

const warsawParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Warsaw's offset from UTC at `instant`, in milliseconds (+1 h in winter, +2 h in summer). */
function warsawOffset(instant: number): number {
  const parts = Object.fromEntries(warsawParts.formatToParts(instant).map((p) => [p.type, p.value]));
  const local = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!);
  return local - Math.floor(instant / MINUTE) * MINUTE;
}

/** The instant of `hour`:00 Warsaw time on the Warsaw calendar day `days` after `now`'s. */
export function warsawAt(now: Date, days: number, hour: number, minute = 0): Date {
  const parts = Object.fromEntries(warsawParts.formatToParts(now).map((p) => [p.type, p.value]));
  const local = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day! + days, hour, minute);
  // The offset of that local time (twice: the first guess may sit across a DST change).
  let instant = local - warsawOffset(local);
  instant = local - warsawOffset(instant);
  return new Date(instant);
}

// ───────────────────────────── The student's exams ─────────────────────────────

type ItemAnswer = { id: string; text: string; correct: boolean };

/**
 * Snapshots of drawn questions as an unlock writes them (answers in the order shown: rotated by
 * the item's position, a fixed stand-in for the shuffle) with the candidate's choices: every
 * question answered, correctly except the positions in `wrong` (there the first wrong answer).
 */
function examItems(
  questions: { id: string | null; text: string; answers: { id: string; text: string; correct: boolean }[] }[],
  wrong: ReadonlySet<number>,
  answeredFrom: Date,
): Prisma.ExamItemCreateWithoutExamInput[] {
  return questions.map((question, i) => {
    const position = i + 1;
    const shift = i % question.answers.length;
    const answers: ItemAnswer[] = [...question.answers.slice(shift), ...question.answers.slice(0, shift)].map(
      ({ id, text, correct }) => ({ id, text, correct }),
    );
    const chosen = wrong.has(position)
      ? [answers.find((a) => !a.correct)!.id]
      : answers.filter((a) => a.correct).map((a) => a.id);
    return {
      position,
      sourceQuestionId: question.id,
      text: question.text,
      answers,
      chosenAnswerIds: chosen,
      answeredAt: new Date(answeredFrom.getTime() + position * 2 * MINUTE),
    };
  });
}

/**
 * Seeds the exam banks, the instructor's dates and the student's exams (after the courses, the
 * accounts, learning and certificates). Does nothing when any exam question or work slot exists.
 * Returns the number of work slots created.
 */
export async function seedExams(prisma: PrismaClient, now = new Date()): Promise<number> {
  if ((await prisma.examQuestion.count()) > 0 || (await prisma.workSlot.count()) > 0) return 0;
  const instructor = await prisma.user.findUnique({ where: { email: EXAM_SEED_INSTRUCTOR } });
  if (!instructor) return 0;
  let created = 0;
  await prisma.$transaction(
    async (tx) => {
      // Banks: every course with an exam, in its own language.
      const courses = await tx.course.findMany({
        where: { withoutExamFlg: false, examDuration: { not: null } },
        orderBy: { createdAt: 'asc' },
        select: { id: true, language: true, category: true },
      });
      for (const course of courses) {
        for (const [i, question] of examBankOf(course).entries()) {
          await tx.examQuestion.create({
            data: {
              courseId: course.id,
              text: question.q,
              position: i + 1,
              answers: {
                create: question.a.map(([text, correct], j) => ({ text, correct, position: j + 1 })),
              },
            },
          });
        }
      }

      const slots = new Map<string, { id: string; startsAt: Date }>();
      for (const seed of SLOTS) {
        const startsAt = warsawAt(now, seed.day, seed.hour);
        const slot = await tx.workSlot.create({
          data: {
            instructorId: instructor.id,
            kind: seed.kind,
            startsAt,
            endsAt: new Date(startsAt.getTime() + SLOT_MINUTES[seed.kind] * MINUTE),
            place: seed.place ?? null,
            onlineLink: seed.onlineLink ?? null,
            capacity: seed.capacity,
            createdAt: new Date(Math.min(startsAt.getTime(), now.getTime()) - 30 * DAY),
          },
        });
        slots.set(seed.key, { id: slot.id, startsAt });
        created++;
      }
      await seedStudentExams(tx, instructor.id, slots, now);
    },
    { maxWait: 60_000, timeout: 300_000 },
  );
  return created;
}

async function seedStudentExams(
  tx: Prisma.TransactionClient,
  instructorId: string,
  slots: Map<string, { id: string; startsAt: Date }>,
  now: Date,
) {
  const student = await tx.user.findUnique({ where: { email: EXAM_SEED_STUDENT } });
  if (!student) return;
  const userCourseOf = (title: string) =>
    tx.userCourse.findFirst({
      where: { userId: student.id, course: { title } },
      orderBy: { createdAt: 'desc' },
      include: { course: true },
    });
  type HeldCourse = NonNullable<Awaited<ReturnType<typeof userCourseOf>>>;

  /** Books a place as takePlace does (count and the instructor's "new" label). */
  const book = async (key: string, bookedAt: Date) => {
    const slot = slots.get(key)!;
    await tx.workSlot.update({
      where: { id: slot.id },
      data: { bookedCount: { increment: 1 }, lastBookedAt: bookedAt },
    });
    return slot;
  };

  /** The questions an unlock draws from the course's bank (all of them: the bank is below the count). */
  const drawnOf = async (userCourse: HeldCourse) => {
    const bank = await tx.examQuestion.findMany({
      where: { courseId: userCourse.courseId },
      orderBy: { position: 'asc' },
      include: { answers: { orderBy: { position: 'asc' } } },
    });
    const count = Math.min(userCourse.course.examQuestionCount ?? bank.length, bank.length);
    return bank.slice(0, count).map((q) => ({ id: q.id, text: q.text, answers: q.answers }));
  };

  /**
   * A try booked six days before a past date, unlocked 5 minutes after its start, answered,
   * finished and verified (independent) by the instructor; returns the verification's time.
   */
  const verifiedExam = async (userCourse: HeldCourse, key: string, attempt: number, wrong: number[]) => {
    const questions = await drawnOf(userCourse);
    const slot = slots.get(key)!;
    const bookedAt = new Date(slot.startsAt.getTime() - 6 * DAY);
    await book(key, bookedAt);
    const unlockedAt = new Date(slot.startsAt.getTime() + 5 * MINUTE);
    const finishedAt = new Date(unlockedAt.getTime() + (questions.length * 2 + 3) * MINUTE);
    const verifiedAt = new Date(finishedAt.getTime() + 12 * MINUTE);
    const correctCount = questions.length - wrong.length;
    const passThreshold = userCourse.course.examPassThreshold;
    await tx.exam.create({
      data: {
        userId: userCourse.userId,
        userCourseId: userCourse.id,
        courseId: userCourse.courseId,
        workSlotId: slot.id,
        status: 'VERIFIED',
        attempt,
        durationMinutes: 60,
        passThreshold,
        unlockedAt,
        unlockedById: instructorId,
        deadlineAt: new Date(unlockedAt.getTime() + 60 * MINUTE),
        finishedAt,
        verifiedAt,
        verifiedById: instructorId,
        independent: true,
        passed: Math.floor((100 * correctCount) / questions.length) >= passThreshold,
        correctCount,
        questionCount: questions.length,
        createdAt: bookedAt,
        items: { create: examItems(questions, new Set(wrong), unlockedAt) },
      },
    });
    // The instructor opened the date after verifying (no "new" label on past dates).
    await tx.workSlot.update({ where: { id: slot.id }, data: { instructorSeenAt: verifiedAt } });
    return verifiedAt;
  };

  /** Practice booked `bookedAt` on the date `key` (theory finished before), confirmed or not. */
  const exercise = async (
    userCourse: HeldCourse,
    key: string,
    bookedAt: Date,
    accessCode: string,
    confirmedAt: Date | null,
  ) => {
    const slot = await book(key, bookedAt);
    await tx.exercise.create({
      data: {
        userId: userCourse.userId,
        userCourseId: userCourse.id,
        courseId: userCourse.courseId,
        workSlotId: slot.id,
        status: confirmedAt ? 'FINISHED' : 'UNFINISHED',
        accessCode,
        confirmedAt,
        confirmedById: confirmedAt ? instructorId : null,
        createdAt: bookedAt,
      },
    });
    // The instructor has seen the booking (on the confirmation at the latest).
    await tx.workSlot.update({ where: { id: slot.id }, data: { instructorSeenAt: confirmedAt ?? now } });
  };

  const passedCourse = await userCourseOf(EXAM_SEED_PASSED_COURSE);
  if (passedCourse?.finishedAt) {
    // Practice booked two days after the theory was finished, confirmed at the date (1 h 40 in).
    const practice = slots.get('past-exercise')!.startsAt;
    await exercise(
      passedCourse,
      'past-exercise',
      new Date(passedCourse.finishedAt.getTime() + 2 * DAY),
      EXAM_SEED_CONFIRMED_ACCESS_CODE,
      new Date(practice.getTime() + 100 * MINUTE),
    );
    // Then the exam, passed (17 of 18 right: 94%); the verification issued the certificate (the
    // course was already finished with its last subject).
    const verifiedAt = await verifiedExam(passedCourse, 'past-passed', 1, [7]);
    await issueCourseCertificate(tx, passedCourse.id, verifiedAt);
  }

  const retry = await userCourseOf(EXAM_SEED_RETRY_COURSE);
  if (retry) {
    // The first try: 9 of 18 right (50%), not passed.
    const questions = await drawnOf(retry);
    const wrong = questions.map((_, i) => i + 1).filter((p) => p % 2 === 0);
    await verifiedExam(retry, 'past-failed', 1, wrong);

    // The second try booked yesterday on a date five days ahead ("new" for the instructor).
    const bookedAt = new Date(now.getTime() - DAY);
    const slot = await book('exam-booked', bookedAt);
    await tx.exam.create({
      data: {
        userId: student.id,
        userCourseId: retry.id,
        courseId: retry.courseId,
        workSlotId: slot.id,
        status: 'REGISTER',
        attempt: 2,
        durationMinutes: 60,
        passThreshold: retry.course.examPassThreshold,
        createdAt: bookedAt,
      },
    });
  }

  const practiceCourse = await userCourseOf(EXAM_SEED_PRACTICE_COURSE);
  if (practiceCourse?.finishedAt) {
    // Practice booked two days ago, three days ahead, with its access code.
    await exercise(practiceCourse, 'exercise-booked', new Date(now.getTime() - 2 * DAY), EXAM_SEED_ACCESS_CODE, null);
  }
}
