import { builder } from '../../../graphql/builder.ts';
import { dateTime, nullable, optionalDateTime } from '../../../graphql/fields.ts';
import { cappedCountConnection, connectionField } from '../../../graphql/connection-schema.ts';
import type { RequestContext } from '../../../graphql/context.ts';
import { rowIdOf, uuidOrNil } from '../../../graphql/ids.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { PublicProfileStatus, ServiceCategory } from '../../../generated/prisma/enums.ts';
import { isExchangeAdmin, type ExchangeViewer } from './access.ts';
import {
  ADMIN_PROFILES_ORDER,
  adminPublicProfilesPageIds,
  adminPublicProfilesWhere,
  countAdminPublicProfiles,
  approvePublicProfile,
  formatCoordinates,
  hidePublicProfile,
  myPublicProfile,
  PROFILES_ORDER,
  profileMarkers,
  profileReadableWhere,
  publicProfilesWhere,
  removePublicProfile,
  savePublicProfile,
  SERVICE_CATEGORIES,
} from './profiles.ts';

/**
 * Public profiles of the order exchange in GraphQL (exchange contract): the public directory and
 * map (visitors too), the owner's card, the admin's review. Also the shared enums.
 */

/** The viewer as the exchange services take it, or null for a visitor. */
export const exchangeViewerOf = (ctx: RequestContext): ExchangeViewer | null =>
  ctx.viewer
    ? { id: ctx.viewer.user.id, role: ctx.viewer.user.role, premiumUserFlg: ctx.viewer.user.premiumUserFlg }
    : null;

const ADMIN = { permission: 'manage:content:any' } as const;
const ACCOUNT = { permission: 'update:account:own' } as const;

// ───────────────────────────── Enums ─────────────────────────────

export const ServiceCategoryEnum = builder.enumType('ServiceCategory', {
  values: {
    OBJECT_INSPECTION: { description: 'Object inspection.' },
    THERMOVISION: { description: 'Thermovision (thermal imaging).' },
    MATERIAL_TRANSPORT: { description: 'Transport of materials.' },
    PHOTOGRAPHY: { description: 'Aerial photography.' },
    VIDEO: { description: 'Aerial video.' },
    CONSTRUCTION: { description: 'Construction.' },
    GEODESY: { description: 'Geodesy and surveying.' },
    SURFACE_CLEANING: { description: 'Surface cleaning.' },
    SPECTRAL_ANALYSIS: { description: 'Spectral analysis.' },
    AGRICULTURE: { description: 'Agriculture.' },
    FORESTRY: { description: 'Forestry.' },
    DRONE_SHOWS: { description: 'Drone shows.' },
  } as const satisfies Record<ServiceCategory, { description: string }>,
  description: 'The 12 service categories of the order exchange (spec 3).',
});

export const PublicProfileStatusEnum = builder.enumType('PublicProfileStatus', {
  values: {
    PENDING: { description: 'Awaiting an admin’s review (also after a change).' },
    APPROVED: { description: 'Approved: listed while its owner keeps it published.' },
    HIDDEN: { description: 'Hidden by an admin.' },
    REMOVED: { description: 'Removed by an admin (the owner was e-mailed).' },
  } as const satisfies Record<PublicProfileStatus, { description: string }>,
  description:
    'PENDING (awaiting an admin; a changed card returns here), APPROVED (listed while published), ' +
    'HIDDEN (an admin hid it), REMOVED (an admin removed it; the owner was e-mailed).',
});

// ───────────────────────────── PublicProfile ─────────────────────────────

