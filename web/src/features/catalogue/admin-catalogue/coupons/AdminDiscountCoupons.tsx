import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  AdminDiscountCoupons_coupon$data,
  AdminDiscountCoupons_coupon$key,
} from '../../../../__generated__/AdminDiscountCoupons_coupon.graphql';
import type { AdminDiscountCouponsDeleteMutation } from '../../../../__generated__/AdminDiscountCouponsDeleteMutation.graphql';
import { formatMoney } from '../../../../shared/format';
import { DeleteDialog, EditableTable, RowActions, useEditAndDelete } from '../../../../shared/admin/EditableTable';
import { formatDay } from '../../../../shared/format';
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
  const rows = useEditAndDelete<Coupon>();
  // "Expired" is judged against the time the list was opened.
  const [now] = useState(() => Date.now());
  return (
    <Paper variant="outlined" data-testid="coupons">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 2 }}>
        <Typography sx={{ mr: 'auto' }} data-testid="coupons-count">
          <Trans>Coupons: {coupons.length}</Trans>
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={rows.add} data-testid="coupon-add">
          <Trans>Add coupon</Trans>
        </Button>
      </Box>
      <EditableTable
        label={t`Discount coupons`}
        size="small"
        minWidth={720}
        count={coupons.length}
        empty={<Trans>There are no discount coupons yet.</Trans>}
        columns={[
          { label: <Trans>Code</Trans> },
          { label: <Trans>Discount</Trans> },
          { label: <Trans>Valid from</Trans> },
          { label: <Trans>Valid to</Trans> },
          { label: <Trans>Used</Trans>, align: 'right' },
          { label: <Trans>Created</Trans> },
        ]}
      >
        {coupons.map((coupon) => (
          <CouponRow key={coupon.id} coupon={coupon} now={now} onEdit={rows.edit} onDelete={rows.askDelete} />
        ))}
      </EditableTable>
      {rows.editing ? <CouponDialog owner={owner} coupon={rows.edited} onClose={rows.closeEditor} /> : null}
      <DeleteCoupon owner={owner} coupon={rows.deleting} onClose={rows.closeDelete} />
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
      <RowActions
        editLabel={t`Edit coupon ${coupon.code}`}
        deleteLabel={t`Delete coupon ${coupon.code}`}
        onEdit={() => onEdit(coupon)}
        onDelete={() => onDelete(coupon)}
        testId="coupon"
      />
    </TableRow>
  );
}

function DeleteCoupon({ owner, coupon, onClose }: { owner: CouponOwner; coupon: Coupon | null; onClose: () => void }) {
  const { t } = useLingui();
  const [commit, busy] = useMutation<AdminDiscountCouponsDeleteMutation>(graphql`
    mutation AdminDiscountCouponsDeleteMutation($id: ID!) {
      deleteDiscountCoupon(id: $id)
    }
  `);
  const code = coupon?.code ?? '';
  return (
    <DeleteDialog
      target={coupon}
      title={<Trans>Delete the coupon {code}?</Trans>}
      message={<Trans>Customers will no longer be able to use this code. This cannot be undone.</Trans>}
      busy={busy}
      deletedMessage={t`Coupon deleted`}
      onClose={onClose}
      onDelete={(target, callbacks) =>
        commit({
          variables: { id: target.id },
          updater: (store) => dropCoupon(store, owner.id, target.id),
          ...callbacks,
        })
      }
    />
  );
}
