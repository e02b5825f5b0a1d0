import type { Prisma } from '../../generated/prisma/client.ts';

/**
 * Issues the academy's certificate for a finished user course (idempotent: one GENERATED
 * certificate per user course). Called by learning when a course finishes (and, later, by
 * exams when the exam is verified), inside the caller's transaction.
 */
export async function issueCourseCertificate(_tx: Prisma.TransactionClient, _userCourseId: string): Promise<void> {
  // Implemented by the certificates work.
}
