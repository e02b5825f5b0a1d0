import { useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Trans, useLingui } from '@lingui/react/macro';
import type { NewProductDialogMutation } from '../../../__generated__/NewProductDialogMutation.graphql';
import { fieldErrors } from '../../../shared/errors/graphqlErrors';
import { errorMessage } from '../../../shared/errors/messages';
import { useToast } from '../../../shared/ui/toast';
import { checkText, issueText, type FieldIssue } from '../form';
import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS, type ProductCategory } from '../labels';
import { productDetailsPath } from '../paths';

/** Spec 7 `POST admin/products`: a name and a category; the new product opens on its details page (spec 4). */
export function NewProductDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [name, setName] = useState('');
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

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const problem = checkText(name, { required: true, max: 255 });
    setIssue(problem);
    if (problem) return;
    commit({
      variables: { input: { name: name.trim(), category } },
      onCompleted: (response) => {
        showToast(t`Product created`, 'success');
        navigate(productDetailsPath(response.createProduct.id));
      },
      onError: (failure) => {
        const detail = fieldErrors(failure).name;
        if (detail) setIssue({ code: detail.code, max: detail.max });
        else setError(errorMessage(i18n, failure));
      },
    });
  };

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      aria-labelledby="new-product-title"
      maxWidth="xs"
      fullWidth
      data-testid="new-product-dialog"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="new-product-title">
          <Trans>New product</Trans>
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error ? (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            ) : null}
            <TextField
              id="new-product-name"
              label={t`Name`}
              value={name}
              required
              autoFocus
              onChange={(event) => {
                setName(event.target.value);
                setIssue(null);
              }}
              error={Boolean(issue)}
              helperText={issueText(i18n, issue ?? undefined)}
              disabled={saving}
              slotProps={{ htmlInput: { 'data-testid': 'new-product-name' } }}
            />
            <TextField
              id="new-product-category"
              select
              label={t`Category`}
              value={category}
              onChange={(event) => setCategory(event.target.value as ProductCategory)}
              disabled={saving}
            >
              {PRODUCT_CATEGORIES.map((value) => (
                <MenuItem key={value} value={value}>
                  {i18n._(PRODUCT_CATEGORY_LABELS[value])}
                </MenuItem>
              ))}
            </TextField>
            <Alert severity="info">
              <Trans>The product starts with one variant “Standard” at 0 zł and no stock: set them next.</Trans>
            </Alert>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="contained" disabled={saving} data-testid="new-product-create">
            <Trans>Create and edit</Trans>
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
