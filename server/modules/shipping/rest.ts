import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PrismaClient, ShippingMethod } from '../../generated/prisma/client.ts';
import { requirePermission } from '../../platform/http/guard.ts';
import {
  bodyErrors,
  errors,
  grosze,
  idParams,
  noContent,
  ok,
  rest,
  security,
  signedInErrors,
  uuid,
} from '../../platform/http/openapi.ts';
import {
  createShippingMethod,
  deleteShippingMethod,
  listShippingMethods,
  shippingSchema,
  updateShippingMethod,
} from './service.ts';

const MANAGE = 'manage:catalogue:any';

const shippingMethodSchema = z
  .object({ id: uuid('Shipping method id'), name: z.string(), description: z.string(), priceGross: grosze() })
  .meta({ id: 'ShippingMethod' });

export const presentShippingMethod = (method: ShippingMethod) => ({
  id: method.id,
  name: method.name,
  description: method.description,
  priceGross: method.priceGross,
});

/** Shipping methods under /api/v1 (spec 7): anyone lists them, admins manage them. */
export async function shippingRest(app: FastifyInstance, { prisma }: { prisma: PrismaClient }) {
  const api = rest(app);
  const shop = { tags: ['shop'], security: security.public };
  const admin = { tags: ['admin shop'] };

  api.get(
    '/shipping-methods',
    {
      schema: {
        ...shop,
        summary: 'Shipping methods, cheapest first',
        response: { 200: ok(z.array(shippingMethodSchema), 'The shipping methods') },
      },
    },
    async () => (await listShippingMethods(prisma)).map(presentShippingMethod),
  );

  api.post(
    '/admin/shipping-methods',
    {
      schema: {
        ...admin,
        summary: 'Create a shipping method',
        security: security.write,
        body: shippingSchema,
        response: {
          201: ok(shippingMethodSchema, 'Created'),
          ...errors(400, ...signedInErrors, ...bodyErrors),
        },
      },
    },
    async (request, reply) => {
      requirePermission(request, MANAGE);
      return reply.status(201).send(presentShippingMethod(await createShippingMethod(prisma, request.body)));
    },
  );

  api.put<{ Params: { id: string } }>(
    '/admin/shipping-methods/:id',
    {
      schema: {
        ...admin,
        summary: 'Replace a shipping method',
        security: security.write,
        params: idParams('Shipping method'),
        body: shippingSchema,
        response: {
          200: ok(shippingMethodSchema, 'The shipping method as saved'),
          ...errors(400, ...signedInErrors, 404, ...bodyErrors),
        },
      },
    },
    async (request) => {
      requirePermission(request, MANAGE);
      return presentShippingMethod(await updateShippingMethod(prisma, request.params.id, request.body));
    },
  );

  api.delete<{ Params: { id: string } }>(
    '/admin/shipping-methods/:id',
    {
      schema: {
        ...admin,
        summary: 'Delete a shipping method',
        security: security.write,
        params: idParams('Shipping method'),
        response: { 204: noContent, ...errors(...signedInErrors, 404) },
      },
    },
    async (request, reply) => {
      requirePermission(request, MANAGE);
      await deleteShippingMethod(prisma, request.params.id);
      return reply.status(204).send();
    },
  );
}
