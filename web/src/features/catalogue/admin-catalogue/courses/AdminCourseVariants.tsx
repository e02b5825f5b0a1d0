import { useState, type SubmitEvent } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminCourseVariants_course$key } from '../../../../__generated__/AdminCourseVariants_course.graphql';
import type { AdminCourseVariantsSetMutation } from '../../../../__generated__/AdminCourseVariantsSetMutation.graphql';
import type { AdminCourseVariantsDeleteMutation } from '../../../../__generated__/AdminCourseVariantsDeleteMutation.graphql';
import { fieldErrors } from '../../../../shared/errors/graphqlErrors';
import { errorMessage } from '../../../../shared/errors/messages';
import { formatMoney } from '../../../../shared/format';
import { ConfirmDialog } from '../../../../shared/ui/ConfirmDialog';
import { useToast } from '../../../../shared/ui/toast';
import { MoneyField, checkMoney } from '../../../../shared/admin/MoneyField';
import { Section } from '../../../../shared/admin/Section';
import { issueText, type FieldIssue } from '../../../../shared/admin/form';
import { COURSE_VARIANTS, isOneOf, type CourseVariantType } from '../../../../shared/catalogue/labels';
import { COURSE_VARIANT_LABELS } from '../labels';
import { parsePln, plnInput } from '../../../../shared/money/money';

const fragment = graphql`
  fragment AdminCourseVariants_course on Course {
    id
    courseType
    variants {
      id
      variant
      priceGross
      omnibusLowestPriceGross
    }
  }
`;

interface Variant {
  id: string;
  priceGross: number;
  omnibusLowestPriceGross: number | null | undefined;
}

/** Prices per variant (spec 3: FULL_ONLINE …), gross in PLN; a variant without a price is not sold. */
export function AdminCourseVariants({ course: key }: { course: AdminCourseVariants_course$key }) {
  const course = useFragment(fragment, key);
  const existing = new Map<string, Variant>(course.variants.map((v) => [v.variant, v]));
  // The variants of the course's type, plus any of the other type that still has a price.
  const types = COURSE_VARIANTS.filter((type) => type.startsWith(`${course.courseType}_`) || existing.has(type));
  return (
    <Section
      id="course-variants"
      title={<Trans>Variants and prices</Trans>}
      description={
        <Trans>
          Gross prices in PLN. Only variants with a price are offered; removing a price withdraws the variant from sale.
        </Trans>
      }
    >
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {types.map((type) => (
          <VariantRow
            key={`${type}-${existing.get(type)?.priceGross ?? 'none'}`}
            courseId={course.id}
            type={type}
            variant={existing.get(type) ?? null}
          />
        ))}
      </Box>
    </Section>
  );
}

function VariantRow({
  courseId,
  type,
  variant,
}: {
  courseId: string;
  type: CourseVariantType;
  variant: Variant | null;
}) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const [price, setPrice] = useState(plnInput(variant?.priceGross, i18n.locale));
  const [issue, setIssue] = useState<FieldIssue | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [save, saving] = useMutation<AdminCourseVariantsSetMutation>(graphql`
    mutation AdminCourseVariantsSetMutation($input: SetCourseVariantInput!) {
      setCourseVariant(input: $input) {
        ...AdminCourseVariants_course
        lowestPriceGross
      }
    }
  `);
  const [remove, removing] = useMutation<AdminCourseVariantsDeleteMutation>(graphql`
    mutation AdminCourseVariantsDeleteMutation($id: ID!) {
      deleteCourseVariant(id: $id) {
        ...AdminCourseVariants_course
        lowestPriceGross
      }
    }
  `);
  const label = isOneOf(COURSE_VARIANTS, type) ? i18n._(COURSE_VARIANT_LABELS[type]) : type;
  const id = `variant-${type}`;

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const problem = checkMoney(price, { required: true });
    setIssue(problem);
    const priceGross = parsePln(price);
    if (problem || priceGross === null) return;
    save({
      variables: { input: { courseId, variant: type, priceGross } },
      onCompleted: () => showToast(variant ? t`Price saved` : t`Variant added`, 'success'),
      onError: (error) => {
        const detail = fieldErrors(error).priceGross;
        if (detail) setIssue({ code: detail.code, max: detail.max });
        else showToast(errorMessage(i18n, error), 'error');
      },
    });
  };

  const onRemove = () => {
    if (!variant) return;
    remove({
      variables: { id: variant.id },
      onCompleted: () => {
        setConfirming(false);
        showToast(t`Variant removed`, 'success');
      },
      onError: (error) => {
        setConfirming(false);
        showToast(errorMessage(i18n, error), 'error');
      },
    });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
      data-testid={id}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '220px minmax(0, 260px) auto' },
        gap: 1.5,
        alignItems: 'start',
        p: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: variant ? 'primary.light' : 'divider',
        bgcolor: variant ? 'rgba(3, 105, 161, 0.04)' : undefined,
      }}
    >
      <Box sx={{ pt: { md: 1 } }}>
        <Typography sx={{ fontWeight: 700 }}>{label}</Typography>
        {variant ? (
          <Chip size="small" color="success" label={t`On sale`} sx={{ mt: 0.5 }} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            <Trans>Not offered</Trans>
          </Typography>
        )}
      </Box>
      <MoneyField
        id={`${id}-price`}
        label={t`Price (gross)`}
        value={price}
        onChange={(value) => {
          setPrice(value);
          setIssue(null);
        }}
        error={Boolean(issue)}
        helperText={
          issueText(i18n, issue ?? undefined) ??
          (variant?.omnibusLowestPriceGross != null
            ? t`Lowest price in the 30 days before the reduction: ${formatMoney(variant.omnibusLowestPriceGross, i18n.locale)}`
            : undefined)
        }
        disabled={saving || removing}
        testId={`${id}-price`}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', pt: { md: 0.25 } }}>
        <Button
          type="submit"
          variant={variant ? 'outlined' : 'contained'}
          disabled={saving || removing}
          data-testid={`${id}-save`}
        >
          {variant ? <Trans>Save price</Trans> : <Trans>Add variant</Trans>}
        </Button>
        {variant ? (
          <Button
            color="error"
            startIcon={<DeleteOutlineIcon />}
            onClick={() => setConfirming(true)}
            disabled={saving || removing}
            data-testid={`${id}-remove`}
          >
            <Trans>Remove</Trans>
          </Button>
        ) : null}
      </Box>
      <ConfirmDialog
        open={confirming}
        title={<Trans>Remove the variant “{label}”?</Trans>}
        message={<Trans>The variant is withdrawn from sale. You can add it again later with a new price.</Trans>}
        confirmLabel={<Trans>Remove</Trans>}
        destructive
        busy={removing}
        onConfirm={onRemove}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
