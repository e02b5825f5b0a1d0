import { builder } from '../../../graphql/builder.ts';
import { dateTime, nullable, optionalDateTime } from '../../../graphql/fields.ts';
import { cappedCountConnection, connectionField } from '../../../graphql/connection-schema.ts';
import { rowIdOf, uuidOrNil } from '../../../graphql/ids.ts';
import { filesDeps, incomingFile } from '../../../graphql/uploads.ts';
import { JobFulfillmentTime, JobOfferStatus } from '../../../generated/prisma/enums.ts';
import { displayName } from '../../accounts/account/service.ts';
import { hasExchangeAccess } from './access.ts';
import {
  adminJobOffersWhere,
  countAdminJobOffers,
  attachmentUrl,
  closeJobOffer,
  createJobOffer,
  jobOffersWhere,
  mayCloseOffer,
  OFFERS_ORDER,
  readJobOffer,
} from './offers.ts';
import { exchangeViewerOf, ServiceCategoryEnum } from './profiles-graphql.ts';

/**
 * Job offers of the order exchange in GraphQL (exchange contract): the lists (access rule:
 * EXCHANGE_NO_ACCESS unless `mine`), one offer, posting with an attachment (GraphQL multipart, as
 * `uploadCertificate`), closing, the admin's list.
 */

const ADMIN = { permission: 'manage:content:any' } as const;
const ACCOUNT = { permission: 'update:account:own' } as const;

export const JobFulfillmentTimeEnum = builder.enumType('JobFulfillmentTime', {
  values: {
    AS_SOON_AS_POSSIBLE: { description: 'As soon as possible.' },
    ONE_MONTH: { description: 'Within a month.' },
    TWO_THREE_MONTHS: { description: 'Within two to three months.' },
    CUSTOM_TIME: { description: 'By the date in `customDate`.' },
  } as const satisfies Record<JobFulfillmentTime, { description: string }>,
  description: 'AS_SOON_AS_POSSIBLE, ONE_MONTH, TWO_THREE_MONTHS, or CUSTOM_TIME with `customDate`.',
});

export const JobOfferStatusEnum = builder.enumType('JobOfferStatus', {
  values: {
    OPEN: { description: 'Open (listed in the open tab).' },
    ENDED: { description: 'Closed by its author or an admin.' },
  } as const satisfies Record<JobOfferStatus, { description: string }>,
  description: 'OPEN, then ENDED once its author (or an admin) closes it.',
});

interface Attachment {
  offerId: string;
  originalName: string;
  mimeType: string;
  size: number;
}

const JobOfferAttachmentRef = builder.objectRef<Attachment>('JobOfferAttachment').implement({
  description: 'The file attached to an offer, downloadable by whoever may read the offer.',
  fields: (t) => ({
    originalName: t.exposeString('originalName', { description: 'The file name it was uploaded with.' }),
    mimeType: t.exposeString('mimeType', { description: 'Its media type, e.g. `application/pdf`.' }),
    size: t.exposeInt('size', { description: 'Size in bytes.' }),
    url: t.string({
      description: 'Where to download it (a path on this server; signed in).',
      resolve: (a) => attachmentUrl(a.offerId),
    }),
  }),
});

