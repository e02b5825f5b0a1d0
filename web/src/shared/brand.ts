/** The product name: the same in both languages (page titles, logo, footer). */
export const PRODUCT_NAME = 'SkyPilot Academy';

/** Where the SPA is served; React Router's basename. */
export const APP_BASE = '/app';

/** `document.title` for a page: spec 2's template '%s | {product}'. */
export function pageTitle(title: string): string {
  return title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}
