import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorCode,
  gid,
  graphql,
  gqlOk,
  signIn,
  startHarness,
  type Harness,
  type SignedIn,
} from '../../../test/harness.ts';
import { findOrProvisionUser } from '../../../auth/users.ts';
import {
  createCompany,
  createSeatCourse,
  createSeats,
  createStudent,
  seatGid,
  type SeatCourse,
} from '../../../test/fixtures.ts';

/** Company seats through GraphQL: assigning, invitations, unassigning, bulk, who may do what. */

let h: Harness;
let admin: SignedIn;
beforeAll(async () => {
  h = await startHarness();
  admin = await signIn(h, 'ADMIN');
});
afterAll(() => h.close());

const SEAT = `id status assignedEmail holderName accessUntil canUnassign courseVariantId variant purchaseNumber
  course { id title } company { id displayName email nip }`;
const ASSIGN = `mutation($input: AssignSeatInput!) { assignSeat(input: $input) { invited seat { ${SEAT} } } }`;
const UNASSIGN = `mutation($input: UnassignSeatInput!) { unassignSeat(input: $input) { seat { ${SEAT} } } }`;
const BULK = `mutation($input: AssignSeatsBulkInput!) {
  assignSeatsBulk(input: $input) { results { row email outcome code seat { id status assignedEmail } } } }`;
const MY_SEATS = `query($filter: SeatFilter) { mySeats(filter: $filter) { totalCount edges { node { ${SEAT} } } } }`;
const ADMIN_SEATS = `query($filter: SeatFilter) { adminSeats(filter: $filter) { totalCount edges { node { id status company { displayName } } } } }`;
const GROUPS = `{ mySeatGroups { course { id } variant courseVariantId total used free invited } }`;
const COMPLETE = `mutation($input: CompleteRegistrationInput!) { completeRegistration(input: $input) { viewer { role } } }`;

const assign = (s: SignedIn, seatId: string, email: string) =>
  graphql(h, ASSIGN, { input: { seatId: seatGid(seatId), email } }, s.headers);
const unassign = (s: SignedIn, seatId: string) =>
  graphql(h, UNASSIGN, { input: { seatId: seatGid(seatId) } }, s.headers);
const message = (body: { errors?: { message: string }[] }) => body.errors?.[0]?.message;

async function setup(count = 2, accessMonths: number | null = 12) {
  const course = await createSeatCourse(h.db.prisma, accessMonths);
  const company = await createCompany(h);
  const seats = await createSeats(h.db.prisma, company.userId, course, count);
  return { course, company, seats };
}