export const JobOfferRef = builder.prismaNode('JobOffer', {
  id: { field: 'id' },
  // Through `node(id)`: the author's own offers; any offer for users with access.
  findUnique: (id, ctx) => {
    const viewer = exchangeViewerOf(ctx);
    if (hasExchangeAccess(viewer)) return { id: uuidOrNil(id) };
    return { id: uuidOrNil(viewer ? id : ''), authorId: viewer?.id ?? uuidOrNil('') };
  },
  nullable: true,
  select: { id: true, authorId: true, status: true },
  authScopes: { signedIn: true },
  description: 'A client’s job offer (spec 3 "Job offer").',
  fields: (t) => ({
    number: t.exposeString('number', { description: 'The job number, e.g. ZL/2026/00042.' }),
    category: t.field({
      type: ServiceCategoryEnum,
      description: 'The kind of service wanted.',
      select: { category: true },
      resolve: (o) => o.category,
    }),
    description: t.exposeString('description', { description: 'What the client needs (plain text).' }),
    additionalRequirements: t.exposeString(
      'additionalRequirements',
      nullable('Further requirements (plain text); null: none.'),
    ),
    location: t.exposeString('location', { description: 'A town or a postal code.' }),
    fulfillmentTime: t.field({
      type: JobFulfillmentTimeEnum,
      description: 'By when the job should be done.',
      select: { fulfillmentTime: true },
      resolve: (o) => o.fulfillmentTime,
    }),
    customDate: t.expose('customDate', { type: 'Date', nullable: true, description: 'With CUSTOM_TIME only.' }),
    companyFlg: t.exposeBoolean('companyFlg', { description: 'Posted as a company.' }),
    status: t.field({ type: JobOfferStatusEnum, description: 'Open or ended.', resolve: (o) => o.status }),
    closedAt: t.expose('closedAt', optionalDateTime('When it was closed; null while open.')),
    createdAt: t.expose('createdAt', dateTime('When it was posted.')),
    attachment: t.field({
      type: JobOfferAttachmentRef,
      nullable: true,
      description: 'The file attached to it; null: none.',
      select: { attachment: { select: { originalName: true, mimeType: true, size: true } } },
      resolve: (o) => (o.attachment ? { offerId: o.id, ...o.attachment } : null),
    }),
    authorName: t.string({
      select: { author: { select: { firstName: true, lastName: true, email: true, companyName: true } } },
      description: 'Who posted it (name, else company name, else e-mail): the contact for providers.',
      resolve: (o) => displayName(o.author),
    }),
    contactEmail: t.string({
      description: 'The author’s e-mail address.',
      select: { author: { select: { email: true } } },
      resolve: (o) => o.author.email,
    }),
    contactPhone: t.string({
      nullable: true,
      description: 'The author’s phone number; null when their account has none.',
      select: { author: { select: { phoneNumber: true } } },
      resolve: (o) => o.author.phoneNumber,
    }),
    isMine: t.boolean({
      description: 'Whether the viewer posted it.',
      resolve: (o, _args, ctx) => ctx.viewer?.user.id === o.authorId,
    }),
    canClose: t.boolean({
      description: 'The viewer is its author or an admin, and it is open.',
      resolve: (o, _args, ctx) => mayCloseOffer(exchangeViewerOf(ctx), o),
    }),
  }),
});

export const JobOfferConnection = cappedCountConnection(JobOfferRef, 'JobOfferConnection', 'adminJobOffers');

const JobOfferFilter = builder.inputType('JobOfferFilter', {
  description: 'Which job offers to list; every field left out matches all.',
  fields: (t) => ({
    status: t.field({ type: JobOfferStatusEnum, description: 'OPEN (the open tab) or ENDED (completed).' }),
    category: t.field({ type: ServiceCategoryEnum, description: 'Only offers of this service.' }),
    mine: t.boolean({ description: 'Only the viewer’s own offers (needs no access).' }),
  }),
});

builder.queryField('jobOffers', (t) =>
  connectionField(t, {
    type: JobOfferConnection,
    node: 'JobOffer',
    authScopes: { signedIn: true },
    description:
      'Job offers, newest first. Everyone’s needs access (premium flag or admin), else EXCHANGE_NO_ACCESS; ' +
      '`filter.mine` lists the viewer’s own without it.',
    args: {
      filter: t.arg({ type: JobOfferFilter, description: 'Which offers; all when left out.' }),
    },
    rows: (args, ctx) => ({
      model: ctx.prisma.jobOffer,
      where: jobOffersWhere(exchangeViewerOf(ctx), args.filter ?? {}),
      orderBy: OFFERS_ORDER,
    }),
  }),
);

