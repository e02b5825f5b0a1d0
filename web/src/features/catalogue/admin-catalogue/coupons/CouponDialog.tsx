import { useState, type SubmitEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  CouponDialogCreateForCourseMutation,
  DiscountCouponInput,
} from '../../../../__generated__/CouponDialogCreateForCourseMutation.graphql';
import type { CouponDialogCreateForProductMutation } from '../../../../__generated__/CouponDialogCreateForProductMutation.graphql';
import type { CouponDialogUpdateMutation } from '../../../../__generated__/CouponDialogUpdateMutation.graphql';
import { formRefusal } from '../../../../shared/errors/formRefusal';
import { errorCode } from '../../../../shared/errors/graphqlErrors';
import { parsePln, plnInput } from '../../../../shared/money/money';
import { useToast } from '../../../../shared/ui/toast';
import { enumOptions } from '../../../../shared/admin/editForm';
import { FormDialog, dialogIds, useFormIssues } from '../../../../shared/ui/FormDialog';
import { IssueTextField } from '../../../../shared/admin/IssueTextField';
import { MoneyField, checkMoney } from '../../../../shared/admin/MoneyField';
import {
  checkNumber,
  checkText,
  compact,
  dayToDateTime,
  serverIssues,
  type Issues,
} from '../../../../shared/admin/form';
import { formatDay } from '../../../../shared/format';
import { COUPON_KINDS, COUPON_KIND_LABELS, type CouponKind } from '../labels';
import type { Coupon } from './AdminDiscountCoupons';

export interface CouponOwner {
  kind: 'course' | 'product';
  id: string;
}

type Key = 'code' | 'kind' | 'value' | 'validFrom' | 'validTo' | 'usageLimit';

const CODE_PATTERN = /^[A-Z0-9_-]+$/;

function appendCoupon(store: RecordSourceSelectorProxy, ownerId: string, field: string): void {
  const created = store.getRootField(field);
  const owner = store.get(ownerId);
  if (!created || !owner) return;
  const list = owner.getLinkedRecords('discountCoupons') ?? [];
  owner.setLinkedRecords([...list, created], 'discountCoupons');
}

