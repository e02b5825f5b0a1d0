import type { Prisma } from '../../generated/prisma/client.ts';

/**
 * The e-mails of bookings (with an .ics invitation) and results, written through the outbox in
 * the caller's transaction, in the recipient's language. Filled by its owner (exams contract).
 */
export type BookingEvent = 'BOOKED' | 'MOVED' | 'CANCELLED';

export async function mailExamBooking(_tx: Prisma.TransactionClient, _examId: string, _event: BookingEvent) {}
export async function mailExerciseBooking(_tx: Prisma.TransactionClient, _exerciseId: string, _event: BookingEvent) {}
export async function mailExamResult(_tx: Prisma.TransactionClient, _examId: string) {}
export async function mailExerciseConfirmed(_tx: Prisma.TransactionClient, _exerciseId: string) {}