export const PublicProfileRef = builder.prismaNode('PublicProfile', {
  id: { field: 'id' },
  // Through `node(id)`: visible cards to anyone, the owner's own card, any card to admins.
  findUnique: (id, ctx) => ({ id: uuidOrNil(id), ...profileReadableWhere(exchangeViewerOf(ctx)) }) as never,
  nullable: true,
  select: { id: true, userId: true },
  description: 'A provider’s business card on the order exchange (spec 3 "Public profile").',
  fields: (t) => ({
    companyName: t.exposeString('companyName', { description: 'The provider’s name.' }),
    companyPhoneNumber: t.exposeString('companyPhoneNumber', nullable('Phone; null: none.')),
    website: t.exposeString('website', nullable('An http(s) link; null: none.')),
    skysnapLink: t.exposeString('skysnapLink', nullable('The provider’s SkySnap link (an http(s) link); null: none.')),
    shortDescription: t.exposeString(
      'shortDescription',
      nullable('What the provider offers (plain text); null: none.'),
    ),
    lat: t.float({
      description: 'Latitude in degrees (WGS 84).',
      select: { lat: true },
      resolve: (p) => p.lat.toNumber(),
    }),
    lng: t.float({
      description: 'Longitude in degrees (WGS 84).',
      select: { lng: true },
      resolve: (p) => p.lng.toNumber(),
    }),
    coordinates: t.string({
      select: { lat: true, lng: true },
      description: '"lat, lng" as stored (at most 14 decimals each), as the form shows it.',
      resolve: formatCoordinates,
    }),
    town: t.exposeString('town', nullable('Its town (for the town search); null: none.')),
    services: t.field({
      type: [ServiceCategoryEnum],
      description: 'The services offered.',
      select: { services: true },
      resolve: (p) => p.services,
    }),
    status: t.field({
      type: PublicProfileStatusEnum,
      select: { status: true },
      description: 'For its owner and admins; others see APPROVED (the only cards they can read).',
      resolve: (p) => p.status,
    }),
    published: t.boolean({
      select: { user: { select: { publicFlg: true } } },
      description: 'The owner’s public-profile flag (User.publicFlg): listed only while on.',
      resolve: (p) => p.user.publicFlg,
    }),
    isMine: t.boolean({
      description: 'Whether it is the viewer’s own card.',
      resolve: (p, _args, ctx) => ctx.viewer?.user.id === p.userId,
    }),
    ownerEmail: t.string({
      nullable: true,
      select: { user: { select: { email: true } } },
      description: 'The owner’s account e-mail: for admins only (null for others).',
      resolve: (p, _args, ctx) => (isExchangeAdmin(exchangeViewerOf(ctx)) ? p.user.email : null),
    }),
    reviewedAt: t.expose('reviewedAt', optionalDateTime('When an admin last reviewed it; null: not yet.')),
    createdAt: t.expose('createdAt', dateTime('When it was created.')),
    updatedAt: t.expose('updatedAt', dateTime('When it was last changed.')),
  }),
});

export const PublicProfileConnection = cappedCountConnection(
  PublicProfileRef,
  'PublicProfileConnection',
  'adminPublicProfiles',
);

interface Marker {
  id: string;
  lat: number;
  lng: number;
  companyName: string;
  services: ServiceCategory[];
}

const ProfileMarkerRef = builder.objectRef<Marker>('ProfileMarker').implement({
  description: 'A provider on the exchange map: the card’s global id, its position, name and services.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The PublicProfile’s global id (load the card with `node`).' }),
    lat: t.exposeFloat('lat', { description: 'Latitude in degrees (WGS 84).' }),
    lng: t.exposeFloat('lng', { description: 'Longitude in degrees (WGS 84).' }),
    companyName: t.exposeString('companyName', { description: 'The provider’s name.' }),
    services: t.field({
      type: [ServiceCategoryEnum],
      description: 'The services offered.',
      resolve: (m) => m.services,
    }),
  }),
});

// ───────────────────────────── Queries ─────────────────────────────

const PublicProfileFilter = builder.inputType('PublicProfileFilter', {
  description: 'Which cards to list; every field left out matches all.',
  fields: (t) => ({
    service: t.field({ type: ServiceCategoryEnum, description: 'Cards offering this service.' }),
    town: t.string({ description: 'Cards whose town contains this text (case-insensitive).' }),
  }),
});

const AdminPublicProfileFilter = builder.inputType('AdminPublicProfileFilter', {
  description: 'Which cards an admin lists; every field left out matches all.',
  fields: (t) => ({
    status: t.field({ type: PublicProfileStatusEnum, description: 'Only cards in this status.' }),
    service: t.field({ type: ServiceCategoryEnum, description: 'Only cards offering this service.' }),
    search: t.string({ description: 'In the company name, the town or the owner’s e-mail.' }),
  }),
});