/** Adds a coupon to a course or a product, or edits one (spec 3: code unique, non-empty). */
export function CouponDialog({
  owner,
  coupon,
  onClose,
}: {
  owner: CouponOwner;
  coupon: Coupon | null;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const [code, setCode] = useState(coupon?.code ?? '');
  const [kind, setKind] = useState<CouponKind>(coupon?.kind === 'AMOUNT' ? 'AMOUNT' : 'PERCENT');
  const [value, setValue] = useState(
    coupon ? (coupon.kind === 'AMOUNT' ? plnInput(coupon.value, i18n.locale) : String(coupon.value)) : '',
  );
  const [validFrom, setValidFrom] = useState(coupon?.validFrom ? formatDay(coupon.validFrom) : '');
  const [validTo, setValidTo] = useState(coupon?.validTo ? formatDay(coupon.validTo) : '');
  const [usageLimit, setUsageLimit] = useState(coupon?.usageLimit != null ? String(coupon.usageLimit) : '');
  const { issues, setIssues, formError, setFormError, clear, accept } = useFormIssues<Key>();

  const [createForCourse, creatingCourse] = useMutation<CouponDialogCreateForCourseMutation>(graphql`
    mutation CouponDialogCreateForCourseMutation($courseId: ID!, $input: DiscountCouponInput!) {
      createCourseDiscountCoupon(courseId: $courseId, input: $input) {
        id
        ...AdminDiscountCoupons_coupon
      }
    }
  `);
  const [createForProduct, creatingProduct] = useMutation<CouponDialogCreateForProductMutation>(graphql`
    mutation CouponDialogCreateForProductMutation($productId: ID!, $input: DiscountCouponInput!) {
      createProductDiscountCoupon(productId: $productId, input: $input) {
        id
        ...AdminDiscountCoupons_coupon
      }
    }
  `);
  const [update, updating] = useMutation<CouponDialogUpdateMutation>(graphql`
    mutation CouponDialogUpdateMutation($id: ID!, $input: DiscountCouponInput!) {
      updateDiscountCoupon(id: $id, input: $input) {
        id
        ...AdminDiscountCoupons_coupon
      }
    }
  `);
  const saving = creatingCourse || creatingProduct || updating;

  const validate = (): Issues<Key> => {
    const normalized = code.trim().toUpperCase();
    const found: Partial<Record<Key, ReturnType<typeof checkNumber>>> = {
      code:
        checkText(normalized, { required: true, max: 20 }) ??
        (CODE_PATTERN.test(normalized) ? null : { code: 'coupon_code' }),
      value:
        kind === 'AMOUNT'
          ? checkMoney(value, { required: true, min: 1 })
          : checkNumber(value, { min: 1, max: 100, required: true }),
      usageLimit: checkNumber(usageLimit, { min: 1, max: 1_000_000 }),
      validTo: validFrom && validTo && validFrom > validTo ? { code: 'date_order' } : null,
    };
    return compact(found);
  };

  const onError = (error: Error) => {
    if (errorCode(error) === 'DUPLICATE_DISCOUNT_CODE') {
      setIssues({ code: { code: 'duplicate_code' } });
      return;
    }
    const refusal = formRefusal(i18n, error);
    if (refusal.marked) setIssues(serverIssues(refusal.issues));
    setFormError(refusal.form);
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!accept(validate())) return;
    const input: DiscountCouponInput = {
      code: code.trim().toUpperCase(),
      kind,
      value: kind === 'AMOUNT' ? (parsePln(value) ?? 0) : Number(value.trim()),
      validFrom: validFrom ? dayToDateTime(validFrom) : null,
      validTo: validTo ? dayToDateTime(validTo, true) : null,
      usageLimit: usageLimit.trim() ? Number(usageLimit.trim()) : null,
    };
    const done = () => {
      showToast(coupon ? t`Coupon saved` : t`Coupon added`, 'success');
      onClose();
    };
    if (coupon) {
      update({ variables: { id: coupon.id, input }, onCompleted: done, onError });
    } else if (owner.kind === 'course') {
      createForCourse({
        variables: { courseId: owner.id, input },
        updater: (store) => appendCoupon(store, owner.id, 'createCourseDiscountCoupon'),
        onCompleted: done,
        onError,
      });
    } else {
      createForProduct({
        variables: { productId: owner.id, input },
        updater: (store) => appendCoupon(store, owner.id, 'createProductDiscountCoupon'),
        onCompleted: done,
        onError,
      });
    }
  };

  return (
    <FormDialog
      id={dialogIds('coupon')}
      title={coupon ? <Trans>Edit coupon</Trans> : <Trans>New discount coupon</Trans>}
      maxWidth="sm"
      saving={saving}
      error={formError}
      submitLabel={coupon ? <Trans>Save coupon</Trans> : <Trans>Add coupon</Trans>}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <IssueTextField
          id="coupon-code"
          label={t`Code`}
          value={code}
          required
          autoFocus
          onValue={(text) => {
            setCode(text.toUpperCase());
            clear('code');
          }}
          issue={issues.code}
          hint={t`Up to 20 characters: letters A–Z, digits, - and _`}
          disabled={saving}
          sx={{ gridColumn: '1 / -1' }}
          testId="coupon-code"
          htmlInput={{ autoCapitalize: 'characters', spellCheck: false }}
        />
        <TextField
          id="coupon-kind"
          select
          label={t`Discount type`}
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as CouponKind);
            setValue('');
            clear('value');
          }}
          disabled={saving}
          slotProps={{ htmlInput: { 'data-testid': 'coupon-kind' } }}
        >
          {enumOptions(i18n, COUPON_KINDS, COUPON_KIND_LABELS)}
        </TextField>
        {kind === 'AMOUNT' ? (
          <MoneyField
            id="coupon-value"
            label={t`Discount amount`}
            value={value}
            required
            onChange={(next) => {
              setValue(next);
              clear('value');
            }}
            issue={issues.value}
            disabled={saving}
            testId="coupon-value"
          />
        ) : (
          <IssueTextField
            id="coupon-value"
            label={t`Discount percentage`}
            value={value}
            required
            onValue={(text) => {
              setValue(text);
              clear('value');
            }}
            issue={issues.value}
            hint={t`From 1 to 100`}
            disabled={saving}
            slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
            testId="coupon-value"
            htmlInput={{ inputMode: 'numeric' }}
          />
        )}
        <IssueTextField
          id="coupon-valid-from"
          type="date"
          label={t`Valid from`}
          value={validFrom}
          onValue={(text) => {
            setValidFrom(text);
            clear('validTo');
          }}
          issue={issues.validFrom}
          hint={t`Empty: valid at once`}
          disabled={saving}
          slotProps={{ inputLabel: { shrink: true } }}
          testId="coupon-valid-from"
        />
        <IssueTextField
          id="coupon-valid-to"
          type="date"
          label={t`Valid to`}
          value={validTo}
          onValue={(text) => {
            setValidTo(text);
            clear('validTo');
          }}
          issue={issues.validTo}
          hint={t`Empty: no end date`}
          disabled={saving}
          slotProps={{ inputLabel: { shrink: true } }}
          testId="coupon-valid-to"
          htmlInput={{ min: validFrom || undefined }}
        />
        <IssueTextField
          id="coupon-usage-limit"
          label={t`Usage limit`}
          value={usageLimit}
          onValue={(text) => {
            setUsageLimit(text);
            clear('usageLimit');
          }}
          issue={issues.usageLimit}
          hint={t`Empty: no limit`}
          disabled={saving}
          testId="coupon-usage-limit"
          htmlInput={{ inputMode: 'numeric' }}
        />
      </Box>
    </FormDialog>
  );
}
