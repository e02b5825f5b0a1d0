import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * What the scopes, webhook events and delivery states of the integrations API (issue 30) are
 * called on the screens. A scope is a permission name of the role map (server/auth/permissions.ts);
 * one the map gains later is shown by its name until it has a label here.
 */
export const SCOPE_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  'manage:purchase:any': msg`Purchases and invoices (all)`,
  'manage:catalogue:any': msg`Courses and products (editing)`,
  'manage:user:any': msg`Users, exams and certificates`,
  'manage:resource:any': msg`Company seats (all)`,
  'manage:content:any': msg`Content and job offers`,
  'read:account:any': msg`User accounts (reading)`,
  'read:file:any': msg`Users’ files (reading)`,
  'read:purchase:own': msg`Our purchases and invoices`,
  'manage:resource:own': msg`Our seats`,
  'browse:catalogue:any': msg`Catalogue`,
};

export const scopeLabel = (i18n: I18n, scope: string) => {
  const label = SCOPE_LABELS[scope];
  return label ? i18n._(label) : scope;
};

/** GraphQL `WebhookEvent`, in the order the screens list them, with the `type` the receiver gets. */
export const WEBHOOK_EVENTS = [
  'PURCHASE_PAID',
  'PURCHASE_CANCELLED',
  'PURCHASE_REFUNDED',
  'INVOICE_ISSUED',
  'SEAT_ASSIGNED',
  'SEAT_STARTED',
  'EXAM_VERIFIED',
  'CERTIFICATE_ISSUED',
  'JOB_OFFER_POSTED',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The wire names (server/modules/system/integrations/webhooks/events.ts). */
export const WEBHOOK_EVENT_NAMES: Record<WebhookEvent, string> = {
  PURCHASE_PAID: 'purchase.paid',
  PURCHASE_CANCELLED: 'purchase.cancelled',
  PURCHASE_REFUNDED: 'purchase.refunded',
  INVOICE_ISSUED: 'invoice.issued',
  SEAT_ASSIGNED: 'seat.assigned',
  SEAT_STARTED: 'seat.started',
  EXAM_VERIFIED: 'exam.verified',
  CERTIFICATE_ISSUED: 'certificate.issued',
  JOB_OFFER_POSTED: 'job_offer.posted',
};

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, MessageDescriptor> = {
  PURCHASE_PAID: msg`Purchase paid`,
  PURCHASE_CANCELLED: msg`Purchase cancelled`,
  PURCHASE_REFUNDED: msg`Purchase refunded`,
  INVOICE_ISSUED: msg`Invoice issued`,
  SEAT_ASSIGNED: msg`Seat assigned`,
  SEAT_STARTED: msg`Employee started a course`,
  EXAM_VERIFIED: msg`Exam verified`,
  CERTIFICATE_ISSUED: msg`Certificate issued`,
  JOB_OFFER_POSTED: msg`Job offer posted`,
};

export const isWebhookEvent = (value: string): value is WebhookEvent =>
  (WEBHOOK_EVENTS as readonly string[]).includes(value);

export const eventLabel = (i18n: I18n, event: string) =>
  isWebhookEvent(event) ? i18n._(WEBHOOK_EVENT_LABELS[event]) : event;
export const eventName = (event: string) => (isWebhookEvent(event) ? WEBHOOK_EVENT_NAMES[event] : event);

/** GraphQL `WebhookDeliveryStatus`, in the filter's order. */
export const DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, MessageDescriptor> = {
  PENDING: msg`Pending`,
  DELIVERED: msg`Delivered`,
  FAILED: msg({ message: 'Failed', context: 'webhook delivery' }),
};

export const DELIVERY_STATUS_COLORS: Record<DeliveryStatus, 'info' | 'success' | 'error'> = {
  PENDING: 'info',
  DELIVERED: 'success',
  FAILED: 'error',
};

export const isDeliveryStatus = (value: string): value is DeliveryStatus =>
  (DELIVERY_STATUSES as readonly string[]).includes(value);
