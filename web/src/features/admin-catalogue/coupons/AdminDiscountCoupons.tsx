import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  AdminDiscountCoupons_coupon$data,
  AdminDiscountCoupons_coupon$key,
} from '../../../__generated__/AdminDiscountCoupons_coupon.graphql';
import type { AdminDiscountCouponsDeleteMutation } from '../../../__generated__/AdminDiscountCouponsDeleteMutation.graphql';
import { errorMessage } from '../../../shared/errors/messages';
import { formatMoney } from '../../../shared/format';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useToast } from '../../../shared/ui/toast';
import { IconAction } from '../common/IconAction';
import { formatDay } from '../form';
import { CouponDialog, type CouponOwner } from './CouponDialog';

export type Coupon = AdminDiscountCoupons_coupon$data;

const couponFragment = graphql`
  fragment AdminDiscountCoupons_coupon on DiscountCoupon {
    id
    code
    kind
    value
    validFrom
    validTo
    usageLimit
    usedCount
    createdAt
  }
`;

/** Removes a coupon from its owner's `discountCoupons` list in the store. */
export function dropCoupon(store: RecordSourceSelectorProxy, ownerId: string, couponId: string): void {
  const owner = store.get(ownerId);
  const list = owner?.getLinkedRecords('discountCoupons');
  if (owner && list) {
    owner.setLinkedRecords(
      list.filter((record) => record?.getDataID() !== couponId),
      'discountCoupons',
    );
  }
  store.delete(couponId);
}

/**
 * The discount coupons of one course or product (spec 2 .../discount-coupons): a table,
 * add and edit in a dialog, delete after a confirmation (spec 5). One component for both owners.
 */
export function AdminDiscountCoupons({
  owner,
  coupons,
}: {
  owner: CouponOwner;
  /** The owner's `discountCoupons { id ...AdminDiscountCoupons_coupon }`. */
  coupons: readonly ({ readonly id: string } & AdminDiscountCoupons_coupon$key)[];
}) {
  const { t } = useLingui();
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Coupon | null>(null);
  // "Expired" is judged against the time the list was opened.
  const [now] = useState(() => Date.now());
  return (
    <Paper variant="outlined" data-testid="coupons">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 2 }}>
        <Typography sx={{ mr: 'auto' }} data-testid="coupons-count">
          <Trans>Coupons: {coupons.length}</Trans>
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')} data-testid="coupon-add">
          <Trans>Add coupon</Trans>
        </Button>
      </Box>
      <TableContainer>
        <Table size="small" aria-label={t`Discount coupons`} sx={{ minWidth: 720 }}>
          <TableHead>
            <TableRow>
              <TableCell>
                <Trans>Code</Trans>
              </TableCell>
              <TableCell>
                <Trans>Discount</Trans>
              </TableCell>
              <TableCell>
                <Trans>Valid from</Trans>
              </TableCell>
              <TableCell>
                <Trans>Valid to</Trans>
              </TableCell>
              <TableCell align="right">
                <Trans>Used</Trans>
              </TableCell>
              <TableCell>
                <Trans>Created</Trans>
              </TableCell>
              <TableCell align="right">
                <Trans>Actions</Trans>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {coupons.map((coupon) => (
              <CouponRow key={coupon.id} coupon={coupon} now={now} onEdit={setEditing} onDelete={setDeleting} />
            ))}
            {coupons.length === 0 ? (
              <TableRow>
                <TableCell colSpan={7}>
                  <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                    <Trans>There are no discount coupons yet.</Trans>
                  </Typography>
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      {editing ? (
        <CouponDialog owner={owner} coupon={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <DeleteCoupon owner={owner} coupon={deleting} onClose={() => setDeleting(null)} />
    </Paper>
  );
}

function CouponRow({
  coupon: key,
  now,
  onEdit,
  onDelete,
}: {
  coupon: AdminDiscountCoupons_coupon$key;
  now: number;
  onEdit: (coupon: Coupon) => void;
  onDelete: (coupon: Coupon) => void;
}) {
  const { t, i18n } = useLingui();
  const coupon = useFragment(couponFragment, key);
  const exhausted = coupon.usageLimit != null && coupon.usedCount >= coupon.usageLimit;
  const expired = coupon.validTo != null && new Date(coupon.validTo).getTime() < now;
  return (
    <TableRow hover data-testid="coupon-row">
      <TableCell sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontWeight: 700 }}>
        {coupon.code}
        {expired ? <Chip size="small" label={t`Expired`} sx={{ ml: 1 }} /> : null}
        {exhausted ? <Chip size="small" label={t`Used up`} sx={{ ml: 1 }} /> : null}
      </TableCell>
      <TableCell>{coupon.kind === 'PERCENT' ? `${coupon.value}%` : formatMoney(coupon.value, i18n.locale)}</TableCell>
      <TableCell>{formatDay(coupon.validFrom)}</TableCell>
      <TableCell>{formatDay(coupon.validTo)}</TableCell>
      <TableCell align="right">
        {coupon.usageLimit != null ? `${coupon.usedCount} / ${coupon.usageLimit}` : coupon.usedCount}
      </TableCell>
      <TableCell>{formatDay(coupon.createdAt)}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <IconAction label={t`Edit coupon ${coupon.code}`} onClick={() => onEdit(coupon)} data-testid="coupon-edit">
          <EditOutlinedIcon />
        </IconAction>
        <IconAction
          label={t`Delete coupon ${coupon.code}`}
          color="error"
          onClick={() => onDelete(coupon)}
          data-testid="coupon-delete"
        >
          <DeleteOutlineIcon />
        </IconAction>
      </TableCell>
    </TableRow>
  );
}

function DeleteCoupon({ owner, coupon, onClose }: { owner: CouponOwner; coupon: Coupon | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const [commit, busy] = useMutation<AdminDiscountCouponsDeleteMutation>(graphql`
    mutation AdminDiscountCouponsDeleteMutation($id: ID!) {
      deleteDiscountCoupon(id: $id)
    }
  `);
  const code = coupon?.code ?? '';
  return (
    <ConfirmDialog
      open={Boolean(coupon)}
      title={<Trans>Delete the coupon {code}?</Trans>}
      message={<Trans>Customers will no longer be able to use this code. This cannot be undone.</Trans>}
      confirmLabel={<Trans>Delete</Trans>}
      destructive
      busy={busy}
      onCancel={onClose}
      onConfirm={() => {
        if (!coupon) return;
        commit({
          variables: { id: coupon.id },
          updater: (store) => dropCoupon(store, owner.id, coupon.id),
          onCompleted: () => {
            onClose();
            showToast(t`Coupon deleted`, 'success');
          },
          onError: (error) => {
            onClose();
            showToast(errorMessage(i18n, error), 'error');
          },
        });
      }}
    />
  );
}