builder.queryField('adminJobOffers', (t) =>
  connectionField(t, {
    type: JobOfferConnection,
    node: 'JobOffer',
    authScopes: ADMIN,
    description: 'Admins: every offer, newest first (`filter.mine` is ignored).',
    args: {
      filter: t.arg({ type: JobOfferFilter, description: 'Which offers; all when left out.' }),
    },
    rows: (args, ctx) => ({
      model: ctx.prisma.jobOffer,
      where: adminJobOffersWhere(exchangeViewerOf(ctx), args.filter ?? {}),
      orderBy: OFFERS_ORDER,
      count: () => countAdminJobOffers(ctx.prisma, args.filter ?? {}),
    }),
  }),
);

builder.queryField('jobOffer', (t) =>
  t.prismaField({
    type: 'JobOffer',
    nullable: true,
    authScopes: { signedIn: true },
    description:
      'One offer: for its author and users with access; anyone else EXCHANGE_NO_ACCESS; null when it does not exist.',
    args: { id: t.arg.id({ required: true, description: 'Global id of the JobOffer.' }) },
    resolve: async (query, _root, { id }, ctx) => {
      try {
        const offer = await readJobOffer(ctx.prisma, exchangeViewerOf(ctx), rowIdOf(id, 'JobOffer'));
        return await ctx.prisma.jobOffer.findUniqueOrThrow({ ...query, where: { id: offer.id } });
      } catch (error) {
        if ((error as { code?: string }).code === 'NOT_FOUND') return null;
        throw error;
      }
    },
  }),
);

const CreateJobOfferInput = builder.inputType('CreateJobOfferInput', {
  description: 'A new job offer.',
  fields: (t) => ({
    category: t.field({ type: ServiceCategoryEnum, required: true, description: 'The kind of service wanted.' }),
    description: t.string({ required: true, description: 'At most 2000 characters.' }),
    additionalRequirements: t.string({ description: 'At most 1000 characters.' }),
    location: t.string({ required: true, description: 'A town or a postal code (at most 100 characters).' }),
    fulfillmentTime: t.field({ type: JobFulfillmentTimeEnum, required: true, description: 'By when.' }),
    customDate: t.field({ type: 'Date', description: 'Required with CUSTOM_TIME, after today; ignored otherwise.' }),
    companyFlg: t.boolean({ description: 'Posted as a company (default false).' }),
    attachment: t.field({
      type: 'Upload',
      description:
        'Optional: .pdf, .png, .jpg/.jpeg, .docx, .xlsx, .odt, .doc or .xls (checked by content), at most 10 MB.',
    }),
  }),
});

builder.mutationField('createJobOffer', (t) =>
  t.prismaField({
    type: 'JobOffer',
    authScopes: ACCOUNT,
    description:
      'Posts an offer with its job number; providers whose approved cards offer the category are e-mailed. ' +
      'Bad attachments: UNSUPPORTED_FILE, PAYLOAD_TOO_LARGE.',
    args: { input: t.arg({ type: CreateJobOfferInput, required: true, description: 'The offer.' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const { attachment, ...fields } = input;
      const offer = await createJobOffer(
        { ...filesDeps(ctx), publicUrl: ctx.config.publicUrl },
        exchangeViewerOf(ctx),
        fields,
        await incomingFile(attachment),
      );
      return ctx.prisma.jobOffer.findUniqueOrThrow({ ...query, where: { id: offer.id } });
    },
  }),
);

builder.mutationField('closeJobOffer', (t) =>
  t.prismaField({
    type: 'JobOffer',
    authScopes: { signedIn: true },
    description: 'Its author or an admin closes an offer (ENDED); closing an ended one changes nothing.',
    args: { id: t.arg.id({ required: true, description: 'Global id of the JobOffer.' }) },
    resolve: async (query, _root, { id }, ctx) => {
      const offer = await closeJobOffer(ctx.prisma, exchangeViewerOf(ctx), rowIdOf(id, 'JobOffer'));
      return ctx.prisma.jobOffer.findUniqueOrThrow({ ...query, where: { id: offer.id } });
    },
  }),
);
