import { useState, type FormEvent } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  AdminProductVariants_product$data,
  AdminProductVariants_product$key,
} from '../../../__generated__/AdminProductVariants_product.graphql';
import type { AdminProductVariantsSaveMutation } from '../../../__generated__/AdminProductVariantsSaveMutation.graphql';
import type { AdminProductVariantsDeleteMutation } from '../../../__generated__/AdminProductVariantsDeleteMutation.graphql';
import { errorMessage } from '../../../shared/errors/messages';
import { fieldErrors } from '../../../shared/errors/graphqlErrors';
import { formatMoney } from '../../../shared/format';
import { parsePln, plnInput } from '../../../shared/money/money';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useToast } from '../../../shared/ui/toast';
import { IconAction } from '../common/IconAction';
import { MoneyField, checkMoney } from '../common/MoneyField';
import { Section } from '../common/Section';
import { checkNumber, checkText, compact, issueText, serverIssues, type Issues } from '../form';
import { STOCK_STATES, STOCK_STATE_COLORS, STOCK_STATE_LABELS, isOneOf } from '../labels';

const fragment = graphql`
  fragment AdminProductVariants_product on Product {
    id
    variants {
      id
      name
      priceGross
      stock
      stockState
      omnibusLowestPriceGross
    }
  }
`;

type Variant = AdminProductVariants_product$data['variants'][number];

