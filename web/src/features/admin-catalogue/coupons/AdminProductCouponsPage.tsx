import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminProductCouponsPageQuery } from '../../../__generated__/AdminProductCouponsPageQuery.graphql';
import { AdminPage } from '../common/AdminPage';
import { NotFoundState } from '../common/NotFoundState';
import { ADMIN_SHOP_PATH, productDetailsPath } from '../paths';
import { AdminDiscountCoupons } from './AdminDiscountCoupons';

/** /admin/shop/products/:productId/discount-coupons (ADMIN). */
export default function AdminProductCouponsPage() {
  const { t } = useLingui();
  const { productId = '' } = useParams();
  const data = useLazyLoadQuery<AdminProductCouponsPageQuery>(
    graphql`
      query AdminProductCouponsPageQuery($id: ID!) {
        product(id: $id) {
          id
          name
          discountCoupons {
            id
            ...AdminDiscountCoupons_coupon
          }
        }
      }
    `,
    { id: productId },
    { fetchPolicy: 'store-and-network' },
  );
  const product = data.product;
  if (!product) {
    return (
      <NotFoundState
        title={<Trans>Product not found</Trans>}
        message={<Trans>This product does not exist or has been deleted.</Trans>}
        backTo={ADMIN_SHOP_PATH}
        backLabel={<Trans>Back to products</Trans>}
      />
    );
  }
  const title = product.name || t`(untitled)`;
  return (
    <AdminPage
      back={{ to: productDetailsPath(product.id), label: <Trans>Back to the product</Trans> }}
      title={<Trans>Discount coupons</Trans>}
      subtitle={<Trans>Codes that lower the price of the product “{title}”.</Trans>}
    >
      <AdminDiscountCoupons owner={{ kind: 'product', id: product.id }} coupons={product.discountCoupons} />
    </AdminPage>
  );
}
