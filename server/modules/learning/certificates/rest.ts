// Certificates: mine, a user's (admins), upload and delete, public verification.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Certificate, Course, PrismaClient } from '../../../generated/prisma/client.ts';
import type { Config } from '../../../config.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import { notFound, unauthenticated } from '../../../platform/errors.ts';
import { CERTIFICATE_UPLOAD_MAX_BYTES } from '../../../contract/policies.ts';
import { requirePermission } from '../../../platform/http/guard.ts';
import { acceptMultipart, readUpload } from '../../../platform/http/multipart.ts';
import * as oa from '../../../platform/http/openapi.ts';
import { deleteRoute } from '../../../platform/http/routes.ts';
import { renderCertificatePdf } from './pdf.ts';
import {
  MANAGE_CERTIFICATES,
  READ_OWN_CERTIFICATES,
  certificateDownloadUrl,
  certificateStatus,
  deleteCertificate,
  findReadableCertificate,
  listCertificates,
  startCertificateReminders,
  uploadCertificate,
  verificationUrl,
  verifyCertificate,
} from './service.ts';

const statusSchema = z.enum(['VALID', 'EXPIRED', 'REVOKED']);

const certificateResponse = z
  .object({
    id: oa.uuid('Certificate id'),
    kind: z.enum(['UPLOADED', 'GENERATED']),
    title: z.string(),
    number: z.string().nullable().meta({ description: 'e.g. CERT/2026/000123; null for uploaded certificates' }),
    issuedAt: oa.dateTime(),
    validUntil: oa.dateTime().nullable(),
    revokedAt: oa.dateTime().nullable(),
    status: statusSchema,
    courseId: oa.uuid('Course id').nullable(),
    downloadUrl: z.string().meta({ description: 'GET: the PDF (owner or admin)' }),
    verificationUrl: z.string().nullable().meta({ description: 'The public page its QR code opens' }),
  })
  .meta({ id: 'Certificate' });

const verificationResponse = z
  .object({
    status: statusSchema,
    number: z.string(),
    title: z.string(),
    holderName: z.string().meta({ description: 'First name and last initial only, e.g. "Jan K."' }),
    issuedAt: oa.dateTime(),
    validUntil: oa.dateTime().nullable(),
  })
  .meta({ id: 'CertificateVerification' });

const UPLOAD =
  'Uploading a certificate PDF: POST admin/users/{id}/certificates (multipart: title, then file), or the ' +
  'GraphQL `uploadCertificate(input: {userId, title, file})` mutation.';

const uploadForm = z
  .object({
    title: z.string().meta({ description: 'Up to 255 characters; send it before the file' }),
    file: z.custom<unknown>().meta({ type: 'string', format: 'binary', description: 'A PDF (checked by content)' }),
  })
  .meta({ description: 'multipart/form-data' });