/** The product's variants (name, gross price, stock); a product keeps at least one. */
export function AdminProductVariants({ product: key }: { product: AdminProductVariants_product$key }) {
  const { t, i18n } = useLingui();
  const product = useFragment(fragment, key);
  const { showToast } = useToast();
  const [editing, setEditing] = useState<Variant | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Variant | null>(null);
  const [remove, removing] = useMutation<AdminProductVariantsDeleteMutation>(graphql`
    mutation AdminProductVariantsDeleteMutation($id: ID!) {
      deleteProductVariant(id: $id) {
        ...AdminProductVariants_product
        lowestPriceGross
        stock
        stockState
      }
    }
  `);
  const deletingName = deleting?.name ?? '';

  return (
    <Section
      id="product-variants"
      title={<Trans>Variants, prices and stock</Trans>}
      description={<Trans>Gross prices in PLN. Lowering a price shows the lowest price of the previous 30 days.</Trans>}
      actions={
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing('new')} data-testid="variant-add">
          <Trans>Add variant</Trans>
        </Button>
      }
    >
      <TableContainer>
        <Table size="small" aria-label={t`Variants`} sx={{ minWidth: 560 }}>
          <TableHead>
            <TableRow>
              <TableCell>
                <Trans>Name</Trans>
              </TableCell>
              <TableCell align="right">
                <Trans>Price</Trans>
              </TableCell>
              <TableCell align="right">
                <Trans>Stock</Trans>
              </TableCell>
              <TableCell align="right">
                <Trans>Actions</Trans>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {product.variants.map((variant) => (
              <TableRow key={variant.id} hover data-testid="variant-row">
                <TableCell sx={{ fontWeight: 600 }}>{variant.name}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Box data-testid="variant-price">{formatMoney(variant.priceGross, i18n.locale)}</Box>
                  {variant.omnibusLowestPriceGross != null ? (
                    <Typography variant="caption" color="text.secondary" data-testid="variant-omnibus">
                      <Trans>Lowest in 30 days: {formatMoney(variant.omnibusLowestPriceGross, i18n.locale)}</Trans>
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {variant.stock}{' '}
                  {isOneOf(STOCK_STATES, variant.stockState) ? (
                    <Chip
                      size="small"
                      variant="outlined"
                      color={STOCK_STATE_COLORS[variant.stockState]}
                      label={i18n._(STOCK_STATE_LABELS[variant.stockState])}
                      sx={{ ml: 1 }}
                    />
                  ) : null}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <IconAction
                    label={t`Edit variant ${variant.name}`}
                    onClick={() => setEditing(variant)}
                    data-testid="variant-edit"
                  >
                    <EditOutlinedIcon />
                  </IconAction>
                  <IconAction
                    label={t`Delete variant ${variant.name}`}
                    color="error"
                    onClick={() => setDeleting(variant)}
                    data-testid="variant-delete"
                  >
                    <DeleteOutlineIcon />
                  </IconAction>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {editing ? (
        <VariantDialog
          productId={product.id}
          variant={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={<Trans>Delete the variant “{deletingName}”?</Trans>}
        message={<Trans>The variant and its stock are removed from the shop. This cannot be undone.</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        destructive
        busy={removing}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove({
            variables: { id: deleting.id },
            onCompleted: () => {
              setDeleting(null);
              showToast(t`Variant deleted`, 'success');
            },
            onError: (error) => {
              setDeleting(null);
              showToast(errorMessage(i18n, error), 'error');
            },
          });
        }}
      />
    </Section>
  );
}

type Key = 'name' | 'priceGross' | 'stock';

function VariantDialog({
  productId,
  variant,
  onClose,
}: {
  productId: string;
  variant: Variant | null;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const [name, setName] = useState(variant?.name ?? '');
  const [price, setPrice] = useState(plnInput(variant?.priceGross, i18n.locale));
  const [stock, setStock] = useState(variant ? String(variant.stock) : '0');
  const [issues, setIssues] = useState<Issues<Key>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [save, saving] = useMutation<AdminProductVariantsSaveMutation>(graphql`
    mutation AdminProductVariantsSaveMutation($input: ProductVariantInput!) {
      saveProductVariant(input: $input) {
        ...AdminProductVariants_product
        lowestPriceGross
        stock
        stockState
      }
    }
  `);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = compact<Key>({
      name: checkText(name, { required: true, max: 255 }),
      priceGross: checkMoney(price, { required: true }),
      stock: checkNumber(stock, { min: 0, max: 1_000_000, required: true }),
    });
    setIssues(found);
    if (Object.keys(found).length) return;
    save({
      variables: {
        input: {
          ...(variant ? { id: variant.id } : {}),
          productId,
          name: name.trim(),
          priceGross: parsePln(price) ?? 0,
          stock: Number(stock.trim()),
        },
      },
      onCompleted: () => {
        showToast(variant ? t`Variant saved` : t`Variant added`, 'success');
        onClose();
      },
      onError: (error) => {
        const details = fieldErrors(error);
        if (Object.keys(details).length) setIssues(serverIssues(details));
        else setFormError(errorMessage(i18n, error));
      },
    });
  };

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      aria-labelledby="variant-dialog-title"
      maxWidth="xs"
      fullWidth
      data-testid="variant-dialog"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="variant-dialog-title">
          {variant ? <Trans>Edit variant</Trans> : <Trans>New variant</Trans>}
        </DialogTitle>
        <DialogContent>
          {formError ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          ) : null}
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
            <TextField
              id="variant-name"
              label={t`Name`}
              value={name}
              required
              autoFocus
              onChange={(event) => {
                setName(event.target.value);
                setIssues((current) => ({ ...current, name: undefined }));
              }}
              error={Boolean(issues.name)}
              helperText={issueText(i18n, issues.name) ?? t`For example a colour or a set`}
              disabled={saving}
              slotProps={{ htmlInput: { 'data-testid': 'variant-name' } }}
            />
            <MoneyField
              id="variant-price"
              label={t`Price (gross)`}
              value={price}
              required
              onChange={(value) => {
                setPrice(value);
                setIssues((current) => ({ ...current, priceGross: undefined }));
              }}
              error={Boolean(issues.priceGross)}
              helperText={issueText(i18n, issues.priceGross)}
              disabled={saving}
              testId="variant-price"
            />
            <TextField
              id="variant-stock"
              label={t`Stock`}
              value={stock}
              required
              onChange={(event) => {
                setStock(event.target.value);
                setIssues((current) => ({ ...current, stock: undefined }));
              }}
              error={Boolean(issues.stock)}
              helperText={issueText(i18n, issues.stock) ?? t`Pieces available for sale`}
              disabled={saving}
              slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'variant-stock' } }}
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="contained" disabled={saving} data-testid="variant-save">
            {variant ? <Trans>Save variant</Trans> : <Trans>Add variant</Trans>}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
