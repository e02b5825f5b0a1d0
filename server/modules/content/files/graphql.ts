import { COMPETENCE_UPLOAD_MAX_BYTES } from '../../../contract/policies.ts';
import { builder } from '../../../graphql/builder.ts';
import { dateTime } from '../../../graphql/fields.ts';
import { uuidOrNil } from '../../../graphql/ids.ts';
import { filesDeps, incomingFile } from '../../../graphql/uploads.ts';
import { unauthenticated } from '../../../platform/errors.ts';
import { UserRef } from '../../accounts/account/graphql.ts';
import { deleteOwnFile, pictureUrl, saveFile } from './service.ts';

/**
 * A public picture of the catalogue (course highlight, product gallery): a second GraphQL type
 * over StoredFile (a Pothos variant), readable by anyone, for other modules' fields (courses,
 * products). `node(id)` only finds public files, so a Picture id cannot be used to probe private
 * uploads. Renditions are served by files/rest.ts.
 */
export const PictureRef = builder.prismaNode('StoredFile', {
  variant: 'Picture',
  description: 'A public picture of the catalogue (course or product), readable by anyone.',
  id: { field: 'id' },
  // Node lookups: public files only; a malformed id finds nothing instead of failing in Prisma.
  findUnique: (id) => ({ id: uuidOrNil(id), public: true }),
  nullable: true,
  select: { id: true },
  fields: (t) => ({
    url: t.string({
      description: 'The picture as uploaded (a path on this server).',
      resolve: (file) => pictureUrl(file.id),
    }),
    thumbnailUrl: t.string({
      description: 'A 480 px wide WebP rendition (a path on this server).',
      resolve: (file) => pictureUrl(file.id, 'thumb'),
    }),
    mediumUrl: t.string({
      description: 'A 1200 px wide WebP rendition (a path on this server).',
      resolve: (file) => pictureUrl(file.id, 'medium'),
    }),
  }),
});

const COMPETENCE = 'COMPETENCE';

const StoredFileRef = builder.prismaNode('StoredFile', {
  id: { field: 'id' },
  name: 'StoredFile',
  description: 'A file a user uploaded (a competence document); readable by its owner and admins.',
  authScopes: (file) => ({ owner: { permission: 'read:file:own', ownerId: file.ownerId } }),
  fields: (t) => ({
    originalName: t.exposeString('originalName', { description: 'The file name it was uploaded with.' }),
    mimeType: t.exposeString('mimeType', { description: 'Its media type, e.g. `application/pdf`.' }),
    size: t.exposeInt('size', { description: 'Size in bytes.' }),
    createdAt: t.expose('createdAt', dateTime('When it was uploaded.')),
    url: t.string({
      description: 'Where to download it (a path on this server; owner or admin, signed in).',
      select: { id: true },
      resolve: (file) => `/api/v1/files/${file.id}`,
    }),
  }),
});

builder.prismaObjectField(UserRef, 'competences', (t) =>
  t.relation('files', {
    description: 'Qualification documents the user uploaded (spec 3 Account.competences).',
    query: { where: { purpose: COMPETENCE }, orderBy: { createdAt: 'asc' }, take: 100 },
  }),
);

builder.mutationField('addCompetenceFile', (t) =>
  t.prismaField({
    type: 'StoredFile',
    description: 'Upload a competence document (PDF, PNG or JPEG, at most 10 MB) to the own account.',
    authScopes: { permission: 'update:account:own' },
    args: {
      file: t.arg({
        type: 'Upload',
        required: true,
        description: 'The file (GraphQL multipart request).',
      }),
    },
    resolve: async (_query, _root, { file }, ctx) => {
      if (!ctx.viewer) throw unauthenticated();
      const incoming = (await incomingFile(file))!;
      const deps = filesDeps(ctx);
      // A scan (PNG, JPEG) or a PDF, up to COMPETENCE_UPLOAD_MAX_BYTES.
      return saveFile({ ...deps, maxBytes: Math.min(deps.maxBytes, COMPETENCE_UPLOAD_MAX_BYTES) }, incoming, {
        kind: /\.(png|jpe?g)$/i.test(incoming.filename) ? 'image' : 'document',
        purpose: COMPETENCE,
        ownerId: ctx.viewer.user.id,
      });
    },
  }),
);

builder.mutationField('deleteCompetenceFile', (t) =>
  t.boolean({
    description: 'Deletes one of the own competence documents; true when done.',
    authScopes: { permission: 'update:account:own' },
    args: {
      id: t.arg.globalID({ required: true, for: StoredFileRef, description: 'Global id of the StoredFile.' }),
    },
    resolve: async (_root, { id }, ctx) => {
      if (!ctx.viewer) throw unauthenticated();
      await deleteOwnFile(filesDeps(ctx), ctx.viewer.user, id.id);
      return true;
    },
  }),
);