describe('assignSeat', () => {
  it('gives an existing student the course at once, for the course’s access months', async () => {
    const { course, company, seats } = await setup();
    const student = await createStudent(h);
    const data = await gqlOk(
      h,
      ASSIGN,
      { input: { seatId: seatGid(seats[0]!), email: ` ${student.email.toUpperCase()} ` } },
      company,
    );
    expect(data.assignSeat.invited).toBe(false);
    expect(data.assignSeat.seat).toMatchObject({ status: 'ASSIGNED', assignedEmail: student.email, canUnassign: true });
    expect(data.assignSeat.seat.holderName).toMatch(/^Jan Kowalski/);
    expect(data.assignSeat.seat.courseVariantId).toBe(gid('CourseVariant', course.variantIds[0]));
    expect(data.assignSeat.seat.variant).toBe('THEORETICAL_ONLINE');
    expect(data.assignSeat.seat.company.id).toBe(gid('User', company.userId));
    const uc = await h.db.prisma.userCourse.findFirstOrThrow({
      where: { userId: student.userId, courseId: course.courseId },
    });
    expect(uc.courseVariantId).toBe(course.variantIds[0]);
    expect(uc.accessUntil!.getTime()).toBeGreaterThan(Date.now() + 330 * 86_400_000);
    expect(new Date(data.assignSeat.seat.accessUntil).getTime()).toBe(uc.accessUntil!.getTime());
    // The student finds it among their courses.
    const mine = await gqlOk(h, `{ myCourses { edges { node { course { id } } } } }`, {}, student);
    expect(mine.myCourses.edges.map((e: { node: { course: { id: string } } }) => e.node.course.id)).toContain(
      gid('Course', course.courseId),
    );
  });

  it('invites an unknown e-mail: INVITED, and a mail in the company’s language with the register link', async () => {
    const { company, seats } = await setup();
    const { body } = await assign(company, seats[0]!, 'New.Person@Example.org');
    expect(body.errors).toBeUndefined();
    expect(body.data.assignSeat).toMatchObject({
      invited: true,
      seat: { status: 'INVITED', assignedEmail: 'new.person@example.org', holderName: null, canUnassign: true },
    });
    const mail = await h.db.prisma.mailMessage.findFirstOrThrow({ where: { to: 'new.person@example.org' } });
    expect(mail.subject).toContain('zaprasza');
    expect(mail.text).toContain(`${h.config.publicUrl.origin}/app/register?lang=pl`);

    const course = await createSeatCourse(h.db.prisma);
    const english = await createCompany(h, 'EN');
    const [seat] = await createSeats(h.db.prisma, english.userId, course, 1);
    await assign(english, seat!, 'someone.else@example.org');
    const en = await h.db.prisma.mailMessage.findFirstOrThrow({ where: { to: 'someone.else@example.org' } });
    expect(en.subject).toContain('invites you');
    expect(en.text).toContain('/app/register?lang=en');
    expect(en.text).toContain('Seat course');
  });

  it('answers the spec 8 messages: BAD_EMAIL, DUPLICATE_COURSE, BAD_ROLE; and SEAT_ALREADY_ASSIGNED', async () => {
    const { course, company, seats } = await setup(3);
    for (const bad of ['not-an-email', '', 'a@', 'x'.repeat(250) + '@example.com']) {
      const { body } = await assign(company, seats[0]!, bad);
      expect(errorCode(body)).toBe('BAD_EMAIL');
      expect(message(body)).toBe('Invalid email address');
    }
    const student = await createStudent(h);
    await h.db.prisma.userCourse.create({
      data: { userId: student.userId, courseId: course.courseId, accessUntil: null },
    });
    const dup = await assign(company, seats[0]!, student.email);
    expect(errorCode(dup.body)).toBe('DUPLICATE_COURSE');
    expect(message(dup.body)).toBe('User already owns this course');

    const otherCompany = await createCompany(h);
    const b2b = await assign(company, seats[0]!, otherCompany.email);
    expect(errorCode(b2b.body)).toBe('BAD_ROLE');
    expect(message(b2b.body)).toBe('Cannot give course access to business user');
    const instructor = await signIn(h, 'INSTRUCTOR');
    const instructorEmail = (await h.db.prisma.user.findUniqueOrThrow({ where: { id: instructor.userId } })).email;
    const staff = await assign(company, seats[0]!, instructorEmail);
    expect(errorCode(staff.body)).toBe('BAD_ROLE');

    // Nothing was written by the refusals.
    const seat = await h.db.prisma.userResource.findUniqueOrThrow({ where: { id: seats[0]! } });
    expect(seat.assignedEmail).toBeNull();

    await assign(company, seats[0]!, 'first@example.org');
    const again = await assign(company, seats[0]!, 'second@example.org');
    expect(errorCode(again.body)).toBe('BUSINESS_RULE');
    expect(again.body.errors?.[0]?.extensions?.rule).toBe('SEAT_ALREADY_ASSIGNED');
    // The same invited e-mail cannot take a second seat of the course.
    const twice = await assign(company, seats[1]!, 'first@example.org');
    expect(errorCode(twice.body)).toBe('DUPLICATE_COURSE');
  });

  it('renews an expired course of the student instead of refusing it', async () => {
    const { course, company, seats } = await setup();
    const student = await createStudent(h);
    const old = await h.db.prisma.userCourse.create({
      data: {
        userId: student.userId,
        courseId: course.courseId,
        accessUntil: new Date(Date.now() - 86_400_000),
        completedSubjects: 1,
      },
    });
    const { body } = await assign(company, seats[0]!, student.email);
    expect(body.errors).toBeUndefined();
    const seat = await h.db.prisma.userResource.findUniqueOrThrow({ where: { id: seats[0]! } });
    expect(seat.userCourseId).toBe(old.id);
    expect(
      (await h.db.prisma.userCourse.findUniqueOrThrow({ where: { id: old.id } })).accessUntil!.getTime(),
    ).toBeGreaterThan(Date.now());
  });
});

