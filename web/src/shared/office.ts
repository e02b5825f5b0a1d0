import type { OfficeDetails } from '../../../server/contract/office';

/**
 * The office's contact details as the server configures them (OFFICE_* variables): the server
 * writes them into every page it serves as `<script type="application/json" id="office-details">`
 * (server/modules/content/seo/service.ts), so the footer shows them with no request and no rebuild.
 */
export type { OfficeDetails };

const ELEMENT_ID = 'office-details';

let cached: OfficeDetails | null | undefined;

function isOfficeDetails(value: unknown): value is OfficeDetails {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return ['name', 'address', 'phone', 'email', 'opens', 'closes'].every((key) => typeof record[key] === 'string');
}

/** The details the page was served with; null where there are none (the Vite dev server). */
export function officeDetails(): OfficeDetails | null {
  if (cached !== undefined) return cached;
  const text = typeof document === 'undefined' ? null : document.getElementById(ELEMENT_ID)?.textContent;
  try {
    const parsed: unknown = text ? JSON.parse(text) : null;
    cached = isOfficeDetails(parsed) ? parsed : null;
  } catch {
    cached = null;
  }
  return cached;
}

/** A phone number as a `tel:` link target (digits and the leading plus only). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
