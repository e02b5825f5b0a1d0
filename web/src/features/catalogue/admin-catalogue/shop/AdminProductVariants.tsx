import type { SubmitEvent } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  AdminProductVariants_product$data,
  AdminProductVariants_product$key,
} from '../../../../__generated__/AdminProductVariants_product.graphql';
import type { AdminProductVariantsSaveMutation } from '../../../../__generated__/AdminProductVariantsSaveMutation.graphql';
import type { AdminProductVariantsDeleteMutation } from '../../../../__generated__/AdminProductVariantsDeleteMutation.graphql';
import { formatMoney } from '../../../../shared/format';
import { parsePln, plnInput } from '../../../../shared/money/money';
import { useToast } from '../../../../shared/ui/toast';
import { DeleteDialog, EditableTable, RowActions, useEditAndDelete } from '../../../../shared/admin/EditableTable';
import { FormDialog, dialogIds, useDialogFields } from '../../../../shared/ui/FormDialog';
import { IssueTextField } from '../../../../shared/admin/IssueTextField';
import { MoneyField, checkMoney } from '../../../../shared/admin/MoneyField';
import { MissingEnglishChip, lacksEnglish } from '../../../../shared/admin/MissingEnglish';
import { Section } from '../../../../shared/admin/Section';
import { StockStateChip } from './StockStateChip';
import { checkNumber, checkText, compact } from '../../../../shared/admin/form';

const fragment = graphql`
  fragment AdminProductVariants_product on Product {
    id
    variants {
      id
      name
      nameEn
      priceGross
      stock
      stockState
      omnibusLowestPriceGross
    }
  }
`;

/** What a change of the variants alters on the product: the variants and the price and stock the lists show. */
export const changedFields = graphql`
  fragment AdminProductVariants_changed on Product {
    ...AdminProductVariants_product
    lowestPriceGross
    stock
    stockState
  }
`;

type Variant = AdminProductVariants_product$data['variants'][number];

/** The product's variants (name, gross price, stock); a product keeps at least one. */
export function AdminProductVariants({ product: key }: { product: AdminProductVariants_product$key }) {
  const { t, i18n } = useLingui();
  const product = useFragment(fragment, key);
  const rows = useEditAndDelete<Variant>();
  const [remove, removing] = useMutation<AdminProductVariantsDeleteMutation>(graphql`
    mutation AdminProductVariantsDeleteMutation($id: ID!) {
      deleteProductVariant(id: $id) {
        ...AdminProductVariants_changed
      }
    }
  `);
  const deletingName = rows.deleting?.name ?? '';

  return (
    <Section
      id="product-variants"
      title={<Trans>Variants, prices and stock</Trans>}
      description={<Trans>Gross prices in PLN. Lowering a price shows the lowest price of the previous 30 days.</Trans>}
      actions={
        <Button variant="outlined" startIcon={<AddIcon />} onClick={rows.add} data-testid="variant-add">
          <Trans>Add variant</Trans>
        </Button>
      }
    >
      <EditableTable
        label={t`Variants`}
        size="small"
        minWidth={680}
        count={product.variants.length}
        columns={[
          { label: <Trans>Name</Trans> },
          { label: <Trans>Name (EN)</Trans> },
          { label: <Trans>Price</Trans>, align: 'right' },
          { label: <Trans>Stock</Trans>, align: 'right' },
        ]}
      >
        {product.variants.map((variant) => (
          <TableRow key={variant.id} hover data-testid="variant-row">
            <TableCell sx={{ fontWeight: 600 }}>{variant.name}</TableCell>
            <TableCell data-testid="variant-name-en">
              {lacksEnglish(variant.name, variant.nameEn) ? <MissingEnglishChip /> : variant.nameEn}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <Box data-testid="variant-price">{formatMoney(variant.priceGross, i18n.locale)}</Box>
              {variant.omnibusLowestPriceGross != null ? (
                <Typography variant="caption" color="text.secondary" data-testid="variant-omnibus">
                  <Trans>Lowest in 30 days: {formatMoney(variant.omnibusLowestPriceGross, i18n.locale)}</Trans>
                </Typography>
              ) : null}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {variant.stock} <StockStateChip state={variant.stockState} sx={{ ml: 1 }} />
            </TableCell>
            <RowActions
              editLabel={t`Edit variant ${variant.name}`}
              deleteLabel={t`Delete variant ${variant.name}`}
              onEdit={() => rows.edit(variant)}
              onDelete={() => rows.askDelete(variant)}
              testId="variant"
            />
          </TableRow>
        ))}
      </EditableTable>
      {rows.editing ? <VariantDialog productId={product.id} variant={rows.edited} onClose={rows.closeEditor} /> : null}
      <DeleteDialog
        target={rows.deleting}
        title={<Trans>Delete the variant “{deletingName}”?</Trans>}
        message={<Trans>The variant and its stock are removed from the shop. This cannot be undone.</Trans>}
        busy={removing}
        deletedMessage={t`Variant deleted`}
        onClose={rows.closeDelete}
        onDelete={(variant, callbacks) => remove({ variables: { id: variant.id }, ...callbacks })}
      />
    </Section>
  );
}

