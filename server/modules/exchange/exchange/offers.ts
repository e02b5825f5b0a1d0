import { recordWebhookEvent } from '../../system/integrations/service.ts';
import { z } from 'zod';
import { Prisma, type JobOffer, type PrismaClient } from '../../../generated/prisma/client.ts';
import {
  JobFulfillmentTime,
  JobOfferStatus,
  PublicProfileStatus,
  ServiceCategory,
} from '../../../generated/prisma/enums.ts';
import { JOB_OFFER_ATTACHMENT_MAX_BYTES } from '../../../contract/policies.ts';
import { countUpTo, EXACT_COUNT_UP_TO } from '../../../platform/db/capped-count.ts';
import { nextCounterValue } from '../../../platform/db/counters.ts';
import { AppError, forbidden, notFound, unauthenticated } from '../../../platform/errors.ts';
import {
  calendarDate,
  enumOf,
  isUuid,
  issue,
  optionalText,
  parseInput,
  requiredText,
} from '../../../platform/validation.ts';
import { deleteStoredFiles, saveAfterCheck, type FilesDeps, type IncomingFile } from '../../content/files/service.ts';
import {
  hasExchangeAccess,
  isExchangeAdmin,
  mayUseExchange,
  requireExchangeAccess,
  requireExchangeAdmin,
  type ExchangeViewer,
} from './access.ts';
import { newOfferMail } from './mail.ts';
import { VISIBLE_PROFILE } from './profiles.ts';
import { warsawToday } from '../../../platform/time.ts';

/**
 * Job offers of the order exchange (issue 13; spec 3 "Job offer", 4 "open, then ended"): a
 * signed-in client posts one (numbered ZL/<year>/<5 digits>, with an optional attachment);
 * providers whose approved cards offer its category are e-mailed in the same transaction;
 * reading offers needs access (access.ts) except one's own; the author or an admin closes it.
 */

type Db = PrismaClient | Prisma.TransactionClient;

export const JOB_OFFER_ATTACHMENT_PURPOSE = 'JOB_OFFER_ATTACHMENT';
export const JOB_OFFER_TEXT_MAX = { description: 2000, additionalRequirements: 1000, location: 100 } as const;
/** Matching providers are e-mailed in batches of this many rows. */
const MAIL_BATCH = 500;

export const createJobOfferSchema = z
  .object({
    category: enumOf(ServiceCategory),
    description: requiredText(JOB_OFFER_TEXT_MAX.description),
    additionalRequirements: optionalText(JOB_OFFER_TEXT_MAX.additionalRequirements),
    location: requiredText(JOB_OFFER_TEXT_MAX.location),
    fulfillmentTime: enumOf(JobFulfillmentTime),
    customDate: calendarDate().nullish(),
    companyFlg: z.boolean(issue('invalid_value')).nullish(),
  })
  .superRefine((offer, ctx) => {
    if (offer.fulfillmentTime === JobFulfillmentTime.CUSTOM_TIME && !offer.customDate) {
      ctx.addIssue({ code: 'custom', path: ['customDate'], message: 'required' });
    }
  });
export type CreateJobOfferInput = z.input<typeof createJobOfferSchema>;

const NUMBER_DIGITS = 5;

/** "ZL/2026/00042": a gap-free counter per (Warsaw) year, taken inside the creating transaction. */
async function nextOfferNumber(tx: Prisma.TransactionClient, now: Date): Promise<string> {
  const year = warsawToday(now).getUTCFullYear();
  const sequence = await nextCounterValue(tx, `job-offer:${year}`);
  return `ZL/${year}/${String(sequence).padStart(NUMBER_DIGITS, '0')}`;
}

/** Who may post an offer: a signed-in account holder (a visitor is UNAUTHENTICATED, a seller FORBIDDEN). */
export function requireOfferAuthor(viewer: ExchangeViewer | null | undefined): asserts viewer is ExchangeViewer {
  if (!viewer) throw unauthenticated();
  if (!mayUseExchange(viewer)) throw forbidden();
}

/** The attachment's size limit: JOB_OFFER_ATTACHMENT_MAX_BYTES, or the server's upload limit if lower. */
export const jobOfferAttachmentMaxBytes = (uploadMaxBytes: number) =>
  Math.min(uploadMaxBytes, JOB_OFFER_ATTACHMENT_MAX_BYTES);

