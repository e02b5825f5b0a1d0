import { SitePageView } from './SitePageView';

/** /shop-terms: the terms of the shop and of the courses (the admin's text). */
export default function ShopTermsPage() {
  return <SitePageView pageKey="SHOP_TERMS" testId="shop-terms-page" />;
}