builder.queryField('serviceCategories', (t) =>
  t.field({
    type: [ServiceCategoryEnum],
    description: 'The 12 service categories (spec 7 GET services), in the spec’s order.',
    resolve: () => SERVICE_CATEGORIES,
  }),
);

builder.queryField('publicProfiles', (t) =>
  connectionField(t, {
    type: PublicProfileConnection,
    node: 'PublicProfile',
    description: 'Public: approved, published cards by company name, filtered by service and town.',
    args: {
      filter: t.arg({ type: PublicProfileFilter, description: 'Which cards; all when left out.' }),
    },
    rows: (args, ctx) => ({
      model: ctx.prisma.publicProfile,
      where: publicProfilesWhere(args.filter ?? {}),
      orderBy: PROFILES_ORDER,
    }),
  }),
);

builder.queryField('publicProfileMarkers', (t) =>
  t.field({
    type: [ProfileMarkerRef],
    description: 'Public: the map’s markers of the same cards as `publicProfiles` (at most 5000).',
    args: { filter: t.arg({ type: PublicProfileFilter, description: 'Which cards; all when left out.' }) },
    resolve: async (_root, args, ctx) =>
      (await profileMarkers(ctx.prisma, args.filter ?? {})).map((p) => ({
        id: encodeGlobalID('PublicProfile', p.id),
        lat: p.lat.toNumber(),
        lng: p.lng.toNumber(),
        companyName: p.companyName,
        services: p.services,
      })),
  }),
);

const MapTilesRef = builder.objectRef<{ url: string; attribution: string }>('MapTiles').implement({
  description: 'The tile server of the exchange’s map (MAP_TILE_URL), drawn above the bundled outline of Poland.',
  fields: (t) => ({
    url: t.exposeString('url', { description: 'Leaflet’s URL template: {z}, {x}, {y}, optionally {s} and {r}.' }),
    attribution: t.exposeString('attribution', { description: 'Plain text shown in the map’s corner.' }),
  }),
});

builder.queryField('mapTiles', (t) =>
  t.field({
    type: MapTilesRef,
    nullable: true,
    description:
      'Public: the map’s tile server, or null when none is configured (the map then shows the bundled ' +
      'outline only). The server’s Content-Security-Policy allows its origin in img-src.',
    resolve: (_root, _args, ctx) =>
      ctx.config.mapTiles ? { url: ctx.config.mapTiles.url, attribution: ctx.config.mapTiles.attribution } : null,
  }),
);

builder.queryField('publicProfile', (t) =>
  t.prismaField({
    type: 'PublicProfile',
    nullable: true,
    description: 'One card: a visible one for anyone, the owner’s own, any for admins; null otherwise.',
    args: { id: t.arg.id({ required: true, description: 'Global id of the PublicProfile.' }) },
    resolve: (query, _root, { id }, ctx) =>
      ctx.prisma.publicProfile.findFirst({
        ...query,
        where: { AND: [{ id: rowIdOf(id, 'PublicProfile') }, profileReadableWhere(exchangeViewerOf(ctx))] },
      }),
  }),
);

builder.queryField('myPublicProfile', (t) =>
  t.prismaField({
    type: 'PublicProfile',
    nullable: true,
    authScopes: ACCOUNT,
    description: 'The viewer’s own card, whatever its status; null when they have none yet.',
    resolve: async (query, _root, _args, ctx) => {
      const profile = await myPublicProfile(ctx.prisma, exchangeViewerOf(ctx));
      return profile ? ctx.prisma.publicProfile.findUnique({ ...query, where: { id: profile.id } }) : null;
    },
  }),
);

builder.queryField('adminPublicProfiles', (t) =>
  connectionField(t, {
    type: PublicProfileConnection,
    node: 'PublicProfile',
    authScopes: ADMIN,
    description: 'Admins: every card, the most recently changed first, filtered by status, service and text.',
    args: {
      filter: t.arg({ type: AdminPublicProfileFilter, description: 'Which cards; all when left out.' }),
    },
    rows: (args, ctx) => {
      const filter = args.filter ?? {};
      return {
        model: ctx.prisma.publicProfile,
        where: adminPublicProfilesWhere(filter),
        orderBy: ADMIN_PROFILES_ORDER,
        pageIds: (query) => adminPublicProfilesPageIds(ctx.prisma, filter, query),
        count: () => countAdminPublicProfiles(ctx.prisma, filter),
      };
    },
  }),
);

