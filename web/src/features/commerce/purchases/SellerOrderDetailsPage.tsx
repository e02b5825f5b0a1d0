import { StaffPurchaseDetailsPage } from './StaffPurchaseDetailsPage';

/** /seller/orders/:purchaseId (SELLER): the purchase's details, read-only (no actions). */
export default function SellerOrderDetailsPage() {
  return <StaffPurchaseDetailsPage mode="seller" />;
}