describe('who may act on seats', () => {
  it('a company sees and assigns only its own seats: another company’s seat is NOT_FOUND', async () => {
    const { company, seats } = await setup();
    const other = await setup();
    const student = await createStudent(h);
    const foreign = await assign(company, other.seats[0]!, student.email);
    expect(errorCode(foreign.body)).toBe('NOT_FOUND');
    const foreignUnassign = await unassign(company, other.seats[0]!);
    expect(errorCode(foreignUnassign.body)).toBe('NOT_FOUND');
    const node = await gqlOk(h, `query($id: ID!) { node(id: $id) { id } }`, { id: seatGid(other.seats[0]!) }, company);
    expect(node.node).toBeNull();
    const own = await gqlOk(h, `query($id: ID!) { node(id: $id) { id } }`, { id: seatGid(seats[0]!) }, company);
    expect(own.node.id).toBe(seatGid(seats[0]!));
    const mine = await gqlOk(h, MY_SEATS, {}, company);
    expect(mine.mySeats.totalCount).toBe(2);
    expect(mine.mySeats.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual(seats.map(seatGid));
    // companyId is ignored in mySeats.
    const spoof = await gqlOk(h, MY_SEATS, { filter: { companyId: gid('User', other.company.userId) } }, company);
    expect(spoof.mySeats.totalCount).toBe(2);
    const refused = await graphql(h, ADMIN_SEATS, {}, company.headers);
    expect(errorCode(refused.body)).toBe('FORBIDDEN');
    expect(await h.db.prisma.userResource.count({ where: { id: other.seats[0]!, assignedEmail: { not: null } } })).toBe(
      0,
    );
  });

  it('students and instructors are refused; visitors are asked to sign in', async () => {
    const { seats } = await setup();
    for (const role of ['USER', 'INSTRUCTOR', 'SELLER'] as const) {
      const s = await signIn(h, role);
      expect(errorCode((await assign(s, seats[0]!, 'a@example.org')).body)).toBe('FORBIDDEN');
      expect(errorCode((await unassign(s, seats[0]!)).body)).toBe('FORBIDDEN');
      expect(errorCode((await graphql(h, MY_SEATS, {}, s.headers)).body)).toBe('FORBIDDEN');
      expect(errorCode((await graphql(h, GROUPS, {}, s.headers)).body)).toBe('FORBIDDEN');
      expect(errorCode((await graphql(h, ADMIN_SEATS, {}, s.headers)).body)).toBe('FORBIDDEN');
      const node = await gqlOk(h, `query($id: ID!) { node(id: $id) { id } }`, { id: seatGid(seats[0]!) }, s);
      expect(node.node).toBeNull();
    }
    expect(
      errorCode((await graphql(h, ASSIGN, { input: { seatId: seatGid(seats[0]!), email: 'a@example.org' } })).body),
    ).toBe('UNAUTHENTICATED');
    expect(errorCode((await graphql(h, MY_SEATS)).body)).toBe('UNAUTHENTICATED');
  });

  it('an admin reads every company’s seats (filters, search) and assigns and unassigns any', async () => {
    const { company, seats } = await setup();
    const student = await createStudent(h);
    const { body } = await assign(admin, seats[0]!, student.email);
    expect(body.data.assignSeat.seat).toMatchObject({ status: 'ASSIGNED' });
    const firm = await h.db.prisma.user.findUniqueOrThrow({ where: { id: company.userId } });
    const byCompany = await gqlOk(h, ADMIN_SEATS, { filter: { companyId: gid('User', company.userId) } }, admin);
    expect(byCompany.adminSeats.totalCount).toBe(2);
    const byName = await gqlOk(h, ADMIN_SEATS, { filter: { search: firm.companyName, status: 'ASSIGNED' } }, admin);
    expect(byName.adminSeats.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([seatGid(seats[0]!)]);
    const byEmployee = await gqlOk(h, ADMIN_SEATS, { filter: { search: student.email } }, admin);
    expect(byEmployee.adminSeats.totalCount).toBe(1);
    const free = await gqlOk(
      h,
      ADMIN_SEATS,
      { filter: { companyId: gid('User', company.userId), status: 'FREE' } },
      admin,
    );
    expect(free.adminSeats.totalCount).toBe(1);
    const back = await unassign(admin, seats[0]!);
    expect(back.body.data.unassignSeat.seat.status).toBe('FREE');
    // Admins use adminSeats, not mySeats.
    expect(errorCode((await graphql(h, MY_SEATS, {}, admin.headers)).body)).toBe('FORBIDDEN');
  });
});

describe('unassignSeat', () => {
  it('withdraws an invitation, takes back a course not started, refuses a started one and a free seat', async () => {
    const { course, company, seats } = await setup(4);
    await assign(company, seats[0]!, 'invited@example.org');
    const invited = await unassign(company, seats[0]!);
    expect(invited.body.data.unassignSeat.seat).toMatchObject({
      status: 'FREE',
      assignedEmail: null,
      canUnassign: false,
    });

    const student = await createStudent(h);
    await assign(company, seats[1]!, student.email);
    const assigned = await unassign(company, seats[1]!);
    expect(assigned.body.data.unassignSeat.seat.status).toBe('FREE');
    expect(await h.db.prisma.userCourse.count({ where: { userId: student.userId, courseId: course.courseId } })).toBe(
      0,
    );

    const starter = await createStudent(h);
    await assign(company, seats[2]!, starter.email);
    await h.db.prisma.userCourse.updateMany({ where: { userId: starter.userId }, data: { completedSubjects: 1 } });
    const mine = await gqlOk(h, MY_SEATS, { filter: { status: 'STARTED' } }, company);
    expect(
      mine.mySeats.edges.map((e: { node: { id: string; canUnassign: boolean } }) => [e.node.id, e.node.canUnassign]),
    ).toEqual([[seatGid(seats[2]!), false]]);
    const started = await unassign(company, seats[2]!);
    expect(errorCode(started.body)).toBe('BUSINESS_RULE');
    expect(started.body.errors?.[0]?.extensions?.rule).toBe('SEAT_IN_USE');
    expect(await h.db.prisma.userCourse.count({ where: { userId: starter.userId } })).toBe(1);

    const free = await unassign(company, seats[3]!);
    expect(free.body.errors?.[0]?.extensions?.rule).toBe('SEAT_NOT_ASSIGNED');
  });

  it('counts a taken quiz as started', async () => {
    const { company, seats } = await setup(1);
    const student = await createStudent(h);
    await assign(company, seats[0]!, student.email);
    const seat = await h.db.prisma.userResource.findUniqueOrThrow({ where: { id: seats[0]! } });
    const subject = await h.db.prisma.subject.findFirstOrThrow({ where: { courseId: seat.courseId } });
    const lesson = await h.db.prisma.lesson.create({ data: { subjectId: subject.id, title: 'L', position: 1 } });
    await h.db.prisma.quizResult.create({
      data: {
        userCourseId: seat.userCourseId!,
        lessonId: lesson.id,
        passed: false,
        correctCount: 0,
        questionCount: 1,
        bestScorePercent: 0,
      },
    });
    const { body } = await unassign(company, seats[0]!);
    expect(body.errors?.[0]?.extensions?.rule).toBe('SEAT_IN_USE');
  });
});

describe('seat groups and lists', () => {
  it('counts seats per variant and filters the list by course, status and search', async () => {
    const course = await createSeatCourse(h.db.prisma);
    const company = await createCompany(h);
    const online = await createSeats(h.db.prisma, company.userId, course, 3, 0);
    await createSeats(h.db.prisma, company.userId, course, 1, 1);
    const student = await createStudent(h);
    await assign(company, online[0]!, student.email);
    await assign(company, online[1]!, 'waiting@example.org');
    const groups = await gqlOk(h, GROUPS, {}, company);
    expect(groups.mySeatGroups).toEqual([
      {
        course: { id: gid('Course', course.courseId) },
        variant: 'THEORETICAL_ONLINE',
        courseVariantId: gid('CourseVariant', course.variantIds[0]),
        total: 3,
        used: 1,
        free: 1,
        invited: 1,
      },
      {
        course: { id: gid('Course', course.courseId) },
        variant: 'THEORETICAL_STATIONARY',
        courseVariantId: gid('CourseVariant', course.variantIds[1]),
        total: 1,
        used: 0,
        free: 1,
        invited: 0,
      },
    ]);
    const invited = await gqlOk(h, MY_SEATS, { filter: { status: 'INVITED' } }, company);
    expect(invited.mySeats.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([seatGid(online[1]!)]);
    const search = await gqlOk(h, MY_SEATS, { filter: { search: 'WAITING@' } }, company);
    expect(search.mySeats.totalCount).toBe(1);
    const byCourse = await gqlOk(
      h,
      MY_SEATS,
      { filter: { courseId: gid('Course', course.courseId), status: 'FREE' } },
      company,
    );
    expect(byCourse.mySeats.totalCount).toBe(2);
    const bad = await graphql(h, MY_SEATS, { filter: { search: 'x'.repeat(256) } }, company.headers);
    expect(errorCode(bad.body)).toBe('VALIDATION_FAILED');
  });
});

describe('assignSeatsBulk', () => {
  it('assigns row by row in purchase order: one bad row does not stop the rest; out of seats is NO_FREE_SEATS', async () => {
    const { course, company, seats } = await setup(3);
    const student = await createStudent(h);
    const owner = await createStudent(h);
    await h.db.prisma.userCourse.create({
      data: { userId: owner.userId, courseId: course.courseId, accessUntil: null },
    });
    const business = await createCompany(h);
    const emails = [
      student.email,
      'bad-email',
      owner.email,
      business.email,
      'bulk.new@example.org',
      'bulk.more@example.org',
      'bulk.last@example.org',
    ];
    const data = await gqlOk(
      h,
      BULK,
      { input: { courseVariantId: gid('CourseVariant', course.variantIds[0]), emails } },
      company,
    );
    expect(
      data.assignSeatsBulk.results.map((r: { row: number; outcome: string; code: string | null }) => [
        r.row,
        r.outcome,
        r.code,
      ]),
    ).toEqual([
      [1, 'ASSIGNED', null],
      [2, 'FAILED', 'BAD_EMAIL'],
      [3, 'FAILED', 'DUPLICATE_COURSE'],
      [4, 'FAILED', 'BAD_ROLE'],
      [5, 'INVITED', null],
      [6, 'INVITED', null],
      [7, 'FAILED', 'NO_FREE_SEATS'],
    ]);
    expect(data.assignSeatsBulk.results[0].seat.id).toBe(seatGid(seats[0]!));
    expect(data.assignSeatsBulk.results[4].seat).toMatchObject({
      id: seatGid(seats[1]!),
      status: 'INVITED',
      assignedEmail: 'bulk.new@example.org',
    });
    expect(data.assignSeatsBulk.results[5].seat.id).toBe(seatGid(seats[2]!));
    expect(data.assignSeatsBulk.results[6].seat).toBeNull();
    // Another variant has no seats at all.
    const other = await gqlOk(
      h,
      BULK,
      { input: { courseVariantId: gid('CourseVariant', course.variantIds[1]), emails: ['x@example.org'] } },
      company,
    );
    expect(other.assignSeatsBulk.results[0]).toMatchObject({ outcome: 'FAILED', code: 'NO_FREE_SEATS' });
  });

  it('an admin names the company; a company cannot use another’s seats; bad input is refused whole', async () => {
    const { course, company } = await setup(1);
    const variant = gid('CourseVariant', course.variantIds[0]);
    const missing = await graphql(
      h,
      BULK,
      { input: { courseVariantId: variant, emails: ['a@example.org'] } },
      admin.headers,
    );
    expect(errorCode(missing.body)).toBe('VALIDATION_FAILED');
    const done = await gqlOk(
      h,
      BULK,
      {
        input: { courseVariantId: variant, emails: ['admin.bulk@example.org'], companyId: gid('User', company.userId) },
      },
      admin,
    );
    expect(done.assignSeatsBulk.results[0].outcome).toBe('INVITED');
    const stranger = await createCompany(h);
    const theirs = await gqlOk(
      h,
      BULK,
      { input: { courseVariantId: variant, emails: ['z@example.org'], companyId: gid('User', company.userId) } },
      stranger,
    );
    expect(theirs.assignSeatsBulk.results[0]).toMatchObject({ outcome: 'FAILED', code: 'NO_FREE_SEATS' });
    const empty = await graphql(h, BULK, { input: { courseVariantId: variant, emails: [] } }, company.headers);
    expect(errorCode(empty.body)).toBe('VALIDATION_FAILED');
    const unknown = await graphql(
      h,
      BULK,
      { input: { courseVariantId: gid('CourseVariant', company.userId), emails: ['a@example.org'] } },
      company.headers,
    );
    expect(errorCode(unknown.body)).toBe('NOT_FOUND');
    const student = await signIn(h, 'USER');
    expect(
      errorCode(
        (await graphql(h, BULK, { input: { courseVariantId: variant, emails: ['a@example.org'] } }, student.headers))
          .body,
      ),
    ).toBe('FORBIDDEN');
  });
});

describe('invitations claimed at registration', () => {
  it('a person registering with the invited e-mail gets every invited course; the seats become ASSIGNED', async () => {
    const first = await setup(1);
    const second = await setup(1);
    const email = `invitee-${Date.now()}@example.org`;
    await assign(first.company, first.seats[0]!, email);
    await assign(second.company, second.seats[0]!, email);
    const newcomer = await signIn(h, 'REGISTER', { email });
    const person = { firstName: 'Ola', lastName: 'Nowa', phoneNumber: '+48 600 700 800' };
    const done = await gqlOk(h, COMPLETE, { input: { accountType: 'PERSON', person } }, newcomer);
    expect(done.completeRegistration.viewer.role).toBe('USER');
    const courses = await h.db.prisma.userCourse.findMany({ where: { userId: newcomer.userId } });
    expect(courses.map((c) => c.courseId).sort()).toEqual([first.course.courseId, second.course.courseId].sort());
    const seats = await gqlOk(h, MY_SEATS, {}, first.company);
    expect(seats.mySeats.edges[0].node).toMatchObject({ status: 'ASSIGNED', holderName: 'Ola Nowa' });
  });

  it('a company registering with an invited e-mail claims nothing (the invitation stays)', async () => {
    const { company, seats } = await setup(1);
    const email = `firm-invitee-${Date.now()}@example.org`;
    await assign(company, seats[0]!, email);
    const newcomer = await signIn(h, 'REGISTER', { email });
    const firm = {
      companyName: 'Drony SA',
      nip: '5260250274',
      address: 'ul. Polna 1',
      postalCode: '00-001',
      city: 'Warszawa',
    };
    await gqlOk(h, COMPLETE, { input: { accountType: 'COMPANY', company: firm } }, newcomer);
    expect(await h.db.prisma.userCourse.count({ where: { userId: newcomer.userId } })).toBe(0);
    const seat = await h.db.prisma.userResource.findUniqueOrThrow({ where: { id: seats[0]! } });
    expect(seat).toMatchObject({ assignedEmail: email, userCourseId: null });
  });

  it('an account an admin creates as a student with the invited e-mail gets the course at once', async () => {
    const { company, seats, course } = await setup(1);
    const email = `created-invitee-${Date.now()}@example.org`;
    await assign(company, seats[0]!, email);
    const created = await gqlOk(
      h,
      `mutation($input: CreateUserInput!) { createUser(input: $input) { user { id } } }`,
      { input: { email, firstName: 'Ewa', lastName: 'Nowa', role: 'USER' } },
      admin,
    );
    const user = await h.db.prisma.user.findUniqueOrThrow({ where: { email } });
    expect(created.createUser.user.id).toBeTruthy();
    const owned = await h.db.prisma.userCourse.findMany({ where: { userId: user.id } });
    expect(owned.map((c) => c.courseId)).toEqual([course.courseId]);
    const seats2 = await gqlOk(h, MY_SEATS, {}, company);
    expect(seats2.mySeats.edges[0].node).toMatchObject({ status: 'ASSIGNED', holderName: 'Ewa Nowa' });
  });

  it('a student created on first sign-in through an external provider gets the course; later sign-ins claim nothing new', async () => {
    const { company, seats, course } = await setup(2);
    const email = `external-invitee-${Date.now()}@example.org`;
    await assign(company, seats[0]!, email);
    const external = { ...h.config, embeddedIdp: false };
    const token = (role: string) => ({
      sub: `ext-${email}`,
      email: email.toUpperCase(),
      given_name: 'Iga',
      family_name: 'Zewn',
      resource_access: { [h.config.OIDC_CLIENT_ID]: { roles: [role] } },
    });
    const user = await findOrProvisionUser(h.db.prisma, external, token('USER'));
    expect(user).toMatchObject({ email, role: 'USER' });
    const owned = await h.db.prisma.userCourse.findMany({ where: { userId: user.id } });
    expect(owned.map((c) => c.courseId)).toEqual([course.courseId]);
    const listed = await gqlOk(h, MY_SEATS, { filter: { status: 'ASSIGNED' } }, company);
    expect(listed.mySeats.edges.map((e: { node: { holderName: string } }) => e.node.holderName)).toEqual(['Iga Zewn']);
    // The next sign-in finds the row: the same user, no second course.
    await assign(company, seats[1]!, `other-${email}`);
    expect((await findOrProvisionUser(h.db.prisma, external, token('USER'))).id).toBe(user.id);
    expect(await h.db.prisma.userCourse.count({ where: { userId: user.id } })).toBe(1);
  });

  it('a company or a pending account created on first external sign-in claims nothing (the invitation stays)', async () => {
    const { company, seats } = await setup(2);
    const external = { ...h.config, embeddedIdp: false };
    for (const [i, role] of (['B2B', 'REGISTER'] as const).entries()) {
      const email = `external-${role.toLowerCase()}-${Date.now()}@example.org`;
      await assign(company, seats[i]!, email);
      const user = await findOrProvisionUser(h.db.prisma, external, {
        sub: `ext-${email}`,
        email,
        resource_access: { [h.config.OIDC_CLIENT_ID]: { roles: [role] } },
      });
      expect(user.role).toBe(role);
      expect(await h.db.prisma.userCourse.count({ where: { userId: user.id } })).toBe(0);
      const seat = await h.db.prisma.userResource.findUniqueOrThrow({ where: { id: seats[i]! } });
      expect(seat).toMatchObject({ assignedEmail: email, userCourseId: null });
    }
  });

  it('an e-mail whose registration is not completed is invited, not refused', async () => {
    const { company, seats } = await setup(1);
    const pending = await signIn(h, 'REGISTER');
    const email = (await h.db.prisma.user.findUniqueOrThrow({ where: { id: pending.userId } })).email;
    const { body } = await assign(company, seats[0]!, email);
    expect(body.data.assignSeat.invited).toBe(true);
  });
});

// ───────────────────────────── Mails ─────────────────────────────
// Every seat change mails the person it concerns, once, in the same transaction: assigned,
// invited, invitation withdrawn, course taken back; in the person's language (the company's for
// an e-mail with no account), with the course's title in that language and the company's name.

const mailsTo = (to: string) =>
  h.db.prisma.mailMessage.findMany({ where: { to }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });

let seq = 0;
/** A person of the given language (USER: has an account; REGISTER: registration not completed). */
async function person(language: 'PL' | 'EN', role: 'USER' | 'REGISTER' = 'USER') {
  seq += 1;
  const email = `seat-mail-${seq}-${Date.now()}@example.com`;
  await signIn(h, role, { email, language, ...(role === 'USER' ? { accountType: 'PERSON' as const } : {}) });
  return email;
}

/** A PL seat course with an EN twin titled `Drone survey <n>` (the PL one: `Seat course <n>`). */
async function twinnedCourse(): Promise<SeatCourse & { plTitle: string; enTitle: string }> {
  const course = await createSeatCourse(h.db.prisma);
  const pl = await h.db.prisma.course.findUniqueOrThrow({ where: { id: course.courseId } });
  const en = await h.db.prisma.course.create({
    data: {
      title: `Drone survey ${pl.title.split(' ').at(-1)}`,
      language: 'EN',
      courseType: 'THEORETICAL',
      category: 'OPEN',
      twinId: pl.id,
    },
  });
  await h.db.prisma.course.update({ where: { id: pl.id }, data: { twinId: en.id } });
  return { ...course, plTitle: pl.title, enTitle: en.title };
}

async function companyName(userId: string) {
  return (await h.db.prisma.user.findUniqueOrThrow({ where: { id: userId } })).companyName!;
}

describe('seat mails', () => {
  it('tells a Polish student of an assignment once, in Polish, with My courses; nothing more when nothing changed', async () => {
    const course = await twinnedCourse();
    const company = await createCompany(h, 'EN');
    const seats = await createSeats(h.db.prisma, company.userId, course, 2);
    const student = await person('PL');

    await gqlOk(h, ASSIGN, { input: { seatId: seatGid(seats[0]!), email: student } }, company);
    const [mail, ...more] = await mailsTo(student);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(`${await companyName(company.userId)} przydziela Ci kurs „${course.plTitle}”`);
    expect(mail!.text).toContain('Kurs jest już na Twoim koncie');
    expect(mail!.text).toContain(`${h.config.publicUrl.origin}/app/my-courses?lang=pl`);
    expect(mail!.text).toContain('Zespół SkyPilot Academy');

    // The same seat again, and a second seat of the course: refused, no second mail.
    expect(errorCode((await assign(company, seats[0]!, student)).body)).toBe('BUSINESS_RULE');
    expect(errorCode((await assign(company, seats[1]!, student)).body)).toBe('DUPLICATE_COURSE');
    expect(await mailsTo(student)).toHaveLength(1);
  });

  it('writes to an English student in English with the English twin’s title', async () => {
    const course = await twinnedCourse();
    const company = await createCompany(h, 'PL');
    const [seat] = await createSeats(h.db.prisma, company.userId, course, 1);
    const student = await person('EN');

    await gqlOk(h, ASSIGN, { input: { seatId: seatGid(seat!), email: student } }, company);
    const mails = await mailsTo(student);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`${await companyName(company.userId)} has given you the course “${course.enTitle}”`);
    expect(mails[0]!.text).toContain(`${h.config.publicUrl.origin}/app/my-courses?lang=en`);
    expect(mails[0]!.text).toContain('The SkyPilot Academy team');
  });

  it('tells the student once when the course is taken back (EN); returning a free seat mails nobody', async () => {
    const course = await twinnedCourse();
    const company = await createCompany(h, 'PL');
    const [seat] = await createSeats(h.db.prisma, company.userId, course, 1);
    const student = await person('EN');
    await gqlOk(h, ASSIGN, { input: { seatId: seatGid(seat!), email: student } }, company);

    expect((await unassign(company, seat!)).body.errors).toBeUndefined();
    const mails = await mailsTo(student);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe(`The course “${course.enTitle}” is no longer assigned to your account`);
    expect(mails[1]!.text).toContain(`Please contact ${await companyName(company.userId)} with any questions`);
    expect(mails[1]!.text).toContain(`${h.config.publicUrl.origin}/app/my-courses?lang=en`);

    const again = await unassign(company, seat!);
    expect(again.body.errors?.[0]?.extensions?.rule).toBe('SEAT_NOT_ASSIGNED');
    expect(await mailsTo(student)).toHaveLength(2);
  });

  it('invites in the person’s language when they started registering, else the company’s; withdrawing says so once', async () => {
    const course = await twinnedCourse();
    const company = await createCompany(h, 'PL');
    const seats = await createSeats(h.db.prisma, company.userId, course, 2);
    const started = await person('EN', 'REGISTER');
    const unknown = `nobody-${Date.now()}@example.org`;

    expect((await assign(company, seats[0]!, started)).body.data.assignSeat.invited).toBe(true);
    const [english, ...none] = await mailsTo(started);
    expect(none).toHaveLength(0);
    expect(english!.subject).toBe(`${await companyName(company.userId)} invites you to the course “${course.enTitle}”`);
    expect(english!.text).toContain(`${h.config.publicUrl.origin}/app/register?lang=en`);

    await gqlOk(h, ASSIGN, { input: { seatId: seatGid(seats[1]!), email: unknown } }, company);
    const [polish] = await mailsTo(unknown);
    expect(polish!.subject).toContain(`zaprasza Cię na kurs „${course.plTitle}”`);
    expect(polish!.text).toContain(`${h.config.publicUrl.origin}/app/register?lang=pl`);

    await gqlOk(h, UNASSIGN, { input: { seatId: seatGid(seats[1]!) } }, company);
    const mails = await mailsTo(unknown);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe(`Zaproszenie na kurs „${course.plTitle}” zostało wycofane`);
    expect(mails[1]!.text).toContain(`${h.config.publicUrl.origin}/app/courses?lang=pl`);
  });

  it('a bulk assignment mails each person once; a refused row mails nobody', async () => {
    const course = await twinnedCourse();
    const company = await createCompany(h, 'EN');
    await createSeats(h.db.prisma, company.userId, course, 3);
    const student = await person('PL');
    const unknown = `bulk-nobody-${Date.now()}@example.org`;
    const before = await h.db.prisma.mailMessage.count();
    const data = await gqlOk(
      h,
      BULK,
      {
        input: {
          courseVariantId: gid('CourseVariant', course.variantIds[0]),
          emails: [student, unknown, 'bad@@example.org'],
        },
      },
      company,
    );
    expect(data.assignSeatsBulk.results.map((r: { outcome: string }) => r.outcome)).toEqual([
      'ASSIGNED',
      'INVITED',
      'FAILED',
    ]);
    expect(await h.db.prisma.mailMessage.count()).toBe(before + 2);
    expect((await mailsTo(student))[0]!.subject).toContain('przydziela Ci kurs');
    expect((await mailsTo(unknown))[0]!.subject).toContain('invites you');
  });
});
