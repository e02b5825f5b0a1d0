import { courseEditorPath, productEditorPath } from '../../../shared/catalogue/paths';

export { ADMIN_COURSES_PATH, ADMIN_SHOP_PATH } from '../../../shared/catalogue/paths';

/** Links between the admin catalogue screens (relative to the router's /app base). */
const id = (value: string) => encodeURIComponent(value);

export const courseDetailsPath = courseEditorPath;
export const courseCouponsPath = (courseId: string) => `/admin/courses/${id(courseId)}/discount-coupons`;
export const productDetailsPath = productEditorPath;
export const productCouponsPath = (productId: string) => `/admin/shop/products/${id(productId)}/discount-coupons`;
export const SHIPPING_METHODS_PATH = '/admin/shop/shipping-methods';
export { coursePreviewPath, productPreviewPath } from '../../../shared/catalogue/paths';
