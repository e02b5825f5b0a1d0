import { once } from 'node:events';
import { ZipArchive } from 'archiver';
import type { PrismaClient, User } from '../../../generated/prisma/client.ts';
import { can } from '../../../auth/permissions.ts';
import { forbidden } from '../../../platform/errors.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import { warsawDate } from '../../../platform/time.ts';

/** Stored files of the user that go into the export: their bytes, under `path` in the ZIP. */
interface ExportFile {
  path: string;
  key: string;
}

/** The ZIP's name: `skypilot-my-data-YYYY-MM-DD.zip` (the date in Warsaw). */
export function exportFileName(now = new Date()): string {
  return `skypilot-my-data-${warsawDate(now)}.zip`;
}

/** A name safe inside a ZIP on every system: no folders, no control or reserved characters. */
function safeName(name: string): string {
  // eslint-disable-next-line no-control-regex -- exactly the characters to replace
  return name.replace(/[\u0000-\u001f\u007f\\/:*?"<>|]/g, '_').slice(0, 150) || 'file';
}

/**
 * Everything the academy holds about the user, as JSON (spec: own data export): the account,
 * courses with progress and quiz results, exams (drawn questions and own answers, never which
 * answer was correct), practice bookings, certificates, purchases with invoices, seats (company
 * accounts), work slots (instructors), competence documents and the e-mails sent (subjects only:
 * texts may hold secret links). Files are listed with their path in the ZIP.
 */
export async function collectExport(prisma: PrismaClient, user: User, now = new Date()) {
  if (!can(user.role, 'read:account:own')) throw forbidden();
  const id = user.id;
  const [account, userCourses, exams, exercises, certificates, purchases, seats, workSlots, files, mails] =
    await Promise.all([
      prisma.user.findUniqueOrThrow({ where: { id } }),
      prisma.userCourse.findMany({
        where: { userId: id },
        orderBy: { createdAt: 'asc' },
        include: {
          course: { select: { title: true, language: true, courseType: true } },
          courseVariant: { select: { variant: true } },
          quizResults: { include: { lesson: { select: { title: true } } }, orderBy: { answeredAt: 'asc' } },
        },
      }),
      prisma.exam.findMany({
        where: { userId: id },
        orderBy: { createdAt: 'asc' },
        include: {
          course: { select: { title: true } },
          workSlot: { select: { startsAt: true, endsAt: true, place: true, onlineLink: true } },
          items: { orderBy: { position: 'asc' } },
        },
      }),
      prisma.exercise.findMany({
        where: { userId: id },
        orderBy: { createdAt: 'asc' },
        include: {
          course: { select: { title: true } },
          workSlot: { select: { startsAt: true, endsAt: true, place: true, onlineLink: true } },
        },
      }),
      prisma.certificate.findMany({
        where: { userId: id },
        orderBy: { issuedAt: 'asc' },
        include: { file: { select: { key: true, originalName: true } } },
      }),
      prisma.purchase.findMany({
        where: { buyerId: id },
        orderBy: { createdAt: 'asc' },
        include: { items: { orderBy: { sortOrder: 'asc' } }, invoice: true, events: { orderBy: { createdAt: 'asc' } } },
      }),
      prisma.userResource.findMany({
        where: { ownerId: id },
        orderBy: { createdAt: 'asc' },
        include: {
          course: { select: { title: true } },
          courseVariant: { select: { variant: true } },
          purchase: { select: { number: true } },
        },
      }),
      prisma.workSlot.findMany({ where: { instructorId: id }, orderBy: { startsAt: 'asc' } }),
      prisma.storedFile.findMany({ where: { ownerId: id }, orderBy: { createdAt: 'asc' } }),
      prisma.mailMessage.findMany({
        where: { to: user.email },
        orderBy: { createdAt: 'asc' },
        select: { subject: true, status: true, createdAt: true, sentAt: true },
        take: 1000,
      }),
    ]);

  const zipFiles: ExportFile[] = [];
  const place = (folder: string, key: string, name: string) => {
    const path = `${folder}/${zipFiles.length + 1}-${safeName(name)}`;
    zipFiles.push({ path, key });
    return path;
  };

  const data = {
    exportedAt: now.toISOString(),
    account: {
      id: account.id,
      email: account.email,
      emailVerified: account.emailVerified,
      role: account.role,
      accountType: account.accountType,
      accountStatus: account.accountStatus,
      language: account.language,
      firstName: account.firstName,
      lastName: account.lastName,
      phoneNumber: account.phoneNumber,
      pilotNumber: account.pilotNumber,
      operatorNumber: account.operatorNumber,
      emailUlc: account.emailUlc,
      phoneNumberUlc: account.phoneNumberUlc,
      companyName: account.companyName,
      nip: account.nip,
      address: account.address,
      postalCode: account.postalCode,
      city: account.city,
      examEntitySerialNumber: account.examEntitySerialNumber,
      publicFlg: account.publicFlg,
      premiumUserFlg: account.premiumUserFlg,
      deletionRequestedAt: account.deletionRequestedAt,
      createdAt: account.createdAt,
      updatedAt: account.updatedAt,
    },
    competences: files.map((file) => ({
      name: file.originalName,
      mimeType: file.mimeType,
      size: file.size,
      purpose: file.purpose,
      uploadedAt: file.createdAt,
      path: place('competences', file.key, file.originalName),
    })),
    courses: userCourses.map((uc) => ({
      course: uc.course.title,
      language: uc.course.language,
      courseType: uc.course.courseType,
      variant: uc.courseVariant?.variant ?? null,
      since: uc.createdAt,
      accessUntil: uc.accessUntil,
      inProgress: uc.inProgress,
      completedSubjects: uc.completedSubjects,
      finishedAt: uc.finishedAt,
      extraExamTries: uc.extraExamTries,
      quizzes: uc.quizResults.map((q) => ({
        lesson: q.lesson.title,
        passed: q.passed,
        correctCount: q.correctCount,
        questionCount: q.questionCount,
        attempts: q.attempts,
        passedAt: q.passedAt,
        answeredAt: q.answeredAt,
      })),
    })),
    exams: exams.map((exam) => ({
      course: exam.course.title,
      attempt: exam.attempt,
      status: exam.status,
      date: exam.workSlot.startsAt,
      place: exam.workSlot.place,
      onlineLink: exam.workSlot.onlineLink,
      durationMinutes: exam.durationMinutes,
      passThreshold: exam.passThreshold,
      unlockedAt: exam.unlockedAt,
      finishedAt: exam.finishedAt,
      verifiedAt: exam.verifiedAt,
      independent: exam.independent,
      passed: exam.passed,
      correctCount: exam.correctCount,
      questionCount: exam.questionCount,
      questions: exam.items.map((item) => ({
        position: item.position,
        text: item.text,
        // Which answer was correct never leaves the server (as during the exam).
        answers: Array.isArray(item.answers)
          ? (item.answers as { id?: string; text?: string }[]).map((a) => ({ id: a.id, text: a.text }))
          : [],
        chosenAnswerIds: item.chosenAnswerIds,
        answeredAt: item.answeredAt,
      })),
    })),
    exercises: exercises.map((exercise) => ({
      course: exercise.course.title,
      status: exercise.status,
      date: exercise.workSlot.startsAt,
      place: exercise.workSlot.place,
      onlineLink: exercise.workSlot.onlineLink,
      accessCode: exercise.accessCode,
      confirmedAt: exercise.confirmedAt,
    })),
    certificates: certificates.map((c) => ({
      kind: c.kind,
      title: c.title,
      number: c.number,
      holderName: c.holderName,
      issuedAt: c.issuedAt,
      validUntil: c.validUntil,
      revokedAt: c.revokedAt,
      path: c.file ? place('certificates', c.file.key, c.file.originalName) : null,
    })),
    purchases: purchases.map((p) => ({
      number: p.number,
      createdAt: p.createdAt,
      status: p.status,
      paymentType: p.paymentType,
      buyerType: p.buyerType,
      name: p.name,
      streetAndNumber: p.streetAndNumber,
      postalCode: p.postalCode,
      city: p.city,
      phone: p.phone,
      email: p.email,
      invoiceData: {
        nip: p.invNip,
        name: p.invName,
        street: p.invStreet,
        postalCode: p.invPostalCode,
        city: p.invCity,
      },
      delivery: {
        name: p.deliveryName,
        street: p.deliveryStreet,
        postalCode: p.deliveryPostalCode,
        city: p.deliveryCity,
        shipping: p.shippingName,
        shippingPriceGross: p.shippingPriceGross,
      },
      notes: p.notes,
      couponCode: p.couponCode,
      itemsGross: p.itemsGross,
      discountGross: p.discountGross,
      totalGross: p.totalGross,
      paidAt: p.paidAt,
      invoice: p.invoice
        ? { number: p.invoice.number, issuedAt: p.invoice.issuedAt, saleDate: p.invoice.saleDate }
        : null,
      items: p.items.map((item) => ({
        kind: item.kind,
        name: item.name,
        variant: item.variantName,
        quantity: item.quantity,
        unitPriceGross: item.unitPriceGross,
        vatRate: item.vatRate,
        discountGross: item.discountGross,
        totalGross: item.totalGross,
      })),
      history: p.events.map((e) => ({ from: e.fromStatus, to: e.toStatus, at: e.createdAt })),
    })),
    seats: seats.map((seat) => ({
      course: seat.course.title,
      variant: seat.courseVariant?.variant ?? null,
      purchase: seat.purchase?.number ?? null,
      assignedEmail: seat.assignedEmail,
      assignedAt: seat.assignedAt,
    })),
    workSlots: workSlots.map((slot) => ({
      kind: slot.kind,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      place: slot.place,
      onlineLink: slot.onlineLink,
      capacity: slot.capacity,
      bookedCount: slot.bookedCount,
    })),
    emails: mails,
    moneyNote: 'Amounts are gross, in grosze (1/100 PLN).',
  };
  return { data, files: zipFiles };
}

/**
 * The export as a ZIP stream: each stored file is read from storage and added one after the
 * other (one open at a time, never buffered whole), then `my-data.json`. A file missing from
 * storage is listed in `missingFiles` instead of failing the export.
 */
export function exportArchive(storage: Storage, { data, files }: Awaited<ReturnType<typeof collectExport>>) {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const fill = async () => {
    const missingFiles: string[] = [];
    for (const file of files) {
      let body;
      try {
        body = await storage.get(file.key);
      } catch {
        missingFiles.push(file.path);
        continue;
      }
      archive.append(body, { name: file.path });
      await once(archive, 'entry');
    }
    archive.append(JSON.stringify({ ...data, missingFiles }, null, 2), { name: 'my-data.json' });
    await archive.finalize();
  };
  fill().catch((error: unknown) => archive.destroy(error as Error));
  return archive;
}
