import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Permission } from '../../auth/permissions.ts';
import { requirePermission } from './guard.ts';
import { bodyRefusals, noContent, ok, security, signedInRefusals, type ErrorEntry, type rest } from './openapi.ts';

/** The /api/v1 plugin as the modules' REST files register their routes on it (openapi.ts `rest`). */
export type RestApi = ReturnType<typeof rest>;

/**
 * The route schemas of an editor's screens under one tag, whose every call names its rows by path
 * params (404 when they name nothing): `read` a signed-in view, `write` a change with a JSON body
 * (400, 413 and 415 too), answered 200 ('Done') or 201 ('Created') with `answer`.
 */
export function editorSchemas(tags: string[]) {
  return {
    read: (summary: string, params: z.ZodType, answer: z.ZodType) => ({
      schema: {
        tags,
        summary,
        security: security.read,
        params,
        response: { 200: ok(answer, 'Done'), ...signedInRefusals(404) },
      },
    }),
    write: (
      summary: string,
      params: z.ZodType,
      body: z.ZodType,
      status: 200 | 201,
      answer: z.ZodType,
      more: ErrorEntry[] = [],
    ) => ({
      schema: {
        tags,
        summary,
        security: security.write,
        params,
        body,
        response: {
          [status]: ok(answer, status === 201 ? 'Created' : 'Done'),
          ...bodyRefusals(404, ...more),
        },
      },
    }),
  };
}

/** What a signed-in removal declares; its security and its 204, 401, 403 and 404 answers are `deleteRoute`'s. */
export interface Removal<Params> {
  tags: string[];
  summary: string;
  description?: string;
  params: z.ZodType;
  /** Refusals besides 401, 403 and 404 (a string overrides the status's meaning). */
  errors?: ErrorEntry[];
  /** Checked before `remove`; without it, `remove` itself decides who may remove (401/403). */
  permission?: Permission;
  remove: (params: Params, request: FastifyRequest) => Promise<unknown>;
}

/**
 * DELETE of what the path names, by a signed-in caller: 204 once removed, 404 when the ids name
 * nothing. The admin screens' deletes and the learners' cancellations answer alike, so they are
 * declared once here.
 */
export function deleteRoute<Params>(
  api: RestApi,
  url: string,
  { permission, remove, errors: more = [], ...documented }: Removal<Params>,
): void {
  api.delete<{ Params: Params }>(
    url,
    {
      schema: {
        ...documented,
        security: security.write,
        response: { 204: noContent, ...signedInRefusals(404, ...more) },
      },
    },
    async (request, reply) => {
      if (permission) requirePermission(request, permission);
      await remove(request.params as Params, request);
      return reply.status(204).send();
    },
  );
}
