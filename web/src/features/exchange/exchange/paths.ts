export const EXCHANGE_MAP_PATH = '/public-profiles-exchange';
export const ORDERS_PATH = '/exchange/orders';
export const NEW_ORDER_PATH = '/exchange/orders/new';
export const PUBLIC_PROFILE_PATH = '/public-profile';
export const ADMIN_JOB_OFFERS_PATH = '/admin/job-offers';

export const orderPath = (id: string) => `${ORDERS_PATH}/${encodeURIComponent(id)}`;
export const adminOrderPath = (id: string) => `${ADMIN_JOB_OFFERS_PATH}/${encodeURIComponent(id)}`;
