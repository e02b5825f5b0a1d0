import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../../config.ts';
import type { PrismaClient, User } from '../../../generated/prisma/client.ts';
import { AccountStatus, AccountType, Role } from '../../../generated/prisma/enums.ts';
import { requirePermission } from '../../../platform/http/guard.ts';
import * as oa from '../../../platform/http/openapi.ts';
import { unauthenticated } from '../../../platform/errors.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import { cancelAccountDeletion, confirmAccountDeletion, requestAccountDeletion } from './deletion.ts';
import { collectExport, exportArchive, exportFileName } from './export.ts';
import {
  company,
  companyUpdate,
  completeRegistration,
  displayName,
  person,
  personUpdate,
  updateAccount,
} from './service.ts';

const text = z.string().nullable();

/**
 * The fields the user's own view of an account (Account) and the admin's (AdminUser) share: who it
 * is (`identity`) and the person's or company's details (`details`), each with its presenter.
 */
export const accountFields = {
  identity: {
    id: oa.uuid('User id'),
    email: z.string(),
    role: z.enum(Role),
    displayName: z.string().meta({ description: 'First and last name, else the company name, else the e-mail' }),
    accountType: z.enum(AccountType).nullable(),
    accountStatus: z.enum(AccountStatus),
  },
  details: {
    firstName: text,
    lastName: text,
    phoneNumber: text,
    pilotNumber: text,
    operatorNumber: text,
    emailUlc: text,
    phoneNumberUlc: text,
    name: text.meta({ description: 'Company name (company accounts)' }),
    nip: text,
    address: text,
    postalCode: text,
    city: text,
    examEntitySerialNumber: text,
  },
};

/** `accountFields.identity` of a user. */
export const presentAccountIdentity = (user: User) => ({
  id: user.id,
  email: user.email,
  role: user.role,
  displayName: displayName(user),
  accountType: user.accountType,
  accountStatus: user.accountStatus,
});

/** `accountFields.details` of a user (REST's `name` is the company name). */
export const presentAccountDetails = (user: User) => ({
  firstName: user.firstName,
  lastName: user.lastName,
  phoneNumber: user.phoneNumber,
  pilotNumber: user.pilotNumber,
  operatorNumber: user.operatorNumber,
  emailUlc: user.emailUlc,
  phoneNumberUlc: user.phoneNumberUlc,
  name: user.companyName,
  nip: user.nip,
  address: user.address,
  postalCode: user.postalCode,
  city: user.city,
  examEntitySerialNumber: user.examEntitySerialNumber,
});

/** What REST shows of an account; any other column of the row is never sent. */
export const accountSchema = z
  .object({
    ...accountFields.identity,
    ...accountFields.details,
    publicFlg: z.boolean().meta({ description: 'Shown on the public profiles exchange (set by an admin)' }),
    premiumUserFlg: z.boolean().meta({ description: 'Premium user (set by an admin)' }),
    deletionRequestedAt: oa
      .dateTime()
      .nullable()
      .meta({ description: 'When the user asked for the account to be deleted (an administrator confirms)' }),
    deletedAt: oa
      .dateTime()
      .nullable()
      .meta({ description: 'When an administrator confirmed the deletion (personal data erased)' }),
  })
  .meta({ id: 'Account' });

/** REST names the company name `name`; the services' schemas say `companyName`. */
const { companyName, ...companyFields } = company.shape;
const restCompany = z.object({ name: companyName, ...companyFields });
const { companyName: companyNameUpdate, ...companyUpdateFields } = companyUpdate.shape;

const updateBody = z
  .union([personUpdate, z.object({ name: companyNameUpdate, ...companyUpdateFields })])
  .meta({ description: 'Only the fields sent change; which apply depends on the account type (person or company)' });

const registrationBody = z
  .discriminatedUnion('accountType', [
    person.extend({ accountType: z.literal('PERSON') }),
    restCompany.extend({ accountType: z.literal('COMPANY') }),
  ])
  .meta({ description: 'A person (USER) or a company (B2B); the fields may also be nested under person/company' });

/** The account as REST presents it: chosen fields only, never hashes or internal flags. */
export function presentAccount(user: User) {
  return {
    ...presentAccountIdentity(user),
    ...presentAccountDetails(user),
    publicFlg: user.publicFlg,
    premiumUserFlg: user.premiumUserFlg,
    deletionRequestedAt: user.deletionRequestedAt?.toISOString() ?? null,
    deletedAt: user.deletedAt?.toISOString() ?? null,
  };
}

/** REST uses the spec's `name` for the company name; services speak `companyName`. */
function fromRest(body: unknown): unknown {
  if (!body || typeof body !== 'object') return body;
  const { name, ...rest } = body as Record<string, unknown>;
  return name === undefined ? rest : { ...rest, companyName: name };
}