/**
 * Posts a job offer. The input is checked before a byte of the attachment is stored; the
 * attachment (optional) is a picture, a PDF or an office document of at most
 * JOB_OFFER_ATTACHMENT_MAX_BYTES. A custom date must be after today (Warsaw). The offer, its
 * number and the e-mails to the matching providers (approved visible cards offering the
 * category, the author excepted) commit together; a failed transaction deletes the stored file.
 */
export async function createJobOffer(
  deps: FilesDeps & { publicUrl: URL },
  viewer: ExchangeViewer | null | undefined,
  input: unknown,
  file: IncomingFile | null,
  now = new Date(),
): Promise<JobOffer> {
  const { checked, stored } = await saveAfterCheck(
    { ...deps, maxBytes: jobOfferAttachmentMaxBytes(deps.maxBytes) },
    file,
    async () => {
      requireOfferAuthor(viewer);
      const parsed = parseInput(createJobOfferSchema, input);
      const customDate = parsed.fulfillmentTime === JobFulfillmentTime.CUSTOM_TIME ? parsed.customDate! : null;
      if (customDate && customDate.getTime() <= warsawToday(now).getTime()) {
        throw new AppError('VALIDATION_FAILED', 'Invalid form', [{ field: 'customDate', code: 'invalid_value' }]);
      }
      return { author: viewer, data: { ...parsed, customDate } };
    },
    ({ author }) => ({ kind: 'attachment', purpose: JOB_OFFER_ATTACHMENT_PURPOSE, ownerId: author.id }),
  );
  const { author, data } = checked;
  try {
    return await deps.prisma.$transaction(
      async (tx) => {
        const offer = await tx.jobOffer.create({
          data: {
            number: await nextOfferNumber(tx, now),
            authorId: author.id,
            category: data.category,
            description: data.description,
            additionalRequirements: data.additionalRequirements,
            location: data.location,
            fulfillmentTime: data.fulfillmentTime,
            customDate: data.customDate ?? null,
            companyFlg: data.companyFlg ?? false,
            attachmentId: stored?.id ?? null,
          },
        });
        await mailMatchingProviders(tx, offer, deps.publicUrl);
        await recordWebhookEvent(tx, 'JOB_OFFER_POSTED', {
          data: { jobOfferId: offer.id, number: offer.number, category: offer.category, location: offer.location },
        });
        return offer;
      },
      { maxWait: 30_000, timeout: 60_000 },
    );
  } catch (error) {
    if (stored) await deleteStoredFiles(deps, [stored.id]);
    throw error;
  }
}

/** Queues the new-offer e-mail to every provider whose visible card offers the category. */
async function mailMatchingProviders(tx: Prisma.TransactionClient, offer: JobOffer, publicUrl: URL): Promise<void> {
  let cursor: string | undefined;
  for (;;) {
    const profiles = await tx.publicProfile.findMany({
      where: matchingProvidersWhere(offer.category, offer.authorId),
      select: { id: true, user: { select: { email: true, language: true } } },
      orderBy: { id: 'asc' },
      take: MAIL_BATCH,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    });
    if (profiles.length === 0) return;
    await tx.mailMessage.createMany({
      data: profiles.map((p) => {
        const mail = newOfferMail(offer, p.user, publicUrl);
        return { to: mail.to, subject: mail.subject, text: mail.text };
      }),
    });
    if (profiles.length < MAIL_BATCH) return;
    cursor = profiles.at(-1)!.id;
  }
}

// ───────────────────────────── Reading ─────────────────────────────

export const jobOfferFilterSchema = z.object({
  status: enumOf(JobOfferStatus).nullish(),
  category: enumOf(ServiceCategory).nullish(),
  mine: z.boolean(issue('invalid_value')).nullish(),
});
export type JobOfferFilter = z.input<typeof jobOfferFilterSchema>;

/** Newest first, `id` last. */
export const OFFERS_ORDER: Prisma.JobOfferOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

/**
 * The WHERE of the offers list. `mine`: the viewer's own offers (any account holder); otherwise
 * everyone's, which needs access (EXCHANGE_NO_ACCESS). A visitor is UNAUTHENTICATED.
 */
export function jobOffersWhere(viewer: ExchangeViewer | null | undefined, input: unknown): Prisma.JobOfferWhereInput {
  if (!viewer) throw unauthenticated();
  const filter = parseInput(jobOfferFilterSchema, input ?? {});
  if (!filter.mine) requireExchangeAccess(viewer);
  return {
    ...(filter.mine ? { authorId: viewer.id } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.category ? { category: filter.category } : {}),
  };
}

