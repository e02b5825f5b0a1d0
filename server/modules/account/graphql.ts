import { builder } from '../../graphql/builder.ts';
import { rowIdOf } from '../../graphql/ids.ts';
import { unauthenticated } from '../../platform/errors.ts';
import { cancelAccountDeletion, confirmAccountDeletion, requestAccountDeletion } from './deletion.ts';
import { completeRegistration, displayName, updateAccount } from './service.ts';

export const RoleEnum = builder.enumType('Role', {
  values: ['USER', 'B2B', 'INSTRUCTOR', 'ADMIN', 'SELLER', 'REGISTER'] as const,
});
const AccountTypeEnum = builder.enumType('AccountType', { values: ['PERSON', 'COMPANY'] as const });
export const LanguageEnum = builder.enumType('Language', { values: ['PL', 'EN'] as const });

/** A user as the user sees themselves; admins' views of other users come with the users module. */
export const UserRef = builder.prismaNode('User', {
  id: { field: 'id' },
  // Only the owner (or an admin) may read a user through `node(id)`.
  // Everyone signed in reads their own row (a REGISTER user too, to finish registration);
  // other users' rows need `read:account:any`.
  authScopes: (user, ctx) => ctx.viewer?.user.id === user.id || { permission: 'read:account:any' },
  fields: (t) => ({
    email: t.exposeString('email'),
    role: t.expose('role', { type: RoleEnum }),
    displayName: t.string({
      select: { firstName: true, lastName: true, email: true, companyName: true },
      resolve: displayName,
    }),
    accountType: t.expose('accountType', { type: AccountTypeEnum, nullable: true }),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    phoneNumber: t.exposeString('phoneNumber', { nullable: true }),
    pilotNumber: t.exposeString('pilotNumber', { nullable: true }),
    operatorNumber: t.exposeString('operatorNumber', { nullable: true }),
    emailUlc: t.exposeString('emailUlc', { nullable: true }),
    phoneNumberUlc: t.exposeString('phoneNumberUlc', { nullable: true }),
    companyName: t.exposeString('companyName', { nullable: true }),
    nip: t.exposeString('nip', { nullable: true }),
    address: t.exposeString('address', { nullable: true }),
    postalCode: t.exposeString('postalCode', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    examEntitySerialNumber: t.exposeString('examEntitySerialNumber', { nullable: true }),
    publicFlg: t.exposeBoolean('publicFlg', {
      description: 'Shown on the public profiles exchange (set by an admin).',
    }),
    premiumUserFlg: t.exposeBoolean('premiumUserFlg', { description: 'Premium user (set by an admin).' }),
    deletionRequestedAt: t.expose('deletionRequestedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the user asked for the account to be deleted (an administrator confirms).',
    }),
    deletedAt: t.expose('deletedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When an administrator confirmed the deletion: personal data erased, purchases kept.',
    }),
  }),
});

builder.queryField('viewer', (t) =>
  t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The signed-in user, or null for a visitor.',
    resolve: (query, _root, _args, ctx) =>
      ctx.viewer ? ctx.prisma.user.findUnique({ ...query, where: { id: ctx.viewer.user.id } }) : null,
  }),
);

const PersonDetailsInput = builder.inputType('PersonDetailsInput', {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    phoneNumber: t.string({ required: true }),
    pilotNumber: t.string(),
    operatorNumber: t.string(),
    emailUlc: t.string(),
    phoneNumberUlc: t.string(),
  }),
});

const CompanyDetailsInput = builder.inputType('CompanyDetailsInput', {
  fields: (t) => ({
    companyName: t.string({ required: true }),
    nip: t.string({ required: true }),
    address: t.string({ required: true }),
    postalCode: t.string({ required: true }),
    city: t.string({ required: true }),
    phoneNumber: t.string(),
  }),
});

const CompleteRegistrationInput = builder.inputType('CompleteRegistrationInput', {
  fields: (t) => ({
    accountType: t.field({ type: AccountTypeEnum, required: true }),
    person: t.field({ type: PersonDetailsInput }),
    company: t.field({ type: CompanyDetailsInput }),
  }),
});

