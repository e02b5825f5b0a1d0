// The home questionnaire's demo content ("which course suits me"), in Polish and English: four
// questions whose answers give points to the demo courses' categories, and to two courses a
// category alone would not find (A2, photogrammetry), so that every path ends at a sensible
// demo course (see prisma/seed/courses.ts). Saved through the module's service, so it is
// validated like an admin's save.
import type { PrismaClient } from '../../server/generated/prisma/client.ts';
import type { CourseCategory, Language } from '../../server/generated/prisma/enums.ts';
import type { Storage } from '../../server/platform/storage/storage.ts';
import { saveQuestionnaire, type SaveQuestionnaireInput } from '../../server/modules/learning/questionnaire/service.ts';

/** The demo courses named by a score, by their titles in prisma/seed/courses.ts. */
const COURSE_TITLES = {
  A2: { PL: 'Kurs A2 CofC – loty bliżej ludzi', EN: 'A2 CofC course – flying closer to people' },
  MAPPING: { PL: 'Fotogrametria i ortofotomapy z BSP', EN: 'Photogrammetry and orthophoto maps with UAS' },
} as const;
type CourseKey = keyof typeof COURSE_TITLES;

type Target = CourseCategory | CourseKey;
type Score = { courseCategory?: CourseCategory; courseId?: string; points: number };
type Points = Partial<Record<Target, number>>;
interface AnswerSeed {
  pl: string;
  en: string;
  points: Points;
}
interface QuestionSeed {
  pl: string;
  en: string;
  answers: AnswerSeed[];
}

const CATEGORIES: readonly string[] = ['PARTICULAR', 'OPEN', 'TECHNICAL', 'CERTIFIED'];

/**
 * Paths (points in brackets; the highest wins):
 * - under 250 g, away from people, hobby, no certificate → OPEN 9 → the A1/A3 course;
 * - up to 4 kg, close to people, photography, A1/A3 held → A2 course 8 → the A2 course;
 * - heavier, cities/BVLOS, photography, A1/A3 held → PARTICULAR 9 → the NSTS training;
 * - heavier, away from people, inspections, specific certificate held → TECHNICAL 6 → thermal inspections;
 * - heavier or C1/C2, surveying and mapping, a certificate held → photogrammetry 5 → the photogrammetry course;
 * - heavier, cities, training other pilots, specific certificate held → CERTIFIED 7 → the instructor course.
 */
const QUESTIONS: QuestionSeed[] = [
  {
    pl: 'Jakim dronem chcesz latać?',
    en: 'What will you fly?',
    answers: [
      { pl: 'Małym dronem poniżej 250 g', en: 'A small drone under 250 g', points: { OPEN: 3 } },
      {
        pl: 'Dronem do 4 kg (klasa C1 lub C2)',
        en: 'A drone up to 4 kg (class C1 or C2)',
        points: { OPEN: 2, A2: 2 },
      },
      {
        pl: 'Cięższym dronem, do 25 kg',
        en: 'A heavier drone, up to 25 kg',
        points: { PARTICULAR: 3, TECHNICAL: 1 },
      },
    ],
  },
  {
    pl: 'Gdzie zamierzasz latać?',
    en: 'Where will you fly?',
    answers: [
      {
        pl: 'Z dala od ludzi: pola, łąki, lasy',
        en: 'Away from people: fields, meadows, forests',
        points: { OPEN: 2 },
      },
      {
        pl: 'Blisko osób postronnych',
        en: 'Close to uninvolved people',
        points: { A2: 3, OPEN: 1 },
      },
      {
        pl: 'W miastach, nad kontrolowanym obszarem lub poza zasięgiem wzroku (BVLOS)',
        en: 'In cities, over a controlled ground area or beyond visual line of sight (BVLOS)',
        points: { PARTICULAR: 3 },
      },
    ],
  },
  {
    pl: 'Do czego będziesz używać drona?',
    en: 'What is the drone for?',
    answers: [
      { pl: 'Hobby i podróże', en: 'Hobby and travel', points: { OPEN: 2 } },
      {
        pl: 'Komercyjne zdjęcia i filmy',
        en: 'Commercial photography and film',
        points: { A2: 1, PARTICULAR: 2 },
      },
      {
        pl: 'Inspekcje obiektów i termowizja',
        en: 'Inspections and thermal imaging',
        points: { TECHNICAL: 3 },
      },
      {
        pl: 'Pomiary, mapy i ortofotomapy',
        en: 'Surveying, maps and orthophoto maps',
        points: { MAPPING: 5, TECHNICAL: 1 },
      },
      {
        pl: 'Chcę szkolić innych pilotów',
        en: 'I want to train other pilots',
        points: { CERTIFIED: 5 },
      },
    ],
  },
  {
    pl: 'Czy masz już certyfikat A1/A3?',
    en: 'Do you hold an A1/A3 certificate?',
    answers: [
      { pl: 'Nie, zaczynam od zera', en: 'No, I am starting from scratch', points: { OPEN: 2 } },
      { pl: 'Tak, mam A1/A3', en: 'Yes, I hold A1/A3', points: { A2: 2, PARTICULAR: 1 } },
      {
        pl: 'Tak, mam też świadectwo kategorii szczególnej (NSTS lub STS)',
        en: 'Yes, and a specific-category certificate (NSTS or STS)',
        points: { TECHNICAL: 2, CERTIFIED: 2 },
      },
    ],
  },
];

const TEXTS = {
  PL: {
    title: 'Który kurs jest dla mnie?',
    intro: 'Odpowiedz na cztery krótkie pytania, a dopasujemy kurs do Twojego drona i Twoich planów.',
  },
  EN: {
    title: 'Which course suits me?',
    intro: 'Answer four short questions and we will match a course to your drone and your plans.',
  },
} as const;

/** The questionnaire of one language, with the demo courses' ids found by title (rows not found are left out). */
export async function questionnaireSeed(prisma: PrismaClient, language: Language): Promise<SaveQuestionnaireInput> {
  const ids = new Map<CourseKey, string>();
  for (const key of Object.keys(COURSE_TITLES) as CourseKey[]) {
    const course = await prisma.course.findFirst({
      where: { title: COURSE_TITLES[key][language], language },
      select: { id: true },
    });
    if (course) ids.set(key, course.id);
  }
  const lang = language === 'PL' ? 'pl' : 'en';
  return {
    language,
    ...TEXTS[language],
    published: true,
    questions: QUESTIONS.map((question) => ({
      text: question[lang],
      answers: question.answers.map((answer) => ({
        text: answer[lang],
        scores: Object.entries(answer.points).flatMap(([target, points]): Score[] => {
          if (CATEGORIES.includes(target)) return [{ courseCategory: target as CourseCategory, points }];
          const courseId = ids.get(target as CourseKey);
          return courseId ? [{ courseId, points }] : [];
        }),
      })),
    })),
  };
}

/** Demo content (issue 12): the home questionnaire in Polish and English; nothing when one exists. */
export async function seedQuestionnaire(prisma: PrismaClient, _storage: Storage): Promise<void> {
  if ((await prisma.questionnaire.count()) > 0) return;
  for (const language of ['PL', 'EN'] as const) {
    await saveQuestionnaire(prisma, await questionnaireSeed(prisma, language));
  }
}
