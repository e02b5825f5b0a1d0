import { builder } from '../../../graphql/builder.ts';
import { nullable, optional, optionalDateTime } from '../../../graphql/fields.ts';
import { rowIdOf } from '../../../graphql/ids.ts';
import { unauthenticated } from '../../../platform/errors.ts';
import { cancelAccountDeletion, confirmAccountDeletion, requestAccountDeletion } from './deletion.ts';
import { completeRegistration, displayName, updateAccount } from './service.ts';

export const RoleEnum = builder.enumType('Role', {
  description: 'What a user may do; it follows the account type (persons and companies).',
  values: {
    USER: { description: 'A person: a student who buys and takes courses, exams and practice.' },
    B2B: { description: 'A company account: buys and assigns seats in courses for its employees.' },
    INSTRUCTOR: { description: 'A person who offers exam and practice slots and runs them.' },
    ADMIN: { description: 'An administrator of the platform.' },
    SELLER: { description: 'A person who handles the shop’s sales orders.' },
    REGISTER: { description: 'Signed in, but registration (completeRegistration) not finished.' },
  } as const,
});
const AccountTypeEnum = builder.enumType('AccountType', {
  description: 'Whether an account belongs to a person or a company.',
  values: {
    PERSON: { description: 'A person (first and last name).' },
    COMPANY: { description: 'A company (name, NIP and address).' },
  } as const,
});
export const LanguageEnum = builder.enumType('Language', {
  description: 'A language of the platform’s content.',
  values: {
    PL: { description: 'Polish (the default, and the fallback of English texts not translated).' },
    EN: { description: 'English.' },
  } as const,
});

