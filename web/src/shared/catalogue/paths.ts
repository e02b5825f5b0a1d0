/**
 * The admin's editor and preview of a course or product (relative to the router's /app base):
 * the admin catalogue links to the preview, and the preview (a page of the public catalogue
 * feature) links back to the editor, so both read the addresses from here.
 */
const id = (value: string) => encodeURIComponent(value);

/** The admin's course and product lists. */
export const ADMIN_COURSES_PATH = '/admin/courses';
export const ADMIN_SHOP_PATH = '/admin/shop';

export const courseEditorPath = (courseId: string) => `/admin/courses/${id(courseId)}/details`;
export const coursePreviewPath = (courseId: string) => `/admin/courses/${id(courseId)}/preview`;
export const productEditorPath = (productId: string) => `/admin/shop/products/${id(productId)}/details`;
export const productPreviewPath = (productId: string) => `/admin/shop/products/${id(productId)}/preview`;
