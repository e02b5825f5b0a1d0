import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { LanguageCode } from '../../../contract/policies.ts';
import type { PrismaClient, ShippingMethod } from '../../../generated/prisma/client.ts';
import { inLanguage, langParam, requestLanguage } from '../../../platform/language.ts';
import { parseInput } from '../../../platform/validation.ts';
import { requirePermission } from '../../../platform/http/guard.ts';
import * as oa from '../../../platform/http/openapi.ts';
import { deleteRoute } from '../../../platform/http/routes.ts';
import {
  createShippingMethod,
  deleteShippingMethod,
  listShippingMethods,
  shippingSchema,
  updateShippingMethod,
} from './service.ts';
import { FALLBACK_LANGUAGE } from '../../../contract/policies.ts';

const MANAGE = 'manage:catalogue:any';

const shippingMethodSchema = z
  .object({ id: oa.uuid('Shipping method id'), name: z.string(), description: z.string(), priceGross: oa.grosze() })
  .meta({ id: 'ShippingMethod' });

/** The admin's view: the Polish texts, and the English ones as stored (empty: not translated). */
const adminShippingMethodSchema = shippingMethodSchema
  .extend({ nameEn: z.string(), descriptionEn: z.string() })
  .meta({ id: 'AdminShippingMethod' });

const listQuery = z.object({ lang: langParam() });

/** A shipping method in the reader's language (English falls back to Polish). */
export const presentShippingMethod = (method: ShippingMethod, language: LanguageCode = FALLBACK_LANGUAGE) => ({
  id: method.id,
  name: inLanguage(language, method.name, method.nameEn),
  description: inLanguage(language, method.description, method.descriptionEn),
  priceGross: method.priceGross,
});

const presentAdminShippingMethod = (method: ShippingMethod) => ({
  ...presentShippingMethod(method),
  nameEn: method.nameEn,
  descriptionEn: method.descriptionEn,
});

/** Shipping methods under /api/v1 (spec 7): anyone lists them, admins manage them. */
export async function shippingRest(app: FastifyInstance, { prisma }: { prisma: PrismaClient }) {
  const api = oa.rest(app);
  const shop = { tags: ['shop'], security: oa.security.public };
  const admin = { tags: ['admin shop'] };

  api.get(
    '/shipping-methods',
    {
      schema: {
        ...shop,
        summary: 'Shipping methods, cheapest first, in the reader’s language',
        querystring: listQuery,
        response: { 200: oa.ok(z.array(shippingMethodSchema), 'The shipping methods'), ...oa.errors(400) },
      },
    },
    async (request) => {
      const { lang } = parseInput(listQuery, request.query);
      const language = requestLanguage(lang, request.headers['accept-language']);
      return (await listShippingMethods(prisma)).map((method) => presentShippingMethod(method, language));
    },
  );

  api.post(
    '/admin/shipping-methods',
    {
      schema: {
        ...admin,
        summary: 'Create a shipping method',
        security: oa.security.write,
        body: shippingSchema,
        response: {
          201: oa.ok(adminShippingMethodSchema, 'Created'),
          ...oa.bodyRefusals(),
        },
      },
    },
    async (request, reply) => {
      requirePermission(request, MANAGE);
      return reply.status(201).send(presentAdminShippingMethod(await createShippingMethod(prisma, request.body)));
    },
  );

  api.put<{ Params: { id: string } }>(
    '/admin/shipping-methods/:id',
    {
      schema: {
        ...admin,
        summary: 'Replace a shipping method (English texts left out stay as they are)',
        security: oa.security.write,
        params: oa.idParams('Shipping method'),
        body: shippingSchema,
        response: {
          200: oa.ok(adminShippingMethodSchema, 'The shipping method as saved'),
          ...oa.bodyRefusals(404),
        },
      },
    },
    async (request) => {
      requirePermission(request, MANAGE);
      return presentAdminShippingMethod(await updateShippingMethod(prisma, request.params.id, request.body));
    },
  );

  deleteRoute<{ id: string }>(api, '/admin/shipping-methods/:id', {
    ...admin,
    summary: 'Delete a shipping method',
    params: oa.idParams('Shipping method'),
    permission: MANAGE,
    remove: ({ id }) => deleteShippingMethod(prisma, id),
  });
}
