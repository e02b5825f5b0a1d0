import { rawValidationDetails, type ValidationCode } from '../../../shared/errors/graphqlErrors';
import {
  checkField,
  NIP_INPUT_MAX,
  normalizeNip,
  type FieldProblem,
  type FieldRule,
} from '../../../shared/validation/validators';

/**
 * The checkout form (spec 3 "Checkout fields", 5): the buyer's data, optional different invoice
 * data and delivery address, notes, shipping, payment and the terms consent. The same checks as
 * the server run before sending; the server's field errors come back to the same fields.
 */
export type BuyerType = 'INDIVIDUAL' | 'BUSINESS';
export type PaymentTypeValue = 'PRZELEWY24_TRANSFER' | 'TRADITIONAL_TRANSFER' | 'O_TRANSFER';

export interface CheckoutValues {
  buyerType: BuyerType;
  name: string;
  streetAndNumber: string;
  postalCode: string;
  city: string;
  phone: string;
  email: string;
  /** Business buyers give their NIP in the main block; it is the invoice's NIP. */
  invoiceDifferent: boolean;
  invNip: string;
  invName: string;
  invStreet: string;
  invPostalCode: string;
  invCity: string;
  deliveryDifferent: boolean;
  deliveryName: string;
  deliveryStreet: string;
  deliveryPostalCode: string;
  deliveryCity: string;
  notes: string;
  shippingMethodId: string;
  paymentType: PaymentTypeValue | '';
  termsAccepted: boolean;
}

export type CheckoutField =
  | Exclude<keyof CheckoutValues, 'buyerType' | 'invoiceDifferent' | 'deliveryDifferent' | 'termsAccepted'>
  | 'termsAccepted';

export type CheckoutProblems = Partial<Record<CheckoutField, FieldProblem>>;

export const EMPTY_CHECKOUT: CheckoutValues = {
  buyerType: 'INDIVIDUAL',
  name: '',
  streetAndNumber: '',
  postalCode: '',
  city: '',
  phone: '',
  email: '',
  invoiceDifferent: false,
  invNip: '',
  invName: '',
  invStreet: '',
  invPostalCode: '',
  invCity: '',
  deliveryDifferent: false,
  deliveryName: '',
  deliveryStreet: '',
  deliveryPostalCode: '',
  deliveryCity: '',
  notes: '',
  shippingMethodId: '',
  paymentType: '',
  termsAccepted: false,
};

const text = (max: number, required = true): FieldRule => ({ required, max, kind: 'text' });
export const NOTES_MAX = 1000;

/** Which fields the form shows now, with their rules. */
export function activeRules(values: CheckoutValues, needsShipping: boolean): Partial<Record<CheckoutField, FieldRule>> {
  const business = values.buyerType === 'BUSINESS';
  const rules: Partial<Record<CheckoutField, FieldRule>> = {
    name: text(255),
    streetAndNumber: text(255),
    postalCode: { required: true, max: 6, kind: 'postalCode' },
    city: text(100),
    phone: { required: true, max: 20, kind: 'phone' },
    email: { required: true, max: 255, kind: 'email' },
    notes: text(NOTES_MAX, false),
  };
  if (business || values.invoiceDifferent) rules.invNip = { required: business, max: NIP_INPUT_MAX, kind: 'nip' };
  if (values.invoiceDifferent) {
    rules.invName = text(255);
    rules.invStreet = text(255);
    rules.invPostalCode = { required: true, max: 6, kind: 'postalCode' };
    rules.invCity = text(100);
  }
  if (needsShipping && values.deliveryDifferent) {
    rules.deliveryName = text(255);
    rules.deliveryStreet = text(255);
    rules.deliveryPostalCode = { required: true, max: 6, kind: 'postalCode' };
    rules.deliveryCity = text(100);
  }
  return rules;
}

export function validateCheckout(values: CheckoutValues, needsShipping: boolean): CheckoutProblems {
  const problems: CheckoutProblems = {};
  for (const [field, rule] of Object.entries(activeRules(values, needsShipping)) as [CheckoutField, FieldRule][]) {
    const problem = checkField(String(values[field] ?? ''), rule);
    if (problem) problems[field] = problem;
  }
  if (needsShipping && !values.shippingMethodId) problems.shippingMethodId = { code: 'required' };
  if (!values.paymentType) problems.paymentType = { code: 'required' };
  if (!values.termsAccepted) problems.termsAccepted = { code: 'required' };
  return problems;
}

const clean = (value: string): string | null => {
  const trimmed = value.trim();
  return trimmed ? trimmed : null;
};

export interface CartInputValue {
  productsVirtual: readonly { courseId: string; courseVariantId: string; amount: number }[];
  productsMaterial: readonly { productVariantId: string; amount: number }[];
  discountCode: string | null;
}

