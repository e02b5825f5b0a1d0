import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminProductCouponsPageQuery } from '../../../../__generated__/AdminProductCouponsPageQuery.graphql';
import { ProductNotFound } from '../notFound';
import { productDetailsPath } from '../paths';
import { OwnerCouponsPage } from './OwnerCouponsPage';

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
    return <ProductNotFound />;
  }
  const title = product.name || t`(untitled)`;
  return (
    <OwnerCouponsPage
      owner={{ kind: 'product', id: product.id }}
      back={{ to: productDetailsPath(product.id), label: <Trans>Back to the product</Trans> }}
      subtitle={<Trans>Codes that lower the price of the product “{title}”.</Trans>}
      coupons={product.discountCoupons}
    />
  );
}