type Key = 'name' | 'nameEn' | 'priceGross' | 'stock';

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
  const { values, field, money, formError, accept, refused } = useDialogFields<Key>('variant', () => ({
    name: variant?.name ?? '',
    nameEn: variant?.nameEn ?? '',
    priceGross: plnInput(variant?.priceGross, i18n.locale),
    stock: variant ? String(variant.stock) : '0',
  }));
  const { name, nameEn, priceGross: price, stock } = values;
  const [save, saving] = useMutation<AdminProductVariantsSaveMutation>(graphql`
    mutation AdminProductVariantsSaveMutation($input: ProductVariantInput!) {
      saveProductVariant(input: $input) {
        ...AdminProductVariants_changed
      }
    }
  `);

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const found = compact<Key>({
      name: checkText(name, { required: true, max: 255 }),
      nameEn: checkText(nameEn, { max: 255 }),
      priceGross: checkMoney(price, { required: true }),
      stock: checkNumber(stock, { min: 0, max: 1_000_000, required: true }),
    });
    if (!accept(found)) return;
    save({
      variables: {
        input: {
          ...(variant ? { id: variant.id } : {}),
          productId,
          name: name.trim(),
          nameEn: nameEn.trim(),
          priceGross: parsePln(price) ?? 0,
          stock: Number(stock.trim()),
        },
      },
      onCompleted: () => {
        showToast(variant ? t`Variant saved` : t`Variant added`, 'success');
        onClose();
      },
      onError: refused,
    });
  };

  return (
    <FormDialog
      id={dialogIds('variant')}
      title={variant ? <Trans>Edit variant</Trans> : <Trans>New variant</Trans>}
      maxWidth="xs"
      saving={saving}
      error={formError}
      submitLabel={variant ? <Trans>Save variant</Trans> : <Trans>Add variant</Trans>}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <IssueTextField
          {...field('name', 'name')}
          label={t`Name`}
          required
          autoFocus
          hint={t`For example a colour or a set`}
          disabled={saving}
        />
        <IssueTextField
          {...field('nameEn', 'name-en')}
          label={t`Name (EN)`}
          hint={lacksEnglish(name, nameEn) ? t`Empty: English visitors see the Polish name` : undefined}
          disabled={saving}
        />
        <MoneyField {...money('priceGross', 'price')} label={t`Price (gross)`} required disabled={saving} />
        <IssueTextField
          {...field('stock', 'stock')}
          label={t`Stock`}
          required
          hint={t`Pieces available for sale`}
          disabled={saving}
          htmlInput={{ inputMode: 'numeric' }}
        />
      </Box>
    </FormDialog>
  );
}