/** `PlaceOrderInput` from the form (hidden sections are not sent). */
export function placeOrderInput(
  values: CheckoutValues,
  cart: CartInputValue,
  options: { idempotencyKey: string; needsShipping: boolean },
) {
  const business = values.buyerType === 'BUSINESS';
  const nip = clean(normalizeNip(values.invNip));
  const invoice =
    values.invoiceDifferent || (business && nip)
      ? {
          invNip: nip,
          invName: values.invoiceDifferent ? clean(values.invName) : null,
          invStreet: values.invoiceDifferent ? clean(values.invStreet) : null,
          invPostalCode: values.invoiceDifferent ? clean(values.invPostalCode) : null,
          invCity: values.invoiceDifferent ? clean(values.invCity) : null,
        }
      : null;
  const delivery =
    options.needsShipping && values.deliveryDifferent
      ? {
          name: values.deliveryName.trim(),
          street: values.deliveryStreet.trim(),
          postalCode: values.deliveryPostalCode.trim(),
          city: values.deliveryCity.trim(),
        }
      : null;
  return {
    cart: {
      productsVirtual: cart.productsVirtual.map((line) => ({ ...line })),
      productsMaterial: cart.productsMaterial.map((line) => ({ ...line })),
      discountCode: cart.discountCode,
    },
    idempotencyKey: options.idempotencyKey,
    buyerType: values.buyerType,
    name: values.name.trim(),
    streetAndNumber: values.streetAndNumber.trim(),
    postalCode: values.postalCode.trim(),
    city: values.city.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    invoice,
    delivery,
    notes: clean(values.notes),
    shippingMethodId: options.needsShipping && values.shippingMethodId ? values.shippingMethodId : null,
    paymentType: values.paymentType as PaymentTypeValue,
    termsAccepted: values.termsAccepted,
  };
}

const DELIVERY_FIELDS: Record<string, CheckoutField> = {
  name: 'deliveryName',
  street: 'deliveryStreet',
  streetAndNumber: 'deliveryStreet',
  postalCode: 'deliveryPostalCode',
  city: 'deliveryCity',
};

const FORM_FIELDS = new Set<string>(Object.keys(EMPTY_CHECKOUT));

/**
 * VALIDATION_FAILED details of `placeOrder` mapped to the form's fields: "input.delivery.city"
 * → deliveryCity, "input.invoice.invNip" → invNip, "input.email" → email.
 */
export function checkoutFieldErrors(error: unknown): CheckoutProblems {
  const problems: CheckoutProblems = {};
  for (const { field, code, max } of rawValidationDetails(error)) {
    const parts = field.split('.');
    const last = parts[parts.length - 1] ?? field;
    const target = parts.includes('delivery') ? DELIVERY_FIELDS[last] : FORM_FIELDS.has(last) ? last : undefined;
    if (!target) continue;
    problems[target as CheckoutField] = {
      code: (typeof code === 'string' ? code : 'invalid_value') as ValidationCode,
      ...(max !== undefined ? { max } : {}),
    };
  }
  return problems;
}

/** The account's data as the buyer's (spec: signed-in buyers get their account data filled in). */
export function valuesFromAccount(account: {
  accountType?: string | null;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  companyName?: string | null;
  nip?: string | null;
  address?: string | null;
  postalCode?: string | null;
  city?: string | null;
  phoneNumber?: string | null;
}): Partial<CheckoutValues> {
  const company = account.accountType === 'COMPANY';
  const person = [account.firstName, account.lastName].filter(Boolean).join(' ');
  return {
    buyerType: company ? 'BUSINESS' : 'INDIVIDUAL',
    name: (company ? account.companyName : person) ?? '',
    streetAndNumber: account.address ?? '',
    postalCode: account.postalCode ?? '',
    city: account.city ?? '',
    phone: account.phoneNumber ?? '',
    email: account.email ?? '',
    invNip: company ? (account.nip ?? '') : '',
  };
}

/** A key for one placement: kept for the form's lifetime, so a double submit is one purchase. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Payment types offered for a total: zero → only O_TRANSFER; Przelewy24 within its limit and when configured. */
export function paymentOptions(
  totalToPay: number,
  przelewy24Available: boolean,
  maxP24: number,
): { type: PaymentTypeValue; enabled: boolean; reason?: 'over-limit' | 'unavailable' }[] {
  if (totalToPay === 0) return [{ type: 'O_TRANSFER', enabled: true }];
  const overLimit = totalToPay > maxP24;
  return [
    {
      type: 'PRZELEWY24_TRANSFER',
      enabled: przelewy24Available && !overLimit,
      ...(overLimit
        ? { reason: 'over-limit' as const }
        : !przelewy24Available
          ? { reason: 'unavailable' as const }
          : {}),
    },
    { type: 'TRADITIONAL_TRANSFER', enabled: true },
  ];
}
