import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gid, graphql, startHarness, type Harness } from '../test/harness.ts';
import { LIMITS, MAX_DEPTH } from './limits.ts';

// Breadth limits: refused before execution with HTTP 400 and QUERY_TOO_COMPLEX.
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const courseId = gid('Course', randomUUID());
const aliased = (n: number) =>
  `{ ${Array.from({ length: n }, (_, i) => `c${i}: node(id: "${courseId}") { id }`).join(' ')} }`;

async function expectRefused(query: string, variables: Record<string, unknown> = {}): Promise<string> {
  const { status, body } = await graphql(h, query, variables);
  expect(status).toBe(400);
  expect(body.data ?? null).toBeNull();
  expect(body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
  // Every refusal says which limit, never armor's "Syntax Error: Query validation error."
  expect(body.errors?.[0]?.message).not.toMatch(/Syntax Error|validation error/);
  return body.errors![0]!.message as string;
}

describe('breadth limits of GraphQL requests', () => {
  it('refuses 5,000 aliases of one field before running any of them', async () => {
    await expectRefused(aliased(5000));
    await expectRefused(aliased(LIMITS.aliases + 1));
  });

  it('runs a request at the alias limit', async () => {
    const { status, body } = await graphql(h, aliased(LIMITS.rootFields));
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
  });

  it('refuses more root fields than allowed, fragments at the root counted', async () => {
    const fields = Array.from({ length: LIMITS.rootFields + 1 }, () => '__typename').join(' ');
    await expectRefused(`{ ${fields} }`);
    await expectRefused(`query { ...F } fragment F on Query { ${fields} }`);
  });

  it('refuses a list argument longer than allowed, as a literal or a variable', async () => {
    const ids = Array.from({ length: 14_000 }, () => courseId);
    await expectRefused('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids });
    await expectRefused(
      `{ nodes(ids: [${ids
        .slice(0, LIMITS.listItems + 1)
        .map((id) => `"${id}"`)
        .join(',')}]) { id } }`,
    );
    const { body } = await graphql(h, 'query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', {
      ids: ids.slice(0, LIMITS.listItems),
    });
    expect(body.errors?.find((e) => e.extensions?.code === 'QUERY_TOO_COMPLEX')).toBeUndefined();
  });
});

describe('the estimated size of the answer', () => {
  const ids = Array.from({ length: LIMITS.listItems }, () => courseId);
  const fields =
    'id ... on Course { title description scope examDescription participationConditions theoryHours exerciseHours chapters vatRate accessMonths certificate permissionNumber examQuestionCount examDuration city startDate endDate availablePlaces category language visibility courseType withoutExamFlg createdAt updatedAt variants { id priceGross variant } }';

  it('counts each field once per row a list argument may return, and refuses before running', async () => {
    // Within the alias, root-field, list and armor cost limits; 20 × 100 × 30 fields is not.
    const roots = Array.from({ length: LIMITS.rootFields }, (_, i) => `n${i}: nodes(ids: $ids) { ${fields} }`).join(
      ' ',
    );
    const message = await expectRefused(`query ($ids: [ID!]!) { ${roots} }`, { ids });
    expect(message).toMatch(new RegExp(`at least \\d+ fields .*the limit is ${LIMITS.estimatedFields}`));
  });

  it('counts variable defaults and default connection pages too', async () => {
    const roots = Array.from({ length: LIMITS.rootFields }, (_, i) => `n${i}: nodes(ids: $ids) { ${fields} }`).join(
      ' ',
    );
    const defaults = JSON.stringify(ids);
    await expectRefused(`query ($ids: [ID!]! = ${defaults}) { ${roots} }`);
    // 20 connections of a default page (25) × 4 nested default pages × fields: too large.
    const nested = Array.from(
      { length: LIMITS.rootFields },
      (_, i) => `c${i}: courses { edges { node { id title variants { id } } } }`,
    ).join(' ');
    const { status } = await graphql(h, `{ ${nested} }`);
    expect(status).toBe(200); // 20 × 25 × ~6 fields stays well inside the estimate
  });

  it('counts a connection’s default page when its edges are selected in a (nested) fragment', async () => {
    // 100 courses × a default page of 25 participants × 22 fields: over the estimate, written in
    // place or through fragments alike.
    const node =
      'id accessUntil completedSubjects createdAt examTriesLeft examTriesUsed expired extraExamTries finishedAt ' +
      'hasExam hasPractice inProgress practiceConfirmed progressPercent seatCompanyName subjectCount ' +
      'user { id } course { id }';
    const inPlace = `query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Course { participants { edges { node { ${node} } } } } } }`;
    await expectRefused(inPlace, { ids });
    const spread = `query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Course { participants { ...P } } } }
      fragment P on UserCourseConnection { ...E }
      fragment E on UserCourseConnection { ... on UserCourseConnection { edges { node { ...N } } } }
      fragment N on UserCourse { ${node} }`;
    await expectRefused(spread, { ids });
  });

  it('runs a large but reasonable request', async () => {
    const { status, body } = await graphql(h, `query ($ids: [ID!]!) { nodes(ids: $ids) { ${fields} } }`, { ids });
    expect(status).toBe(200);
    expect(body.errors?.find((e) => e.extensions?.code === 'QUERY_TOO_COMPLEX')).toBeUndefined();
  });
});

describe('the depth limit', () => {
  it('is a 400 QUERY_TOO_COMPLEX naming the limit and the depth found', async () => {
    const deep = (levels: number) => {
      let selection = 'id';
      for (let i = 0; i < levels; i++) selection = `course { subjects { ${selection} } }`;
      return `{ node(id: "${courseId}") { ... on Subject { ${selection} } } }`;
    };
    const message = await expectRefused(deep(MAX_DEPTH));
    expect(message).toMatch(new RegExp(`nested \\d+ levels deep; the limit is ${MAX_DEPTH} levels`));
  });
});
