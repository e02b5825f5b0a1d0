import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { AdminPage } from '../../../../shared/admin/AdminPage';
import { AdminDiscountCoupons } from './AdminDiscountCoupons';
import type { CouponOwner } from './CouponDialog';

/** The discount coupons page of one course or product, below a link back to its details. */
export function OwnerCouponsPage({
  owner,
  back,
  subtitle,
  coupons,
}: {
  owner: CouponOwner;
  back: { to: string; label: ReactNode };
  subtitle: ReactNode;
  coupons: Parameters<typeof AdminDiscountCoupons>[0]['coupons'];
}) {
  return (
    <AdminPage back={back} title={<Trans>Discount coupons</Trans>} subtitle={subtitle}>
      <AdminDiscountCoupons owner={owner} coupons={coupons} />
    </AdminPage>
  );
}
