import type { SubmitEvent } from 'react';
import { graphql, useFragment, useLazyLoadQuery, useMutation } from 'react-relay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import AddIcon from '@mui/icons-material/Add';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminShippingMethodsPageQuery } from '../../../../__generated__/AdminShippingMethodsPageQuery.graphql';
import type {
  AdminShippingMethodsPage_method$data,
  AdminShippingMethodsPage_method$key,
} from '../../../../__generated__/AdminShippingMethodsPage_method.graphql';
import type { AdminShippingMethodsPageCreateMutation } from '../../../../__generated__/AdminShippingMethodsPageCreateMutation.graphql';
import type { AdminShippingMethodsPageUpdateMutation } from '../../../../__generated__/AdminShippingMethodsPageUpdateMutation.graphql';
import type { AdminShippingMethodsPageDeleteMutation } from '../../../../__generated__/AdminShippingMethodsPageDeleteMutation.graphql';
import { formatMoney } from '../../../../shared/format';
import { parsePln, plnInput } from '../../../../shared/money/money';
import { useToast } from '../../../../shared/ui/toast';
import { AdminPage } from '../../../../shared/admin/AdminPage';
import { DeleteDialog, EditableTable, RowActions, useEditAndDelete } from '../../../../shared/admin/EditableTable';
import { FormDialog, dialogIds, useDialogFields } from '../../../../shared/ui/FormDialog';
import { IssueTextField } from '../../../../shared/admin/IssueTextField';
import { MoneyField, checkMoney } from '../../../../shared/admin/MoneyField';
import { MissingEnglishChip, lacksEnglish, shownName } from '../../../../shared/admin/MissingEnglish';
import { checkText, compact } from '../../../../shared/admin/form';
import { ADMIN_SHOP_PATH } from '../paths';

type Method = AdminShippingMethodsPage_method$data;

const methodFragment = graphql`
  fragment AdminShippingMethodsPage_method on ShippingMethod {
    id
    name
    description
    nameEn
    descriptionEn
    priceGross
  }
`;

