/** Links between the purchase screens (relative to the router's /app base). */
const id = (value: string) => encodeURIComponent(value);

export const MY_PURCHASES_PATH = '/purchases';
export const ADMIN_PURCHASES_PATH = '/admin/purchases';
export const SELLER_ORDERS_PATH = '/seller/orders';
export const SHOP_PATH = '/shop';

export const purchaseDetailsPath = (purchaseId: string, accessToken?: string | null) =>
  `/purchases/${id(purchaseId)}/details${accessToken ? `?accessToken=${encodeURIComponent(accessToken)}` : ''}`;
export const adminPurchaseDetailsPath = (purchaseId: string) => `/admin/purchases/${id(purchaseId)}/details`;
export const sellerOrderDetailsPath = (purchaseId: string) => `/seller/orders/${id(purchaseId)}`;
export const adminUserPath = (userId: string) => `/admin/users/${id(userId)}`;

/** Who looks at the purchases list or details: the admin acts on them, the seller only reads. */
export type StaffMode = 'admin' | 'seller';

export const staffListPath = (mode: StaffMode) => (mode === 'admin' ? ADMIN_PURCHASES_PATH : SELLER_ORDERS_PATH);
export const staffDetailsPath = (mode: StaffMode, purchaseId: string) =>
  mode === 'admin' ? adminPurchaseDetailsPath(purchaseId) : sellerOrderDetailsPath(purchaseId);

/** A download link of the invoice for a guest carries the private token of the e-mail link. */
export function withAccessToken(url: string, accessToken?: string | null): string {
  if (!accessToken) return url;
  return `${url}${url.includes('?') ? '&' : '?'}accessToken=${encodeURIComponent(accessToken)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The purchase's GraphQL id from the address. Pages link with the GraphQL id; Przelewy24's
 * return address names the purchase by its database id (a UUID), which is turned into the
 * GraphQL id (base64 of 'Purchase:<uuid>').
 */
export function purchaseIdParam(param: string): string {
  return UUID.test(param) ? btoa(`Purchase:${param.toLowerCase()}`) : param;
}