const UpdateAccountInput = builder.inputType('UpdateAccountInput', {
  fields: (t) => ({
    firstName: t.string(),
    lastName: t.string(),
    phoneNumber: t.string(),
    pilotNumber: t.string(),
    operatorNumber: t.string(),
    emailUlc: t.string(),
    phoneNumberUlc: t.string(),
    companyName: t.string(),
    nip: t.string(),
    address: t.string(),
    postalCode: t.string(),
    city: t.string(),
    examEntitySerialNumber: t.string({ description: 'Person accounts.' }),
  }),
});

/** Payload of mutations that change the viewer: the client refetches what it shows from it. */
const ViewerPayload = (name: string) =>
  builder.objectRef<{ viewer: { id: string } }>(name).implement({
    fields: (t) => ({ viewer: t.field({ type: UserRef, resolve: (payload) => payload.viewer as never }) }),
  });
const CompleteRegistrationPayload = ViewerPayload('CompleteRegistrationPayload');
const UpdateAccountPayload = ViewerPayload('UpdateAccountPayload');
const AccountDeletionPayload = ViewerPayload('AccountDeletionPayload');

builder.mutationField('completeRegistration', (t) =>
  t.field({
    type: CompleteRegistrationPayload,
    authScopes: { permission: 'complete:registration:own' },
    args: { input: t.arg({ type: CompleteRegistrationInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      if (!ctx.viewer) throw unauthenticated();
      return { viewer: await completeRegistration(ctx.prisma, ctx.viewer.user, input) };
    },
  }),
);

builder.mutationField('updateAccount', (t) =>
  t.field({
    type: UpdateAccountPayload,
    authScopes: { permission: 'update:account:own' },
    args: { input: t.arg({ type: UpdateAccountInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      if (!ctx.viewer) throw unauthenticated();
      return { viewer: await updateAccount(ctx.prisma, ctx.viewer.user, input) };
    },
  }),
);

builder.mutationField('requestAccountDeletion', (t) =>
  t.field({
    type: AccountDeletionPayload,
    description:
      'Ask for the own account to be deleted; an administrator confirms (confirmAccountDeletion). ' +
      'Asking again keeps the first date.',
    authScopes: { permission: 'update:account:own' },
    resolve: async (_root, _args, ctx) => {
      if (!ctx.viewer) throw unauthenticated();
      return { viewer: await requestAccountDeletion(ctx.prisma, ctx.viewer.user, ctx.config.publicUrl) };
    },
  }),
);

builder.mutationField('cancelAccountDeletion', (t) =>
  t.field({
    type: AccountDeletionPayload,
    description: 'Withdraw the own deletion request.',
    authScopes: { permission: 'update:account:own' },
    resolve: async (_root, _args, ctx) => {
      if (!ctx.viewer) throw unauthenticated();
      return { viewer: await cancelAccountDeletion(ctx.prisma, ctx.viewer.user) };
    },
  }),
);

const ConfirmAccountDeletionInput = builder.inputType('ConfirmAccountDeletionInput', {
  fields: (t) => ({ userId: t.id({ required: true }) }),
});

const ConfirmAccountDeletionPayload = builder
  .objectRef<{ user: { id: string } }>('ConfirmAccountDeletionPayload')
  .implement({
    fields: (t) => ({ user: t.field({ type: UserRef, resolve: (payload) => payload.user as never }) }),
  });

builder.mutationField('confirmAccountDeletion', (t) =>
  t.field({
    type: ConfirmAccountDeletionPayload,
    description:
      'Admin: delete an account whose user asked for it (BUSINESS_RULE ACCOUNT_DELETION_NOT_REQUESTED otherwise): ' +
      'personal data and own files erased, account INACTIVE with deletedAt, sessions ended; purchases and ' +
      'invoices kept.',
    authScopes: { permission: 'manage:user:any' },
    args: { input: t.arg({ type: ConfirmAccountDeletionInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      if (!ctx.viewer) throw unauthenticated();
      const user = await confirmAccountDeletion(
        { prisma: ctx.prisma, storage: ctx.storage },
        ctx.viewer.user,
        rowIdOf(input.userId, 'User'),
      );
      return { user };
    },
  }),
);