/** The admin's list of every offer (`mine` ignored). */
export function adminJobOffersWhere(
  viewer: ExchangeViewer | null | undefined,
  input: unknown,
): Prisma.JobOfferWhereInput {
  requireExchangeAdmin(viewer);
  const filter = parseInput(jobOfferFilterSchema, input ?? {});
  return {
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.category ? { category: filter.category } : {}),
  };
}

/**
 * The admin list's WHERE in SQL over `"JobOffer"` (unqualified: the connection's search_path), for
 * the capped count. Kept next to `adminJobOffersWhere`: the exchange's tests compare the two.
 */
export function adminJobOffersSqlWhere(input: unknown): Prisma.Sql {
  const filter = parseInput(jobOfferFilterSchema, input ?? {});
  const and: Prisma.Sql[] = [];
  if (filter.status) and.push(Prisma.sql`"status" = ${filter.status}::"JobOfferStatus"`);
  if (filter.category) and.push(Prisma.sql`"category" = ${filter.category}::"ServiceCategory"`);
  return and.length ? Prisma.join(and, ' AND ') : Prisma.sql`TRUE`;
}

/** How many offers match the admin filter: exact up to EXACT_COUNT_UP_TO, else the planner's estimate. */
export const countAdminJobOffers = (db: Db, input: unknown, upTo = EXACT_COUNT_UP_TO) =>
  countUpTo(db, 'JobOffer', adminJobOffersSqlWhere(input), upTo);

/** Whether the viewer may read this offer: its author, or anyone with access. */
export const mayReadOffer = (viewer: ExchangeViewer | null | undefined, offer: Pick<JobOffer, 'authorId'>) =>
  !!viewer && (offer.authorId === viewer.id || hasExchangeAccess(viewer));

/** Whether the viewer may close it: its author or an admin, while it is open. */
export const mayCloseOffer = (
  viewer: ExchangeViewer | null | undefined,
  offer: Pick<JobOffer, 'authorId' | 'status'>,
) => !!viewer && offer.status === JobOfferStatus.OPEN && (offer.authorId === viewer.id || isExchangeAdmin(viewer));

/**
 * One offer: its author and users with access read it; anyone else signed in gets
 * EXCHANGE_NO_ACCESS (whether or not it exists, so ids cannot be probed); a missing one is NOT_FOUND.
 */
export async function readJobOffer(db: Db, viewer: ExchangeViewer | null | undefined, id: string): Promise<JobOffer> {
  if (!viewer) throw unauthenticated();
  const offer = isUuid(id) ? await db.jobOffer.findUnique({ where: { id } }) : null;
  if (offer && offer.authorId === viewer.id) return offer;
  requireExchangeAccess(viewer);
  if (!offer) throw notFound('Job offer');
  return offer;
}

/**
 * Closes an offer (OPEN → ENDED): its author or an admin; others who may read it are FORBIDDEN.
 * Closing an ended offer changes nothing (the same row is returned).
 */
export async function closeJobOffer(
  prisma: PrismaClient,
  viewer: ExchangeViewer | null | undefined,
  id: string,
  now = new Date(),
): Promise<JobOffer> {
  const offer = await readJobOffer(prisma, viewer, id);
  if (offer.authorId !== viewer!.id && !isExchangeAdmin(viewer)) throw forbidden();
  await prisma.jobOffer.updateMany({
    where: { id: offer.id, status: JobOfferStatus.OPEN },
    data: { status: JobOfferStatus.ENDED, closedAt: now },
  });
  return prisma.jobOffer.findUniqueOrThrow({ where: { id: offer.id } });
}

/** The attachment's stored file, for whoever may read the offer (download route). */
export async function jobOfferAttachment(db: Db, viewer: ExchangeViewer | null | undefined, id: string) {
  const offer = await readJobOffer(db, viewer, id);
  const file = offer.attachmentId ? await db.storedFile.findUnique({ where: { id: offer.attachmentId } }) : null;
  if (!file) throw notFound('Attachment');
  return file;
}

/** The download URL of an offer's attachment (served by rest.ts with the offer's access rule). */
export const attachmentUrl = (offerId: string) => `/api/v1/job-offers/${offerId}/attachment`;

/** The cards told about a new offer: visible, offering its category, not the author's own. */
export const matchingProvidersWhere = (
  category: ServiceCategory,
  authorId: string,
): Prisma.PublicProfileWhereInput => ({
  ...VISIBLE_PROFILE,
  status: PublicProfileStatus.APPROVED,
  services: { has: category },
  userId: { not: authorId },
});
