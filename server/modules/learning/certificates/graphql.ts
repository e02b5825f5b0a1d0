// Certificates: mine, a user's (admins), upload and delete, public verification.
import { builder } from '../../../graphql/builder.ts';
import { dateTime, nullable, optional, optionalDateTime } from '../../../graphql/fields.ts';
import { rowIdOf, uuidOrNil } from '../../../graphql/ids.ts';
import { filesDeps, incomingFile } from '../../../graphql/uploads.ts';
import { unauthenticated } from '../../../platform/errors.ts';
import { UserRef } from '../../accounts/account/graphql.ts';
import { CourseRef } from '../../catalogue/courses/graphql.ts';
import {
  MANAGE_CERTIFICATES,
  NEWEST_FIRST,
  READ_OWN_CERTIFICATES,
  certificateDownloadUrl,
  certificateStatus,
  deleteCertificate,
  uploadCertificate,
  verificationUrl,
  verifyCertificate,
} from './service.ts';

const MANAGE = { permission: MANAGE_CERTIFICATES } as const;

export const CertificateKindEnum = builder.enumType('CertificateKind', {
  values: {
    UPLOADED: { description: 'A PDF an admin stored.' },
    GENERATED: { description: 'Issued by the academy when a course is finished.' },
  } as const,
  description: 'UPLOADED: a PDF an admin stored; GENERATED: issued by the academy when a course is finished.',
});
export const CertificateStatusEnum = builder.enumType('CertificateStatus', {
  description: 'Whether a certificate holds today.',
  values: {
    VALID: { description: 'Valid: not revoked, and not past validUntil.' },
    EXPIRED: { description: 'Past its validUntil.' },
    REVOKED: { description: 'Revoked by an admin.' },
  } as const,
});

/** A user's certificate: the holder (a student) or an admin reads it. */
export const CertificateRef = builder.prismaNode('Certificate', {
  id: { field: 'id' },
  authScopes: (certificate) => ({
    permission: MANAGE_CERTIFICATES,
    owner: { permission: READ_OWN_CERTIFICATES, ownerId: certificate.userId },
  }),
  findUnique: (id) => ({ id: uuidOrNil(id) }),
  nullable: true,
  description: 'A certificate of a user: readable by its holder and by admins.',
  fields: (t) => ({
    kind: t.expose('kind', { type: CertificateKindEnum, description: 'Uploaded or generated.' }),
    title: t.exposeString('title', { description: 'The course title as issued, or the title an admin gave.' }),
    number: t.exposeString('number', nullable('e.g. CERT/2026/000123; null for uploaded ones.')),
    issuedAt: t.expose('issuedAt', dateTime('When it was issued.')),
    validUntil: t.expose('validUntil', optionalDateTime('When it stops being valid; null: no end.')),
    revokedAt: t.expose('revokedAt', optionalDateTime('When it was revoked; null: not.')),
    status: t.field({
      type: CertificateStatusEnum,
      description: 'Whether it holds now.',
      select: { revokedAt: true, validUntil: true },
      resolve: (certificate) => certificateStatus(certificate),
    }),
    course: t.relation(
      'course',
      optional(CourseRef, 'The course it was issued for; null for uploaded ones or a deleted course.'),
    ),
    downloadUrl: t.string({
      description:
        'The PDF (GET, owner or admin): drawn for generated certificates, the stored file for uploaded ones.',
      select: { id: true },
      resolve: (certificate) => certificateDownloadUrl(certificate.id),
    }),
    verificationUrl: t.string({
      nullable: true,
      description: 'The public verification page its QR code opens; null for uploaded certificates.',
      select: { verificationToken: true },
      resolve: (certificate, _args, ctx) =>
        certificate.verificationToken ? verificationUrl(ctx.config.publicUrl, certificate.verificationToken) : null,
    }),
  }),
});

builder.prismaObjectField(UserRef, 'certificates', (t) =>
  t.relation('certificates', {
    description: 'Newest first. The user themselves (a student) or an admin.',
    authScopes: (user) => ({
      permission: MANAGE_CERTIFICATES,
      owner: { permission: READ_OWN_CERTIFICATES, ownerId: user.id },
    }),
    query: { orderBy: NEWEST_FIRST },
  }),
);

builder.queryField('myCertificates', (t) =>
  t.prismaField({
    type: ['Certificate'],
    authScopes: { permission: READ_OWN_CERTIFICATES },
    description: 'The signed-in student’s certificates, uploaded and generated, newest first.',
    resolve: (query, _root, _args, ctx) => {
      if (!ctx.viewer) throw unauthenticated();
      return ctx.prisma.certificate.findMany({
        ...query,
        where: { userId: ctx.viewer.user.id },
        orderBy: NEWEST_FIRST,
      });
    },
  }),
);

const CertificateVerificationRef = builder
  .objectRef<NonNullable<Awaited<ReturnType<typeof verifyCertificate>>>>('CertificateVerification')
  .implement({
    description: 'What anyone with the QR link sees: no more personal data than needed.',
    fields: (t) => ({
      status: t.field({ type: CertificateStatusEnum, description: 'Whether it holds now.', resolve: (v) => v.status }),
      number: t.exposeString('number', { description: 'Its number, e.g. CERT/2026/000123.' }),
      title: t.exposeString('title', { description: 'The course title as issued.' }),
      holderName: t.exposeString('holderName', { description: 'First name and last initial, e.g. "Jan K."' }),
      issuedAt: t.expose('issuedAt', dateTime('When it was issued.')),
      validUntil: t.expose('validUntil', optionalDateTime('When it stops being valid; null: no end.')),
    }),
  });

builder.queryField('certificateVerification', (t) =>
  t.field({
    type: CertificateVerificationRef,
    nullable: true,
    description: 'Public: the certificate of a verification token (from its QR code); null when unknown.',
    args: { token: t.arg.string({ required: true, description: 'The token in the verification link.' }) },
    resolve: (_root, { token }, ctx) => verifyCertificate(ctx.prisma, token),
  }),
);

const UploadCertificateInput = builder.inputType('UploadCertificateInput', {
  description: 'A certificate an admin stores for a user.',
  fields: (t) => ({
    userId: t.id({ required: true, description: 'Global id of the User who holds it.' }),
    title: t.string({ required: true, description: 'Its title, e.g. the qualification it proves.' }),
    file: t.field({ type: 'Upload', required: true, description: 'A PDF (checked by content).' }),
  }),
});

builder.mutationField('uploadCertificate', (t) =>
  t.prismaField({
    type: 'User',
    authScopes: MANAGE,
    description: 'Admins: stores a PDF as the user’s certificate; returns the user (with `certificates`).',
    args: { input: t.arg({ type: UploadCertificateInput, required: true, description: 'The certificate.' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const userId = rowIdOf(input.userId, 'User');
      await uploadCertificate(filesDeps(ctx), userId, { title: input.title }, await incomingFile(input.file));
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: userId } });
    },
  }),
);

builder.mutationField('deleteCertificate', (t) =>
  t.prismaField({
    type: 'User',
    authScopes: MANAGE,
    description:
      'Admins, irreversible: an uploaded certificate is deleted with its file; a generated one is revoked ' +
      '(its QR code then verifies as REVOKED). Returns the holder.',
    args: { id: t.arg.id({ required: true, description: 'Global id of the Certificate.' }) },
    resolve: async (query, _root, { id }, ctx) => {
      const userId = await deleteCertificate(filesDeps(ctx), rowIdOf(id, 'Certificate'));
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: userId } });
    },
  }),
);
