import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import { freshEmail, registerVerifiedAccount, skipCookieBanner } from './accounts.ts';
import { signIn } from './auth.ts';
import { useLanguage } from './page.ts';

/*
 * Shared by the exams, exercises and instructor journeys: GraphQL as a signed-in browser, fresh
 * students and courses made through the API, Warsaw dates, and a free time in the demo
 * instructor's calendar (every journey shares the one instructor, and their dates must not
 * overlap). Nothing writes the app's database directly: states in time come from the browser's
 * clock (Playwright's clock API).
 */

export type Lang = 'en' | 'pl';

export const INSTRUCTOR = 'instructor@example.com';
export const ADMIN = 'admin@example.com';

export const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

/** A signed-in page in `lang`, in its own browser context (the provider's pages stay in English). */
export async function signedIn(browser: Browser, email: string, lang: Lang): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', reducedMotion: 'reduce', timezoneId: 'Europe/Warsaw' });
  const page = await context.newPage();
  await skipCookieBanner(page);
  await useLanguage(page, lang);
  await signIn(page, email);
  return page;
}

/** GraphQL as the signed-in browser (its session cookie and CSRF token); fails on errors. */
export async function graphql<T = Record<string, any>>( // eslint-disable-line @typescript-eslint/no-explicit-any
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const session = (await (await page.request.get('/api/session')).json()) as { csrfToken?: string };
  const response = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrfToken ?? '' },
    data: { query, variables },
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/**
 * A brand-new student (registered and verified through the provider pages, registration completed
 * as a person: role USER) with no pilot data; returns the address.
 */
export async function newStudent(browser: Browser, firstName: string, lastName: string): Promise<string> {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await skipCookieBanner(page);
  const email = freshEmail('candidate');
  await registerVerifiedAccount(page, { email, firstName, lastName });
  await signIn(page, email);
  await expect(page).toHaveURL('/app/register-details');
  await page.getByTestId('account-type-PERSON').check();
  await page.getByTestId('register-next').click();
  await page.getByTestId('field-firstName').fill(firstName);
  await page.getByTestId('field-lastName').fill(lastName);
  await page.getByTestId('field-phoneNumber').fill('+48 600 700 800');
  await page.getByTestId('register-next').click();
  await expect(page.getByTestId('register-step-3')).toBeVisible();
  await page.getByTestId('register-confirm').click();
  await expect(page).toHaveURL('/app/home');
  await context.close();
  return email;
}

/** Fills the student's pilot number through the API (the profile's pilot data). */
export async function fillPilotData(student: Page, pilotNumber = `POL-RP-${stamp()}`): Promise<void> {
  await graphql(
    student,
    `
      mutation ($input: UpdateAccountInput!) {
        updateAccount(input: $input) {
          viewer {
            id
          }
        }
      }
    `,
    {
      input: { pilotNumber },
    },
  );
}

/** A question of a journey's exam bank: the first answer is the correct one. */
export interface BankQuestion {
  text: string;
  right: string;
  wrong: string[];
}

export const EXAM_BANK: BankQuestion[] = [
  {
    text: 'What is the maximum height in the open category?',
    right: '120 m from the closest point of the ground',
    wrong: ['150 m above sea level', '500 m from the take-off point'],
  },
  {
    text: 'What is the maximum take-off mass of a class C0 drone?',
    right: 'Less than 250 g',
    wrong: ['Less than 900 g', 'Less than 4 kg'],
  },
  {
    text: 'In which subcategory are class C3 drones flown?',
    right: 'A3',
    wrong: ['A1', 'A2'],
  },
];

/** The quiz of a journey's course: one question, the first answer right. */
export const QUIZ = { question: 'What does VLOS mean?', right: 'Visual line of sight', wrong: 'Very low speed' };

export interface JourneyCourse {
  /** The Course's global id (as the app's URLs carry it). */
  id: string;
  title: string;
  lessonId: string;
}

/**
 * An admin makes a course with an exam (60 minutes, the bank of EXAM_BANK, pass mark 60%, three
 * tries): one subject with one lesson holding a one-question quiz, a price, in `language`.
 */