/** GET user-account/certificates, the admin's delete, the PDF and the public verification. */
export async function certificatesRest(
  app: FastifyInstance,
  { prisma, config, storage }: { prisma: PrismaClient; config: Config; storage: Storage },
) {
  if (config.NODE_ENV !== 'test') {
    let runner: ReturnType<typeof startCertificateReminders> | undefined;
    app.addHook('onReady', async () => {
      runner = startCertificateReminders(prisma, config.publicUrl, app.log);
    });
    app.addHook('onClose', async () => runner?.stop());
  }

  const present = (certificate: Certificate & { course?: Course | null }) => ({
    id: certificate.id,
    kind: certificate.kind,
    title: certificate.title,
    number: certificate.number,
    issuedAt: certificate.issuedAt.toISOString(),
    validUntil: certificate.validUntil?.toISOString() ?? null,
    revokedAt: certificate.revokedAt?.toISOString() ?? null,
    status: certificateStatus(certificate),
    courseId: certificate.courseId,
    downloadUrl: certificateDownloadUrl(certificate.id),
    verificationUrl: certificate.verificationToken
      ? verificationUrl(config.publicUrl, certificate.verificationToken)
      : null,
  });

  const api = oa.rest(app);
  const tags = ['certificates'];

  api.get(
    '/user-account/certificates',
    {
      schema: {
        tags,
        summary: 'The signed-in student’s certificates, newest first',
        security: oa.security.read,
        response: { 200: oa.ok(z.array(certificateResponse), 'The certificates'), ...oa.signedInRefusals() },
      },
    },
    async (request) => {
      const viewer = requirePermission(request, READ_OWN_CERTIFICATES);
      return (await listCertificates(prisma, viewer.user.id)).map(present);
    },
  );

  acceptMultipart(app);

  api.post<{ Params: { id: string } }>(
    '/admin/users/:id/certificates',
    {
      schema: {
        tags,
        summary: 'Upload a PDF as a user’s certificate',
        description:
          'multipart/form-data with `title` first, then `file` (a PDF, checked by content, streamed to storage; ' +
          `at most ${CERTIFICATE_UPLOAD_MAX_BYTES / 1024 / 1024} MB). The same as GraphQL \`uploadCertificate\`.`,
        security: oa.security.write,
        params: z.object({ id: oa.uuid('User id') }),
        consumes: ['multipart/form-data'],
        body: uploadForm,
        response: {
          201: oa.ok(certificateResponse, 'The certificate'),
          ...oa.signedInRefusals(400, [404, 'NOT_FOUND: no such user, or no file sent'], 413, 415),
        },
      },
    },
    async (request, reply) => {
      requirePermission(request, MANAGE_CERTIFICATES);
      const { fields, file } = await readUpload(request, {
        fileField: 'file',
        maxFileSize: Math.min(config.UPLOAD_MAX_BYTES, CERTIFICATE_UPLOAD_MAX_BYTES),
      });
      const certificate = await uploadCertificate(
        { prisma, storage, maxBytes: config.UPLOAD_MAX_BYTES },
        request.params.id,
        { title: fields.title },
        file,
      );
      return reply.status(201).send(present(certificate));
    },
  );

  deleteRoute<{ id: string; certId: string }>(api, '/admin/users/:id/certificates/:certId', {
    tags,
    summary: 'Delete a user’s certificate (irreversible)',
    description:
      'An uploaded certificate is deleted with its stored file; a generated one is revoked (its QR ' +
      `code then verifies as REVOKED). ${UPLOAD}`,
    params: z.object({ id: oa.uuid('User id'), certId: oa.uuid('Certificate id') }),
    permission: MANAGE_CERTIFICATES,
    remove: ({ id, certId }) => deleteCertificate({ prisma, storage }, certId, id),
  });

  api.get<{ Params: { id: string } }>(
    '/certificates/:id.pdf',
    {
      schema: {
        tags,
        summary: 'A certificate as a PDF (its holder or an admin)',
        description:
          'Generated certificates are drawn from their record (holder, course, dates, number, QR code of ' +
          'the verification page); uploaded ones are the stored file. Anyone else: 404.',
        security: oa.security.read,
        params: z.object({ id: oa.uuid('Certificate id') }),
        produces: ['application/pdf'],
        response: { 200: oa.fileBytes('The PDF'), ...oa.signedInRefusals(404) },
      },
    },
    async (request, reply) => {
      if (!request.viewer) throw unauthenticated();
      const viewer = { id: request.viewer.user.id, role: request.viewer.user.role };
      const certificate = await findReadableCertificate(prisma, viewer, request.params.id);
      const base = (certificate.number ?? certificate.title).replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 80);
      // The download's headers, set once the bytes are there: an error before is plain JSON.
      const download = () =>
        reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="certificate-${base}.pdf"`)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff');
      if (certificate.kind === 'GENERATED' && certificate.verificationToken) {
        const verification = verificationUrl(config.publicUrl, certificate.verificationToken);
        const pdf = await renderCertificatePdf({ ...certificate, verificationUrl: verification });
        return download().send(pdf);
      }
      if (!certificate.file) throw notFound('Certificate');
      const bytes = await storage.get(certificate.file.key);
      return download().header('content-length', String(certificate.file.size)).send(bytes);
    },
  );

  api.get<{ Params: { token: string } }>(
    '/certificates/verify/:token',
    {
      schema: {
        tags,
        summary: 'Public verification of a certificate by the token of its QR code',
        description: 'Status VALID, EXPIRED or REVOKED, with no more personal data than needed. Unknown token: 404.',
        security: oa.security.public,
        params: z.object({ token: z.string().max(200).meta({ description: 'The token from the QR link' }) }),
        response: { 200: oa.ok(verificationResponse, 'The certificate'), ...oa.errors(404) },
      },
    },
    async (request, reply) => {
      const verification = await verifyCertificate(prisma, request.params.token);
      if (!verification) throw notFound('Certificate');
      reply.header('cache-control', 'no-store');
      return {
        ...verification,
        issuedAt: verification.issuedAt.toISOString(),
        validUntil: verification.validUntil?.toISOString() ?? null,
      };
    },
  );
}
