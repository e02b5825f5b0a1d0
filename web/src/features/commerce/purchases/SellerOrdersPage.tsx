import { StaffPurchasesPage } from './StaffPurchasesPage';

/** /seller/orders (SELLER): the purchases list, read-only. */
export default function SellerOrdersPage() {
  return <StaffPurchasesPage mode="seller" />;
}