export async function examCourse(
  admin: Page,
  options: { title: string; courseType: 'THEORETICAL' | 'FULL'; language?: 'EN' | 'PL' },
): Promise<JourneyCourse> {
  const { createCourse } = await graphql(
    admin,
    `
      mutation ($input: CreateCourseInput!) {
        createCourse(input: $input) {
          id
        }
      }
    `,
    {
      input: {
        title: options.title,
        language: options.language ?? 'EN',
        courseType: options.courseType,
        withoutExamFlg: false,
      },
    },
  );
  const id = createCourse.id as string;
  await graphql(
    admin,
    `
      mutation ($input: UpdateCourseInput!) {
        updateCourse(input: $input) {
          id
        }
      }
    `,
    {
      input: {
        id,
        title: options.title,
        category: 'OPEN',
        language: options.language ?? 'EN',
        examDuration: 'DURATION_60',
        examQuestionCount: EXAM_BANK.length,
      },
    },
  );
  await graphql(
    admin,
    `
      mutation ($input: SetCourseVariantInput!) {
        setCourseVariant(input: $input) {
          id
        }
      }
    `,
    {
      input: {
        courseId: id,
        variant: options.courseType === 'FULL' ? 'FULL_ONLINE' : 'THEORETICAL_ONLINE',
        priceGross: 39_000,
      },
    },
  );
  const { createSubject } = await graphql(
    admin,
    `
      mutation ($input: CreateSubjectInput!) {
        createSubject(input: $input) {
          id
        }
      }
    `,
    { input: { courseId: id, title: 'Rules of the air' } },
  );
  const { createLesson } = await graphql(
    admin,
    `
      mutation ($input: CreateLessonInput!) {
        createLesson(input: $input) {
          id
        }
      }
    `,
    { input: { subjectId: createSubject.id, title: 'Visual line of sight' } },
  );
  const lessonId = createLesson.id as string;
  await graphql(
    admin,
    `
      mutation ($input: CreateLessonQuestionInput!) {
        createLessonQuestion(input: $input) {
          id
        }
      }
    `,
    {
      input: {
        lessonId,
        content: QUIZ.question,
        answers: [
          { content: QUIZ.wrong, correct: false },
          { content: QUIZ.right, correct: true },
        ],
      },
    },
  );
  for (const question of EXAM_BANK) {
    await graphql(
      admin,
      `
        mutation ($input: CreateExamQuestionInput!) {
          createExamQuestion(input: $input) {
            id
          }
        }
      `,
      {
        input: {
          courseId: id,
          text: question.text,
          answers: [
            { text: question.right, correct: true },
            ...question.wrong.map((text) => ({ text, correct: false })),
          ],
        },
      },
    );
  }
  await graphql(
    admin,
    `
      mutation ($input: UpdateExamSettingsInput!) {
        updateExamSettings(input: $input) {
          id
        }
      }
    `,
    {
      input: { courseId: id, examQuestionCount: EXAM_BANK.length, examPassThreshold: 60, examMaxTries: 3 },
    },
  );
  return { id, title: options.title, lessonId };
}

/** The admin gives the student the course (its first variant), as on the participants screen. */
export async function assignCourse(admin: Page, course: JourneyCourse, email: string): Promise<string> {
  const { node } = await graphql(
    admin,
    `
      query ($id: ID!) {
        node(id: $id) {
          ... on Course {
            variants {
              id
            }
          }
        }
      }
    `,
    {
      id: course.id,
    },
  );
  const { assignCourse } = await graphql(
    admin,
    `
      mutation ($input: AssignCourseInput!) {
        assignCourse(input: $input) {
          id
        }
      }
    `,
    { input: { courseVariantId: node.variants[0].id, email } },
  );
  return assignCourse.id as string;
}

/** The student passes the course's quiz (the right answer, through the API). */
export async function passQuiz(student: Page, course: JourneyCourse): Promise<void> {
  const { myCourse } = await graphql(
    student,
    `
      query ($id: ID!) {
        myCourse(courseId: $id) {
          course {
            subjects {
              lessons {
                id
                quiz {
                  questions {
                    id
                    content
                    answers {
                      id
                      content
                    }
                  }
                }
              }
            }
          }
        }
      }
    `,
    { id: course.id },
  );
  type QuizQuestion = { id: string; content: string; answers: { id: string; content: string }[] };
  const lessons = myCourse.course.subjects.flatMap(
    (s: { lessons: { id: string; quiz: { questions: QuizQuestion[] } | null }[] }) => s.lessons,
  );
  const lesson = lessons.find((l: { id: string }) => l.id === course.lessonId) ?? lessons[0];
  const answers = (lesson.quiz.questions as QuizQuestion[]).map((q) => ({
    questionId: q.id,
    answerIds: q.answers.filter((a) => a.content === QUIZ.right).map((a) => a.id),
  }));
  const { submitQuiz } = await graphql(
    student,
    `
      mutation ($input: SubmitQuizInput!) {
        submitQuiz(input: $input) {
          result {
            passed
          }
        }
      }
    `,
    { input: { lessonId: lesson.id, answers } },
  );
  expect(submitQuiz.result.passed).toBe(true);
}

