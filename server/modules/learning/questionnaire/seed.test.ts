import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCourses } from '../../../../prisma/seed/courses.ts';
import { seedQuestionnaire } from '../../../../prisma/seed/questionnaire.ts';
import { gqlOk, startHarness, type Harness } from '../../../test/harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
  await seedCourses(h.db.prisma, h.storage);
  await seedQuestionnaire(h.db.prisma, h.storage);
});
afterAll(() => h.close());

const READ = `query ($language: Language) { questionnaire(language: $language) { title questions { text answers { id text } } } }`;
const EVALUATE = `mutation ($language: Language, $answerIds: [ID!]!) {
  evaluateQuestionnaire(language: $language, answerIds: $answerIds) { score maxScore courseCategory course { title language } }
}`;

/** Answers by their position in each question (0-based), as a visitor clicks them. */
async function answer(language: 'PL' | 'EN', ...choices: number[]) {
  const { questionnaire } = await gqlOk(h, READ, { language }, null);
  const answerIds = questionnaire.questions.map(
    (q: { answers: { id: string }[] }, i: number) => q.answers[choices[i]!]!.id,
  );
  return (await gqlOk(h, EVALUATE, { language, answerIds }, null)).evaluateQuestionnaire;
}

describe('demo questionnaire (prisma/seed/questionnaire.ts)', () => {
  it('seeds a published questionnaire per language, once', async () => {
    const pl = (await gqlOk(h, READ, { language: 'PL' }, null)).questionnaire;
    const en = (await gqlOk(h, READ, { language: 'EN' }, null)).questionnaire;
    expect(pl.title).toBe('Który kurs jest dla mnie?');
    expect(en.title).toBe('Which course suits me?');
    expect(pl.questions).toHaveLength(4);
    expect(en.questions.map((q: { answers: unknown[] }) => q.answers.length)).toEqual([3, 3, 5, 3]);
    await seedQuestionnaire(h.db.prisma, h.storage);
    expect(await h.db.prisma.questionnaire.count()).toBe(2);
  });

  it('leads every kind of pilot to a sensible demo course, in both languages', async () => {
    const paths: [number[], string, string][] = [
      [[0, 0, 0, 0], 'Kurs A1/A3 online – kategoria otwarta', 'A1/A3 online course – open category'],
      [[1, 1, 1, 1], 'Kurs A2 CofC – loty bliżej ludzi', 'A2 CofC course – flying closer to people'],
      [
        [2, 2, 1, 1],
        'Szkolenie NSTS – scenariusze krajowe NSTS-01 do NSTS-08',
        'NSTS training – national scenarios NSTS-01 to NSTS-08',
      ],
      [[2, 0, 2, 2], 'Inspekcje termowizyjne z drona', 'Thermal inspections with drones'],
      [[2, 0, 3, 2], 'Fotogrametria i ortofotomapy z BSP', 'Photogrammetry and orthophoto maps with UAS'],
      [[2, 2, 4, 2], 'Kurs instruktora BSP', 'UAS instructor course'],
    ];
    for (const [choices, pl, en] of paths) {
      expect((await answer('PL', ...choices)).course, choices.join()).toEqual({ title: pl, language: 'PL' });
      expect((await answer('EN', ...choices)).course, choices.join()).toEqual({ title: en, language: 'EN' });
    }
    expect(await answer('PL', 0, 0, 0, 0)).toMatchObject({ score: 9, maxScore: 9, courseCategory: 'OPEN' });
  });
});
