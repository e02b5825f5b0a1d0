import { useState, type SubmitEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Trans, useLingui } from '@lingui/react/macro';
import type { NewProductDialogMutation } from '../../../__generated__/NewProductDialogMutation.graphql';
import { fieldErrors } from '../../../shared/errors/graphqlErrors';
import { errorMessage } from '../../../shared/errors/messages';
import { useToast } from '../../../shared/ui/toast';
import { enumOptions } from '../../../shared/admin/editForm';
import { FormDialog } from '../../../shared/admin/FormDialog';
import { IssueTextField } from '../../../shared/admin/IssueTextField';
import { checkText, type FieldIssue } from '../../../shared/admin/form';
import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS, type ProductCategory } from '../../../shared/catalogue/labels';
import { productDetailsPath } from '../paths';

/**
 * Spec 7 `POST admin/products`: the Polish name (required), the English one (optional) and a
 * category; the product is created as a draft only admins see, and opens on its details page (spec 4).
 */
export function NewProductDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [name, setName] = useState('');
  const [nameEn, setNameEn] = useState('');
  const [category, setCategory] = useState<ProductCategory>('EQUIPMENT');
  const [issue, setIssue] = useState<FieldIssue | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [commit, saving] = useMutation<NewProductDialogMutation>(graphql`
    mutation NewProductDialogMutation($input: CreateProductInput!) {
      createProduct(input: $input) {
        id
      }
    }
  `);

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    setError(null);
    const problem = checkText(name, { required: true, max: 255 });
    setIssue(problem);
    if (problem) return;
    commit({
      variables: { input: { name: name.trim(), nameEn: nameEn.trim(), category } },
      onCompleted: (response) => {
        showToast(t`Product created`, 'success');
        void navigate(productDetailsPath(response.createProduct.id)); // not awaited: a failed navigation shows the route's error element
      },
      onError: (failure) => {
        const detail = fieldErrors(failure).name;
        if (detail) setIssue({ code: detail.code, max: detail.max });
        else setError(errorMessage(i18n, failure));
      },
    });
  };

  return (
    <FormDialog
      id={{ dialog: 'new-product-dialog', title: 'new-product-title', submit: 'new-product-create' }}
      title={<Trans>New product</Trans>}
      maxWidth="xs"
      saving={saving}
      error={error}
      submitLabel={<Trans>Create and edit</Trans>}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <IssueTextField
          id="new-product-name"
          label={t`Name in Polish`}
          value={name}
          required
          autoFocus
          onValue={(text) => {
            setName(text);
            setIssue(null);
          }}
          issue={issue ?? undefined}
          disabled={saving}
          testId="new-product-name"
        />
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
      </Stack>
    </FormDialog>
  );
}
