import { builder } from '../../graphql/builder.ts';
import { uuidOrNil } from '../../graphql/ids.ts';
import { pictureUrl } from './service.ts';

export { pictureUrl }; // until shop imports it from service.ts

/**
 * A public picture of the catalogue (course highlight, product gallery): a second GraphQL type
 * over StoredFile (a Pothos variant), readable by anyone. `node(id)` only finds public files, so
 * a Picture id cannot be used to probe private uploads. Renditions are served by files/rest.ts.
 */
export const PictureRef = builder.prismaNode('StoredFile', {
  variant: 'Picture',
  id: { field: 'id' },
  // Node lookups: public files only; a malformed id finds nothing instead of failing in Prisma.
  findUnique: (id) => ({ id: uuidOrNil(id), public: true }),
  nullable: true,
  select: { id: true },
  fields: (t) => ({
    url: t.string({ resolve: (file) => pictureUrl(file.id) }),
    thumbnailUrl: t.string({ resolve: (file) => pictureUrl(file.id, 'thumb') }),
    mediumUrl: t.string({ resolve: (file) => pictureUrl(file.id, 'medium') }),
  }),
});