/** /admin/shop/shipping-methods (ADMIN): the delivery options offered at checkout. */
export default function AdminShippingMethodsPage() {
  const { t } = useLingui();
  const data = useLazyLoadQuery<AdminShippingMethodsPageQuery>(
    graphql`
      query AdminShippingMethodsPageQuery {
        shippingMethods {
          id
          ...AdminShippingMethodsPage_method
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const rows = useEditAndDelete<Method>();
  const [remove, removing] = useMutation<AdminShippingMethodsPageDeleteMutation>(graphql`
    mutation AdminShippingMethodsPageDeleteMutation($id: ID!) {
      deleteShippingMethod(id: $id)
    }
  `);
  const methods = data.shippingMethods;
  const deletingName = rows.deleting?.name ?? '';

  return (
    <AdminPage
      back={{ to: ADMIN_SHOP_PATH, label: <Trans>Products</Trans> }}
      title={<Trans>Shipping methods</Trans>}
      subtitle={<Trans>Delivery options the buyer chooses at checkout, with their gross price.</Trans>}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={rows.add} data-testid="shipping-add">
          <Trans>Add shipping method</Trans>
        </Button>
      }
    >
      <Paper variant="outlined">
        <EditableTable
          label={t`Shipping methods`}
          minWidth={720}
          count={methods.length}
          empty={<Trans>There are no shipping methods yet.</Trans>}
          columns={[
            { label: <Trans>Name</Trans> },
            { label: <Trans>Description</Trans> },
            { label: <Trans>English version</Trans> },
            { label: <Trans>Price</Trans>, align: 'right' },
          ]}
        >
          {methods.map((method) => (
            <MethodRow key={method.id} method={method} onEdit={rows.edit} onDelete={rows.askDelete} />
          ))}
        </EditableTable>
      </Paper>
      {rows.editing ? <MethodDialog method={rows.edited} onClose={rows.closeEditor} /> : null}
      <DeleteDialog
        target={rows.deleting}
        title={<Trans>Delete the shipping method “{deletingName}”?</Trans>}
        message={<Trans>Buyers will no longer be able to choose it. This cannot be undone.</Trans>}
        busy={removing}
        deletedMessage={t`Shipping method deleted`}
        onClose={rows.closeDelete}
        onDelete={({ id }, callbacks) =>
          remove({
            variables: { id },
            updater: (store) => {
              const root = store.getRoot();
              const list = root.getLinkedRecords('shippingMethods') ?? [];
              root.setLinkedRecords(
                list.filter((record) => record?.getDataID() !== id),
                'shippingMethods',
              );
              store.delete(id);
            },
            ...callbacks,
          })
        }
      />
    </AdminPage>
  );
}

function MethodRow({
  method: key,
  onEdit,
  onDelete,
}: {
  method: AdminShippingMethodsPage_method$key;
  onEdit: (method: Method) => void;
  onDelete: (method: Method) => void;
}) {
  const { t, i18n } = useLingui();
  const method = useFragment(methodFragment, key);
  return (
    <TableRow hover data-testid="shipping-row">
      <TableCell sx={{ fontWeight: 600 }} data-testid="shipping-name-shown">
        {shownName(i18n.locale, method.name, method.nameEn)}
      </TableCell>
      <TableCell sx={{ color: 'text.secondary', maxWidth: 480 }}>
        {shownName(i18n.locale, method.description, method.descriptionEn)}
      </TableCell>
      <TableCell sx={{ maxWidth: 320 }} data-testid="shipping-english">
        {lacksEnglish(method.name, method.nameEn) || lacksEnglish(method.description, method.descriptionEn) ? (
          <MissingEnglishChip />
        ) : (
          <>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {method.nameEn}
            </Box>
            {method.descriptionEn ? (
              <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                {method.descriptionEn}
              </Box>
            ) : null}
          </>
        )}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatMoney(method.priceGross, i18n.locale)}
      </TableCell>
      <RowActions
        editLabel={t`Edit ${method.name}`}
        deleteLabel={t`Delete ${method.name}`}
        onEdit={() => onEdit(method)}
        onDelete={() => onDelete(method)}
        testId="shipping"
      />
    </TableRow>
  );
}

type Key = 'name' | 'description' | 'nameEn' | 'descriptionEn' | 'priceGross';

function MethodDialog({ method, onClose }: { method: Method | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const { values, field, money, formError, accept, refused } = useDialogFields<Key>('shipping', () => ({
    name: method?.name ?? '',
    description: method?.description ?? '',
    nameEn: method?.nameEn ?? '',
    descriptionEn: method?.descriptionEn ?? '',
    priceGross: plnInput(method?.priceGross, i18n.locale),
  }));
  const { name, description, nameEn, descriptionEn, priceGross: price } = values;
  const [create, creating] = useMutation<AdminShippingMethodsPageCreateMutation>(graphql`
    mutation AdminShippingMethodsPageCreateMutation($input: ShippingMethodInput!) {
      createShippingMethod(input: $input) {
        id
        ...AdminShippingMethodsPage_method
      }
    }
  `);
  const [update, updating] = useMutation<AdminShippingMethodsPageUpdateMutation>(graphql`
    mutation AdminShippingMethodsPageUpdateMutation($id: ID!, $input: ShippingMethodInput!) {
      updateShippingMethod(id: $id, input: $input) {
        id
        ...AdminShippingMethodsPage_method
      }
    }
  `);
  const saving = creating || updating;

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const found = compact<Key>({
      name: checkText(name, { required: true, max: 100 }),
      description: checkText(description, { max: 500 }),
      nameEn: checkText(nameEn, { max: 100 }),
      descriptionEn: checkText(descriptionEn, { max: 500 }),
      priceGross: checkMoney(price, { required: true }),
    });
    if (!accept(found)) return;
    const input = {
      name: name.trim(),
      description: description.trim(),
      nameEn: nameEn.trim(),
      descriptionEn: descriptionEn.trim(),
      priceGross: parsePln(price) ?? 0,
    };
    const onCompleted = () => {
      showToast(method ? t`Shipping method saved` : t`Shipping method added`, 'success');
      onClose();
    };
    const onError = refused;
    if (method) {
      update({ variables: { id: method.id, input }, onCompleted, onError });
    } else {
      create({
        variables: { input },
        updater: (store) => {
          const created = store.getRootField('createShippingMethod');
          const root = store.getRoot();
          if (created)
            root.setLinkedRecords([...(root.getLinkedRecords('shippingMethods') ?? []), created], 'shippingMethods');
        },
        onCompleted,
        onError,
      });
    }
  };

  return (
    <FormDialog
      id={dialogIds('shipping')}
      title={method ? <Trans>Edit shipping method</Trans> : <Trans>New shipping method</Trans>}
      maxWidth="sm"
      saving={saving}
      error={formError}
      submitLabel={method ? <Trans>Save</Trans> : <Trans>Add</Trans>}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <IssueTextField {...field('name', 'name')} label={t`Name`} required autoFocus disabled={saving} />
        <IssueTextField
          {...field('description', 'description')}
          label={t`Description`}
          multiline
          minRows={2}
          hint={t`${description.length}/500 characters`}
          disabled={saving}
        />
        <IssueTextField
          {...field('nameEn', 'name-en')}
          label={t`Name (EN)`}
          hint={lacksEnglish(name, nameEn) ? t`Empty: English visitors see the Polish name` : undefined}
          slotProps={{
            input: {
              endAdornment: lacksEnglish(name, nameEn) ? (
                <InputAdornment position="end">
                  <MissingEnglishChip testId="missing-en-shipping-name" />
                </InputAdornment>
              ) : undefined,
            },
          }}
          disabled={saving}
        />
        <IssueTextField
          {...field('descriptionEn', 'description-en')}
          label={t`Description (EN)`}
          multiline
          minRows={2}
          hint={t`${descriptionEn.length}/500 characters`}
          disabled={saving}
        />
        <MoneyField {...money('priceGross', 'price')} label={t`Price (gross)`} required disabled={saving} />
      </Box>
    </FormDialog>
  );
}
