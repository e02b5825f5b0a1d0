import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { checkField, NIP_INPUT_MAX, normalizeNip, type FieldProblem, type FieldRule } from '../validation/validators';

/**
 * Account data fields per account type, shared by the registration steps and the account page.
 * Limits follow the API contract (names 100, phone 20, numbers 100, e-mails 255, company
 * name 255, address 255, city 100, NIP 10 digits, postal code NN-NNN).
 */
export type AccountType = 'PERSON' | 'COMPANY';

export type PersonField =
  | 'firstName'
  | 'lastName'
  | 'phoneNumber'
  | 'pilotNumber'
  | 'operatorNumber'
  | 'emailUlc'
  | 'phoneNumberUlc'
  | 'examEntitySerialNumber';
export type CompanyField = 'companyName' | 'nip' | 'address' | 'postalCode' | 'city' | 'phoneNumber';
export type AccountField = PersonField | CompanyField;

export interface FieldDef extends FieldRule {
  name: AccountField;
  label: MessageDescriptor;
  helper?: MessageDescriptor;
  autoComplete: string;
  inputMode?: 'text' | 'tel' | 'email' | 'numeric';
}

export const PERSON_FIELDS: readonly FieldDef[] = [
  { name: 'firstName', label: msg`First name`, required: true, max: 100, kind: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: msg`Last name`, required: true, max: 100, kind: 'text', autoComplete: 'family-name' },
  {
    name: 'phoneNumber',
    label: msg`Phone number`,
    required: true,
    max: 20,
    kind: 'phone',
    autoComplete: 'tel',
    inputMode: 'tel',
  },
  {
    name: 'pilotNumber',
    label: msg`Pilot number`,
    helper: msg`Needed to register for an exam`,
    required: false,
    max: 100,
    kind: 'text',
    autoComplete: 'off',
  },
  { name: 'operatorNumber', label: msg`Operator number`, required: false, max: 100, kind: 'text', autoComplete: 'off' },
  {
    name: 'emailUlc',
    label: msg`E-mail used at ULC`,
    helper: msg`The address of your account at the Civil Aviation Authority (ULC)`,
    required: false,
    max: 255,
    kind: 'email',
    autoComplete: 'off',
    inputMode: 'email',
  },
  {
    name: 'phoneNumberUlc',
    label: msg`Phone number used at ULC`,
    required: false,
    max: 20,
    kind: 'phone',
    autoComplete: 'off',
    inputMode: 'tel',
  },
];

export const COMPANY_FIELDS: readonly FieldDef[] = [
  {
    name: 'companyName',
    label: msg`Company name`,
    required: true,
    max: 255,
    kind: 'text',
    autoComplete: 'organization',
  },
  {
    name: 'nip',
    label: msg`NIP (tax number)`,
    helper: msg`10 digits`,
    required: true,
    max: NIP_INPUT_MAX,
    kind: 'nip',
    autoComplete: 'off',
    inputMode: 'numeric',
  },
  {
    name: 'address',
    label: msg`Street and number`,
    required: true,
    max: 255,
    kind: 'text',
    autoComplete: 'street-address',
  },
  {
    name: 'postalCode',
    label: msg`Postal code`,
    helper: msg`Format NN-NNN`,
    required: true,
    max: 6,
    kind: 'postalCode',
    autoComplete: 'postal-code',
  },
  { name: 'city', label: msg`City`, required: true, max: 100, kind: 'text', autoComplete: 'address-level2' },
  {
    name: 'phoneNumber',
    label: msg`Phone number`,
    required: false,
    max: 20,
    kind: 'phone',
    autoComplete: 'tel',
    inputMode: 'tel',
  },
];

export function fieldsFor(type: AccountType): readonly FieldDef[] {
  return type === 'COMPANY' ? COMPANY_FIELDS : PERSON_FIELDS;
}

/**
 * The account page shows every Account field of spec 3: a person's also the exam entity's serial
 * number, a company's also its contact person's names (both optional, not asked at registration).
 */
const EXAM_ENTITY_SERIAL_NUMBER: FieldDef = {
  name: 'examEntitySerialNumber',
  label: msg`Exam entity serial number`,
  helper: msg`The number the examining entity gave you, if you have one`,
  required: false,
  max: 100,
  kind: 'text',
  autoComplete: 'off',
};
const CONTACT_FIELDS: readonly FieldDef[] = [
  {
    name: 'firstName',
    label: msg`Contact person's first name`,
    required: false,
    max: 100,
    kind: 'text',
    autoComplete: 'given-name',
  },
  {
    name: 'lastName',
    label: msg`Contact person's last name`,
    required: false,
    max: 100,
    kind: 'text',
    autoComplete: 'family-name',
  },
];

export function accountPageFields(type: AccountType): readonly FieldDef[] {
  return type === 'COMPANY' ? [...COMPANY_FIELDS, ...CONTACT_FIELDS] : [...PERSON_FIELDS, EXAM_ENTITY_SERIAL_NUMBER];
}

export type FieldValues = Partial<Record<AccountField, string>>;
export type FieldProblems = Partial<Record<AccountField, FieldProblem>>;

export function validateFields(fields: readonly FieldDef[], values: FieldValues): FieldProblems {
  const problems: FieldProblems = {};
  for (const field of fields) {
    const problem = checkField(values[field.name] ?? '', field);
    if (problem) problems[field.name] = problem;
  }
  return problems;
}

/** The value sent to the API: trimmed, NIP without separators, empty optional as null. */
export function cleanValue(field: FieldDef, raw: string | undefined): string | null {
  const value = (raw ?? '').trim();
  if (!value) return null;
  return field.kind === 'nip' ? normalizeNip(value) : value;
}