// ───────────────────────────── Warsaw dates and the instructor's free times ─────────────────────────────

const WARSAW = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Warsaw wall clock of an instant: `YYYY-MM-DD` and `HH:mm`. */
export function warsawWall(instant: Date): { date: string; time: string } {
  const p = Object.fromEntries(WARSAW.formatToParts(instant).map((part) => [part.type, part.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** The Warsaw date `days` from now. */
export const warsawDate = (days: number) => warsawWall(new Date(Date.now() + days * 86_400_000)).date;

interface Busy {
  startsAt: string;
  endsAt: string;
}

/**
 * The first start at or after `earliest` (on a 5-minute mark) where a slot of `minutes` overlaps
 * none of the instructor's slots (read through the API as the instructor). With `daytime`, it
 * also lies between 07:00 and 21:00 Warsaw time (the week view shows 06:00–22:00). With
 * `latest`, it must start before it.
 */
export async function freeStart(
  instructor: Page,
  minutes: number,
  earliest: Date,
  options: { latest?: Date; daytime?: boolean } = {},
): Promise<Date> {
  const step = 5 * 60_000;
  const { instructorWorkSlots } = await graphql<{ instructorWorkSlots: Busy[] }>(
    instructor,
    `
      query ($from: Date!, $to: Date!) {
        instructorWorkSlots(dateFrom: $from, dateTo: $to) {
          startsAt
          endsAt
        }
      }
    `,
    {
      from: warsawWall(new Date(earliest.getTime() - 86_400_000)).date,
      to: warsawWall(new Date(earliest.getTime() + 30 * 86_400_000)).date,
    },
  );
  let start = Math.ceil(earliest.getTime() / step) * step;
  for (let guard = 0; guard < 10_000; guard++) {
    const end = start + minutes * 60_000;
    if (options.daytime) {
      const from = warsawWall(new Date(start));
      const to = warsawWall(new Date(end));
      if (from.time < '07:00') {
        start = Date.parse(warsawInstant(from.date, '07:00'));
        continue;
      }
      if (to.date !== from.date || to.time > '21:00') {
        start = Date.parse(warsawInstant(warsawWall(new Date(start + 86_400_000)).date, '07:00'));
        continue;
      }
    }
    const clash = instructorWorkSlots.find((s) => Date.parse(s.startsAt) < end && Date.parse(s.endsAt) > start);
    if (!clash) break;
    start = Math.ceil(Date.parse(clash.endsAt) / step) * step;
  }
  if (options.latest) expect(start, 'a free start before the limit').toBeLessThan(options.latest.getTime());
  return new Date(start);
}

/** The instant (ISO) of a Warsaw wall-clock date and time. */
export function warsawInstant(date: string, time: string): string {
  const wall = Date.parse(`${date}T${time}:00Z`);
  // Warsaw is UTC+1 or UTC+2: the guess whose wall clock matches.
  for (const hours of [1, 2]) {
    const instant = new Date(wall - hours * 3_600_000);
    const back = warsawWall(instant);
    if (back.date === date && back.time === time) return instant.toISOString();
  }
  return new Date(wall - 3_600_000).toISOString();
}

/** Creates a work slot through the API as the instructor; returns its global id. */
export async function createSlot(
  instructor: Page,
  input: { kind: 'EXAM_60' | 'EXAM_120' | 'EXERCISE'; startsAt: Date; place: string; capacity: number },
): Promise<string> {
  const { createWorkSlot } = await graphql(
    instructor,
    `
      mutation ($input: CreateWorkSlotInput!) {
        createWorkSlot(input: $input) {
          id
        }
      }
    `,
    { input: { ...input, startsAt: input.startsAt.toISOString(), onlineLink: null } },
  );
  return createWorkSlot.id as string;
}

/** The Polish text of a web message (the committed catalogs, one per area), for journeys run in Polish. */
export function pl(msgid: string): string {
  const escaped = JSON.stringify(msgid);
  for (const area of ['messages', 'user', 'admin']) {
    const catalog = readFileSync(path.resolve(import.meta.dirname, `../../src/locales/pl/${area}.po`), 'utf8');
    const at = catalog.indexOf(`\nmsgid ${escaped}\n`);
    if (at < 0) continue;
    const line = catalog.slice(at + `\nmsgid ${escaped}\n`.length).split('\n')[0]!;
    const text = JSON.parse(line.replace(/^msgstr /, '')) as string;
    if (!text) throw new Error(`no Polish translation of ${escaped}`);
    return text;
  }
  throw new Error(`no msgid ${escaped} in the Polish catalogs`);
}