/** A user as the user sees themselves; admins' views of other users come with the users module. */
export const UserRef = builder.prismaNode('User', {
  id: { field: 'id' },
  // Only the owner (or an admin) may read a user through `node(id)`.
  // Everyone signed in reads their own row (a REGISTER user too, to finish registration);
  // other users' rows need `read:account:any`.
  authScopes: (user, ctx) => ctx.viewer?.user.id === user.id || { permission: 'read:account:any' },
  description: 'A user account (a person or a company): readable by the user themselves and by admins.',
  fields: (t) => ({
    email: t.exposeString('email', { description: 'The e-mail address they sign in with.' }),
    role: t.expose('role', { type: RoleEnum, description: 'What they may do.' }),
    displayName: t.string({
      description: 'First and last name, else the company name, else the e-mail.',
      select: { firstName: true, lastName: true, email: true, companyName: true },
      resolve: displayName,
    }),
    accountType: t.expose(
      'accountType',
      optional(AccountTypeEnum, 'Person or company; null until registration is completed.'),
    ),
    firstName: t.exposeString('firstName', nullable('First name (persons).')),
    lastName: t.exposeString('lastName', nullable('Last name (persons).')),
    phoneNumber: t.exposeString('phoneNumber', nullable('Contact phone number.')),
    pilotNumber: t.exposeString(
      'pilotNumber',
      nullable('Drone pilot number given by the Civil Aviation Authority (ULC); needed to register for an exam.'),
    ),
    operatorNumber: t.exposeString('operatorNumber', nullable('Drone operator number (ULC registration).')),
    emailUlc: t.exposeString(
      'emailUlc',
      nullable('The e-mail of their account at the Civil Aviation Authority (ULC).'),
    ),
    phoneNumberUlc: t.exposeString(
      'phoneNumberUlc',
      nullable('The phone number of their account at the Civil Aviation Authority (ULC).'),
    ),
    companyName: t.exposeString('companyName', nullable('Company name (companies).')),
    nip: t.exposeString('nip', nullable('Polish tax number, 10 digits (companies).')),
    address: t.exposeString('address', nullable('Street and number (companies).')),
    postalCode: t.exposeString('postalCode', nullable('Postal code NN-NNN (companies).')),
    city: t.exposeString('city', nullable('Town or city (companies).')),
    examEntitySerialNumber: t.exposeString(
      'examEntitySerialNumber',
      nullable('The number an examining entity gave the person, if any.'),
    ),
    publicFlg: t.exposeBoolean('publicFlg', {
      description: 'Shown on the public profiles exchange (set by an admin).',
    }),
    premiumUserFlg: t.exposeBoolean('premiumUserFlg', { description: 'Premium user (set by an admin).' }),
    deletionRequestedAt: t.expose(
      'deletionRequestedAt',
      optionalDateTime('When the user asked for the account to be deleted (an administrator confirms).'),
    ),
    deletedAt: t.expose(
      'deletedAt',
      optionalDateTime('When an administrator confirmed the deletion: personal data erased, purchases kept.'),
    ),
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

/** The account fields' descriptions, shared by the inputs. */
const FIELD = {
  firstName: 'First name (at most 100 characters).',
  lastName: 'Last name (at most 100 characters).',
  phoneNumber: 'Contact phone number.',
  pilotNumber: 'Drone pilot number (ULC); needed to register for an exam.',
  operatorNumber: 'Drone operator number (ULC).',
  emailUlc: 'The e-mail of the account at the Civil Aviation Authority (ULC).',
  phoneNumberUlc: 'The phone number of the account at the Civil Aviation Authority (ULC).',
  companyName: 'Company name.',
  nip: 'Polish tax number: 10 digits (dashes and a PL prefix are accepted).',
  address: 'Street and number.',
  postalCode: 'Postal code NN-NNN.',
  city: 'Town or city.',
};

const PersonDetailsInput = builder.inputType('PersonDetailsInput', {
  description: 'A person’s details, to complete registration.',
  fields: (t) => ({
    firstName: t.string({ required: true, description: FIELD.firstName }),
    lastName: t.string({ required: true, description: FIELD.lastName }),
    phoneNumber: t.string({ required: true, description: FIELD.phoneNumber }),
    pilotNumber: t.string({ description: FIELD.pilotNumber }),
    operatorNumber: t.string({ description: FIELD.operatorNumber }),
    emailUlc: t.string({ description: FIELD.emailUlc }),
    phoneNumberUlc: t.string({ description: FIELD.phoneNumberUlc }),
  }),
});

const CompanyDetailsInput = builder.inputType('CompanyDetailsInput', {
  description: 'A company’s details, to complete registration.',
  fields: (t) => ({
    companyName: t.string({ required: true, description: FIELD.companyName }),
    nip: t.string({ required: true, description: FIELD.nip }),
    address: t.string({ required: true, description: FIELD.address }),
    postalCode: t.string({ required: true, description: FIELD.postalCode }),
    city: t.string({ required: true, description: FIELD.city }),
    phoneNumber: t.string({ description: FIELD.phoneNumber }),
  }),
});

const CompleteRegistrationInput = builder.inputType('CompleteRegistrationInput', {
  description: 'The account type with its details: `person` for PERSON, `company` for COMPANY.',
  fields: (t) => ({
    accountType: t.field({ type: AccountTypeEnum, required: true, description: 'Person or company (final).' }),
    person: t.field({ type: PersonDetailsInput, description: 'Required for PERSON.' }),
    company: t.field({ type: CompanyDetailsInput, description: 'Required for COMPANY.' }),
  }),
});

const UpdateAccountInput = builder.inputType('UpdateAccountInput', {
  description: 'The own account’s details; only the fields sent change (a person’s or a company’s).',
  fields: (t) => ({
    firstName: t.string({ description: FIELD.firstName }),
    lastName: t.string({ description: FIELD.lastName }),
    phoneNumber: t.string({ description: FIELD.phoneNumber }),
    pilotNumber: t.string({ description: FIELD.pilotNumber }),
    operatorNumber: t.string({ description: FIELD.operatorNumber }),
    emailUlc: t.string({ description: FIELD.emailUlc }),
    phoneNumberUlc: t.string({ description: FIELD.phoneNumberUlc }),
    companyName: t.string({ description: FIELD.companyName }),
    nip: t.string({ description: FIELD.nip }),
    address: t.string({ description: FIELD.address }),
    postalCode: t.string({ description: FIELD.postalCode }),
    city: t.string({ description: FIELD.city }),
    examEntitySerialNumber: t.string({ description: 'Person accounts.' }),
  }),
});

/** Payload of mutations that change an account: its one field `field` is the User after the change. */
export const userPayload = <Field extends string>(
  name: string,
  field: Field,
  { description, fieldDescription }: { description: string; fieldDescription: string },
) =>
  builder.objectRef<Record<Field, { id: string }>>(name).implement({
    description,
    fields: (t) => ({
      [field]: t.field({ type: UserRef, description: fieldDescription, resolve: (payload) => payload[field] as never }),
    }),
  });

/** Payload of mutations that change the viewer: the client refetches what it shows from it. */
const ViewerPayload = (name: string) =>
  userPayload(name, 'viewer', {
    description: 'The result of a change to the own account.',
    fieldDescription: 'The signed-in user after the change.',
  });
const CompleteRegistrationPayload = ViewerPayload('CompleteRegistrationPayload');
const UpdateAccountPayload = ViewerPayload('UpdateAccountPayload');
const AccountDeletionPayload = ViewerPayload('AccountDeletionPayload');

builder.mutationField('completeRegistration', (t) =>
  t.field({
    type: CompleteRegistrationPayload,
    description:
      'Completes the own registration (role REGISTER): a person becomes USER, a company B2B. Already done: ALREADY_REGISTERED.',
    authScopes: { permission: 'complete:registration:own' },
    args: { input: t.arg({ type: CompleteRegistrationInput, required: true, description: 'The account’s details.' }) },
    resolve: async (_root, { input }, ctx) => {
      if (!ctx.viewer) throw unauthenticated();
      return { viewer: await completeRegistration(ctx.prisma, ctx.viewer.user, input) };
    },
  }),
);

builder.mutationField('updateAccount', (t) =>
  t.field({
    type: UpdateAccountPayload,
    description: 'Changes the own account’s details (VALIDATION_FAILED names each bad field).',
    authScopes: { permission: 'update:account:own' },
    args: { input: t.arg({ type: UpdateAccountInput, required: true, description: 'The fields to change.' }) },
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
  description: 'Whose deletion an admin confirms.',
  fields: (t) => ({ userId: t.id({ required: true, description: 'Global id of the User.' }) }),
});

const ConfirmAccountDeletionPayload = builder
  .objectRef<{ user: { id: string } }>('ConfirmAccountDeletionPayload')
  .implement({
    description: 'The result of confirming an account deletion.',
    fields: (t) => ({
      user: t.field({
        type: UserRef,
        description: 'The deleted account (INACTIVE, personal data erased).',
        resolve: (payload) => payload.user as never,
      }),
    }),
  });

builder.mutationField('confirmAccountDeletion', (t) =>
  t.field({
    type: ConfirmAccountDeletionPayload,
    description:
      'Admin: delete an account whose user asked for it (BUSINESS_RULE ACCOUNT_DELETION_NOT_REQUESTED otherwise): ' +
      'personal data and own files erased, account INACTIVE with deletedAt, sessions ended; purchases and ' +
      'invoices kept.',
    authScopes: { permission: 'manage:user:any' },
    args: { input: t.arg({ type: ConfirmAccountDeletionInput, required: true, description: 'Whose account.' }) },
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
