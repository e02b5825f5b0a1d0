import { useState } from 'react';
import { graphql } from 'react-relay';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { Trans, useLingui } from '@lingui/react/macro';
import type { NewProductDialogMutation } from '../../../../__generated__/NewProductDialogMutation.graphql';
import { enumOptions } from '../../../../shared/admin/editForm';
import { CreateRecordDialog } from '../../../../shared/admin/CreateRecordDialog';
import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS, type ProductCategory } from '../../../../shared/catalogue/labels';
import { productDetailsPath } from '../paths';

/**
 * Spec 7 `POST admin/products`: the Polish name (required), the English one (optional) and a
 * category; the product is created as a draft only admins see, and opens on its details page (spec 4).
 */
export function NewProductDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const [nameEn, setNameEn] = useState('');
  const [category, setCategory] = useState<ProductCategory>('EQUIPMENT');

  return (
    <CreateRecordDialog<NewProductDialogMutation>
      ids={{ dialog: 'new-product-dialog', title: 'new-product-title', submit: 'new-product-create' }}
      title={<Trans>New product</Trans>}
      submitLabel={<Trans>Create and edit</Trans>}
      text={{ field: 'name', id: 'new-product-name', label: t`Name in Polish`, testId: 'new-product-name' }}
      mutation={graphql`
        mutation NewProductDialogMutation($input: CreateProductInput!) {
          createProduct(input: $input) {
            id
          }
        }
      `}
      input={(name) => ({ name, nameEn: nameEn.trim(), category })}
      createdToast={t`Product created`}
      detailsPath={(response) => productDetailsPath(response.createProduct.id)}
      onClose={onClose}
    >
      {(saving) => (
        <>
          <TextField
            id="new-product-name-en"
            label={t`Name in English (optional)`}
            value={nameEn}
            onChange={(event) => setNameEn(event.target.value)}
            disabled={saving}
            slotProps={{ htmlInput: { maxLength: 255, 'data-testid': 'new-product-name-en' } }}
          />
          <TextField
            id="new-product-category"
            select
            label={t`Category`}
            value={category}
            onChange={(event) => setCategory(event.target.value as ProductCategory)}
            disabled={saving}
          >
            {enumOptions(i18n, PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS)}
          </TextField>
          <Alert severity="info">
            <Trans>
              The product starts as a draft that only admins see, with one variant “Standard” at 0 zł and no stock.
              Publish it once it has a description, a picture and its prices.
            </Trans>
          </Alert>
        </>
      )}
    </CreateRecordDialog>
  );
}