// ───────────────────────────── Mutations ─────────────────────────────

const SavePublicProfileInput = builder.inputType('SavePublicProfileInput', {
  description: 'A changed card goes back to PENDING (an admin approves it again); the same contents keep the status.',
  fields: (t) => ({
    companyName: t.string({ required: true, description: 'At most 255 characters.' }),
    companyPhoneNumber: t.string({ description: '9 to 15 digits, optionally starting with +.' }),
    website: t.string({ description: 'An http(s) link.' }),
    skysnapLink: t.string({ description: 'An http(s) link.' }),
    shortDescription: t.string({ description: 'At most 1000 characters.' }),
    coordinates: t.string({
      required: true,
      description:
        '"lat, lng": each at most 14 decimals, latitude −90..90, longitude −180..180 (else `invalid_value`, ' +
        "'Invalid coordinates').",
    }),
    town: t.string({ description: 'For the town search (at most 100 characters).' }),
    services: t.field({ type: [ServiceCategoryEnum], required: true, description: 'At least one.' }),
    published: t.boolean({ description: 'Sets the public-profile flag (User.publicFlg); absent: unchanged.' }),
  }),
});

const SavePublicProfilePayload = builder
  .objectRef<{ profileId: string; userId: string }>('SavePublicProfilePayload')
  .implement({
    description: 'The saved card and its owner.',
    fields: (t) => ({
      profile: t.prismaField({
        type: 'PublicProfile',
        description: 'The card as saved.',
        resolve: (query, payload, _args, ctx) =>
          ctx.prisma.publicProfile.findUniqueOrThrow({ ...query, where: { id: payload.profileId } }),
      }),
      viewer: t.prismaField({
        type: 'User',
        description: 'The owner, with `publicFlg` as saved.',
        resolve: (query, payload, _args, ctx) =>
          ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: payload.userId } }),
      }),
    }),
  });

builder.mutationField('savePublicProfile', (t) =>
  t.field({
    type: SavePublicProfilePayload,
    authScopes: ACCOUNT,
    description: 'Creates or updates the viewer’s own card (PENDING until approved).',
    args: { input: t.arg({ type: SavePublicProfileInput, required: true, description: 'The card.' }) },
    resolve: async (_root, { input }, ctx) => {
      const profile = await savePublicProfile(ctx.prisma, exchangeViewerOf(ctx), input);
      return { profileId: profile.id, userId: profile.userId };
    },
  }),
);

const reviewMutation = (
  name: string,
  description: string,
  run: (ctx: RequestContext, id: string) => Promise<{ id: string }>,
) =>
  builder.mutationField(name, (t) =>
    t.prismaField({
      type: 'PublicProfile',
      authScopes: ADMIN,
      description,
      args: { id: t.arg.id({ required: true, description: 'Global id of the PublicProfile.' }) },
      resolve: async (query, _root, { id }, ctx) => {
        const profile = await run(ctx, rowIdOf(id, 'PublicProfile'));
        return ctx.prisma.publicProfile.findUniqueOrThrow({ ...query, where: { id: profile.id } });
      },
    }),
  );

reviewMutation('approvePublicProfile', 'Admins: APPROVED (listed while the owner keeps it published).', (ctx, id) =>
  approvePublicProfile(ctx.prisma, exchangeViewerOf(ctx), id),
);
reviewMutation(
  'hidePublicProfile',
  'Admins: HIDDEN (no longer listed; the owner may change it for review).',
  (ctx, id) => hidePublicProfile(ctx.prisma, exchangeViewerOf(ctx), id),
);
reviewMutation(
  'removePublicProfile',
  'Admins: REMOVED without a reason (spec 6); the owner is e-mailed in their language.',
  (ctx, id) => removePublicProfile(ctx.prisma, exchangeViewerOf(ctx), id, ctx.config.publicUrl),
);
