import { useState, type FormEvent } from 'react';
import { graphql, useFragment, useLazyLoadQuery, useMutation } from 'react-relay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
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
import type { AdminShippingMethodsPageQuery } from '../../../__generated__/AdminShippingMethodsPageQuery.graphql';
import type {
  AdminShippingMethodsPage_method$data,
  AdminShippingMethodsPage_method$key,
} from '../../../__generated__/AdminShippingMethodsPage_method.graphql';
import type { AdminShippingMethodsPageCreateMutation } from '../../../__generated__/AdminShippingMethodsPageCreateMutation.graphql';
import type { AdminShippingMethodsPageUpdateMutation } from '../../../__generated__/AdminShippingMethodsPageUpdateMutation.graphql';
import type { AdminShippingMethodsPageDeleteMutation } from '../../../__generated__/AdminShippingMethodsPageDeleteMutation.graphql';
import { fieldErrors } from '../../../shared/errors/graphqlErrors';
import { errorMessage } from '../../../shared/errors/messages';
import { formatMoney } from '../../../shared/format';
import { parsePln, plnInput } from '../../../shared/money/money';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useToast } from '../../../shared/ui/toast';
import { AdminPage } from '../common/AdminPage';
import { IconAction } from '../common/IconAction';
import { MoneyField, checkMoney } from '../common/MoneyField';
import { checkText, compact, issueText, serverIssues, type Issues } from '../form';
import { ADMIN_SHOP_PATH } from '../paths';

type Method = AdminShippingMethodsPage_method$data;

const methodFragment = graphql`
  fragment AdminShippingMethodsPage_method on ShippingMethod {
    id
    name
    description
    priceGross
  }
`;

/** /admin/shop/shipping-methods (ADMIN): the delivery options offered at checkout. */
export default function AdminShippingMethodsPage() {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
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
  const [editing, setEditing] = useState<Method | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Method | null>(null);
  const [remove, removing] = useMutation<AdminShippingMethodsPageDeleteMutation>(graphql`
    mutation AdminShippingMethodsPageDeleteMutation($id: ID!) {
      deleteShippingMethod(id: $id)
    }
  `);
  const methods = data.shippingMethods;
  const deletingName = deleting?.name ?? '';

  return (
    <AdminPage
      back={{ to: ADMIN_SHOP_PATH, label: <Trans>Products</Trans> }}
      title={<Trans>Shipping methods</Trans>}
      subtitle={<Trans>Delivery options the buyer chooses at checkout, with their gross price.</Trans>}
      actions={
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setEditing('new')}
          data-testid="shipping-add"
        >
          <Trans>Add shipping method</Trans>
        </Button>
      }
    >
      <Paper variant="outlined">
        <TableContainer>
          <Table aria-label={t`Shipping methods`} sx={{ minWidth: 560 }}>
            <TableHead>
              <TableRow>
                <TableCell>
                  <Trans>Name</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Description</Trans>
                </TableCell>
                <TableCell align="right">
                  <Trans>Price</Trans>
                </TableCell>
                <TableCell align="right">
                  <Trans>Actions</Trans>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {methods.map((method) => (
                <MethodRow key={method.id} method={method} onEdit={setEditing} onDelete={setDeleting} />
              ))}
              {methods.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={4}>
                    <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                      <Trans>There are no shipping methods yet.</Trans>
                    </Typography>
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      {editing ? <MethodDialog method={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={<Trans>Delete the shipping method “{deletingName}”?</Trans>}
        message={<Trans>Buyers will no longer be able to choose it. This cannot be undone.</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        destructive
        busy={removing}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const id = deleting.id;
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
            onCompleted: () => {
              setDeleting(null);
              showToast(t`Shipping method deleted`, 'success');
            },
            onError: (error) => {
              setDeleting(null);
              showToast(errorMessage(i18n, error), 'error');
            },
          });
        }}
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
      <TableCell sx={{ fontWeight: 600 }}>{method.name}</TableCell>
      <TableCell sx={{ color: 'text.secondary', maxWidth: 480 }}>{method.description}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatMoney(method.priceGross, i18n.locale)}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <IconAction label={t`Edit ${method.name}`} onClick={() => onEdit(method)} data-testid="shipping-edit">
          <EditOutlinedIcon />
        </IconAction>
        <IconAction
          label={t`Delete ${method.name}`}
          color="error"
          onClick={() => onDelete(method)}
          data-testid="shipping-delete"
        >
          <DeleteOutlineIcon />
        </IconAction>
      </TableCell>
    </TableRow>
  );
}

type Key = 'name' | 'description' | 'priceGross';

function MethodDialog({ method, onClose }: { method: Method | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const [name, setName] = useState(method?.name ?? '');
  const [description, setDescription] = useState(method?.description ?? '');
  const [price, setPrice] = useState(plnInput(method?.priceGross, i18n.locale));
  const [issues, setIssues] = useState<Issues<Key>>({});
  const [formError, setFormError] = useState<string | null>(null);
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
  const clear = (key: Key) => setIssues((current) => ({ ...current, [key]: undefined }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = compact<Key>({
      name: checkText(name, { required: true, max: 100 }),
      description: checkText(description, { max: 500 }),
      priceGross: checkMoney(price, { required: true }),
    });
    setIssues(found);
    if (Object.keys(found).length) return;
    const input = { name: name.trim(), description: description.trim(), priceGross: parsePln(price) ?? 0 };
    const onCompleted = () => {
      showToast(method ? t`Shipping method saved` : t`Shipping method added`, 'success');
      onClose();
    };
    const onError = (error: Error) => {
      const details = fieldErrors(error);
      if (Object.keys(details).length) setIssues(serverIssues(details));
      else setFormError(errorMessage(i18n, error));
    };
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
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      aria-labelledby="shipping-dialog-title"
      maxWidth="sm"
      fullWidth
      data-testid="shipping-dialog"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="shipping-dialog-title">
          {method ? <Trans>Edit shipping method</Trans> : <Trans>New shipping method</Trans>}
        </DialogTitle>
        <DialogContent>
          {formError ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          ) : null}
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
            <TextField
              id="shipping-name"
              label={t`Name`}
              value={name}
              required
              autoFocus
              onChange={(event) => {
                setName(event.target.value);
                clear('name');
              }}
              error={Boolean(issues.name)}
              helperText={issueText(i18n, issues.name)}
              disabled={saving}
              slotProps={{ htmlInput: { 'data-testid': 'shipping-name' } }}
            />
            <TextField
              id="shipping-description"
              label={t`Description`}
              value={description}
              multiline
              minRows={2}
              onChange={(event) => {
                setDescription(event.target.value);
                clear('description');
              }}
              error={Boolean(issues.description)}
              helperText={issueText(i18n, issues.description) ?? t`${description.length}/500 characters`}
              disabled={saving}
              slotProps={{ htmlInput: { 'data-testid': 'shipping-description' } }}
            />
            <MoneyField
              id="shipping-price"
              label={t`Price (gross)`}
              value={price}
              required
              onChange={(value) => {
                setPrice(value);
                clear('priceGross');
              }}
              error={Boolean(issues.priceGross)}
              helperText={issueText(i18n, issues.priceGross)}
              disabled={saving}
              testId="shipping-price"
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="contained" disabled={saving} data-testid="shipping-save">
            {method ? <Trans>Save</Trans> : <Trans>Add</Trans>}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