export async function accountRest(
  app: FastifyInstance,
  { prisma, config, storage }: { prisma: PrismaClient; config: Config; storage: Storage },
): Promise<void> {
  const api = oa.rest(app);

  api.get(
    '/user-account',
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in user’s account',
        security: oa.security.read,
        response: { 200: accountSchema, ...oa.signedInRefusals() },
      },
    },
    async (request) => {
      if (!request.viewer) throw unauthenticated();
      return presentAccount(request.viewer.user);
    },
  );

  api.put(
    '/user-account',
    {
      schema: {
        tags: ['account'],
        summary: 'Edit the signed-in user’s own data',
        security: oa.security.write,
        body: updateBody,
        response: { 200: accountSchema, ...oa.bodyRefusals() },
      },
    },
    async (request) => {
      const viewer = requirePermission(request, 'update:account:own');
      return presentAccount(await updateAccount(prisma, viewer.user, fromRest(request.body)));
    },
  );

  api.post(
    '/user-account/registration',
    {
      schema: {
        tags: ['account'],
        summary: 'Registration submission: complete the account as a person or a company',
        description: 'The last step of registration for a REGISTER user, who becomes USER (person) or B2B (company).',
        security: oa.security.write,
        body: registrationBody,
        response: {
          200: accountSchema,
          ...oa.bodyRefusals([409, 'ALREADY_REGISTERED']),
        },
      },
    },
    async (request) => {
      const viewer = requirePermission(request, 'complete:registration:own');
      const body = request.body as Record<string, unknown> | undefined;
      const input =
        body && typeof body === 'object' && body.company
          ? { ...body, company: fromRest(body.company) }
          : fromRest(body);
      return presentAccount(await completeRegistration(prisma, viewer.user, input));
    },
  );

  api.get(
    '/user-account/export',
    {
      schema: {
        tags: ['account'],
        summary: 'Everything the academy holds about the signed-in user, as a ZIP',
        description:
          '`my-data.json` (account, courses and progress, quiz results, exams, practice, certificates, ' +
          'purchases, seats, work slots, e-mails sent) and the stored files (competence documents, uploaded ' +
          'certificates), streamed. Content-Disposition: attachment; filename="skypilot-my-data-YYYY-MM-DD.zip".',
        security: oa.security.read,
        produces: ['application/zip'],
        response: {
          200: oa.fileBytes('The ZIP'),
          ...oa.signedInRefusals(),
        },
      },
    },
    async (request, reply) => {
      const viewer = requirePermission(request, 'read:account:own');
      const archive = exportArchive(storage, await collectExport(prisma, viewer.user));
      archive.on('error', (error) => request.log.error({ err: error }, 'own data export failed'));
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${exportFileName()}"`)
        .header('cache-control', 'no-store')
        .send(archive);
    },
  );

  api.post(
    '/user-account/deletion-request',
    {
      schema: {
        tags: ['account'],
        summary: 'Ask for the own account to be deleted (an administrator confirms)',
        description: 'Asking again keeps the first date. The administrators are told by e-mail.',
        security: oa.security.write,
        response: { 200: accountSchema, ...oa.signedInRefusals() },
      },
    },
    async (request) => {
      const viewer = requirePermission(request, 'update:account:own');
      return presentAccount(await requestAccountDeletion(prisma, viewer.user, config.publicUrl));
    },
  );

  api.delete(
    '/user-account/deletion-request',
    {
      schema: {
        tags: ['account'],
        summary: 'Withdraw the own deletion request',
        security: oa.security.write,
        response: { 200: accountSchema, ...oa.signedInRefusals() },
      },
    },
    async (request) => {
      const viewer = requirePermission(request, 'update:account:own');
      return presentAccount(await cancelAccountDeletion(prisma, viewer.user));
    },
  );

  api.post(
    '/admin/users/:id/delete',
    {
      schema: {
        tags: ['admin users'],
        summary: 'Confirm a requested account deletion',
        description:
          'Admins. Erases the personal data (names, numbers, company data, phones, e-mail, password) and the ' +
          'user’s own files, cancels bookings still to come, makes the account INACTIVE with `deletedAt` and ends ' +
          'its sessions; purchases and invoices are kept. 422 ACCOUNT_DELETION_NOT_REQUESTED when the user has ' +
          'not asked (or the account is already deleted).',
        security: oa.security.write,
        params: oa.idParams('User'),
        response: { 200: accountSchema, ...oa.signedInRefusals(404, 422) },
      },
    },
    async (request) => {
      const viewer = requirePermission(request, 'manage:user:any');
      const { id } = request.params as { id: string };
      return presentAccount(await confirmAccountDeletion({ prisma, storage }, viewer.user, id));
    },
  );
}
