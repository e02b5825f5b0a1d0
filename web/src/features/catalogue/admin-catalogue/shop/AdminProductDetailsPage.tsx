import { useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { useNavigate, useParams } from 'react-router';
import Button from '@mui/material/Button';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminProductDetailsPageQuery } from '../../../../__generated__/AdminProductDetailsPageQuery.graphql';
import type { AdminProductDetailsPageDeleteMutation } from '../../../../__generated__/AdminProductDetailsPageDeleteMutation.graphql';
import { errorMessage } from '../../../../shared/errors/messages';
import { ConfirmDialog } from '../../../../shared/ui/ConfirmDialog';
import { PageLinks } from '../../../../shared/admin/PageLinks';
import { useToast } from '../../../../shared/ui/toast';
import { LEAVE_WITHOUT_PROMPT } from '../../../../shared/ui/useUnsavedChangesPrompt';
import { AdminPage } from '../../../../shared/admin/AdminPage';
import { ProductNotFound } from '../notFound';
import { ADMIN_SHOP_PATH, productCouponsPath, productPreviewPath } from '../paths';
import { AdminProductForm } from './AdminProductForm';
import { AdminProductGallery } from './AdminProductGallery';
import { AdminProductVariants } from './AdminProductVariants';

/** /admin/shop/products/:productId/details (ADMIN): a product's data, variants, gallery and specification. */
export default function AdminProductDetailsPage() {
  const { t } = useLingui();
  const { productId = '' } = useParams();
  const data = useLazyLoadQuery<AdminProductDetailsPageQuery>(
    graphql`
      query AdminProductDetailsPageQuery($id: ID!) {
        product(id: $id) {
          id
          name
          ...AdminProductForm_product
          ...AdminProductVariants_product
          ...AdminProductGallery_product
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
  return (
    <AdminPage
      back={{ to: ADMIN_SHOP_PATH, label: <Trans>Products</Trans> }}
      title={product.name || t`(untitled)`}
      actions={<ProductActions id={product.id} />}
    >
      <AdminProductForm product={product} />
      <AdminProductVariants product={product} />
      <AdminProductGallery product={product} />
    </AdminPage>
  );
}

function ProductActions({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const [remove, removing] = useMutation<AdminProductDetailsPageDeleteMutation>(graphql`
    mutation AdminProductDetailsPageDeleteMutation($id: ID!) {
      deleteProduct(id: $id)
    }
  `);
  return (
    <>
      <PageLinks
        links={[
          {
            to: productPreviewPath(id),
            icon: <VisibilityOutlinedIcon />,
            label: <Trans>Preview</Trans>,
            testId: 'product-preview-link',
          },
          {
            to: productCouponsPath(id),
            icon: <LocalOfferOutlinedIcon />,
            label: <Trans>Discount coupons</Trans>,
            testId: 'product-coupons-link',
          },
        ]}
      />
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteOutlineIcon />}
        onClick={() => setConfirming(true)}
        data-testid="product-delete"
      >
        <Trans>Delete</Trans>
      </Button>
      <ConfirmDialog
        open={confirming}
        title={<Trans>Delete this product?</Trans>}
        message={
          <Trans>The product, its variants, pictures and discount coupons are deleted. This cannot be undone.</Trans>
        }
        confirmLabel={<Trans>Delete</Trans>}
        destructive
        busy={removing}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove({
            variables: { id },
            onCompleted: () => {
              setConfirming(false);
              showToast(t`Product deleted`, 'success');
              void navigate(ADMIN_SHOP_PATH, { state: LEAVE_WITHOUT_PROMPT }); // not awaited: a failed navigation shows the route's error element
            },
            onError: (error) => {
              setConfirming(false);
              showToast(errorMessage(i18n, error), 'error');
            },
          })
        }
      />
    </>
  );
}
