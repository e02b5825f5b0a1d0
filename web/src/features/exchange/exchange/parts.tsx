import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link, { type LinkProps } from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  OFFER_STATUSES,
  OFFER_STATUS_LABELS,
  PROFILE_STATUSES,
  PROFILE_STATUS_COLORS,
  PROFILE_STATUS_LABELS,
  SERVICE_CATEGORIES,
  SERVICE_LABELS,
  isOneOf,
  labelOf,
  type OfferStatus,
} from './labels';

/**
 * Spec 8: a user whom no admin gave access to the exchange's orders reads this, with the way to
 * the contact page. Test id `exchange-no-access`.
 */
export function NoExchangeAccess() {
  return (
    <Alert severity="info" data-testid="exchange-no-access" sx={{ mb: 3 }}>
      <Box sx={{ mb: 1 }}>
        <Trans>You do not have access to orders, if you are interested in access write to us</Trans>
      </Box>
      <Button component={RouterLink} to="/contact" variant="outlined" size="small" startIcon={<MailOutlineIcon />}>
        <Trans>Contact us</Trans>
      </Button>
    </Alert>
  );
}

/** The services of a provider or an offer, as small chips. */
export function ServiceChips({ services, max }: { services: readonly string[]; max?: number }) {
  const { i18n } = useLingui();
  const shown = max != null ? services.slice(0, max) : services;
  const rest = services.length - shown.length;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {shown.map((service) => (
        <Chip
          key={service}
          size="small"
          variant="outlined"
          label={labelOf(i18n, SERVICE_CATEGORIES, SERVICE_LABELS, service)}
        />
      ))}
      {rest > 0 ? <Chip size="small" label={`+${rest}`} /> : null}
    </Box>
  );
}

export function OfferStatusChip({ status, testId = 'order-status' }: { status: string; testId?: string }) {
  const { i18n } = useLingui();
  return (
    <Chip
      size="small"
      color={status === 'OPEN' ? 'success' : 'default'}
      label={labelOf(i18n, OFFER_STATUSES, OFFER_STATUS_LABELS, status)}
      data-testid={testId}
      data-status={status}
    />
  );
}

export function ProfileStatusChip({ status, testId }: { status: string; testId?: string }) {
  const { i18n } = useLingui();
  return (
    <Chip
      size="small"
      color={isOneOf(PROFILE_STATUSES, status) ? PROFILE_STATUS_COLORS[status] : 'default'}
      label={labelOf(i18n, PROFILE_STATUSES, PROFILE_STATUS_LABELS, status)}
      data-testid={testId}
      data-status={status}
    />
  );
}

/** A link the provider typed: shown without the scheme, opened in a new tab, never with the opener. */
export function ProviderLink(props: LinkProps & { 'data-testid'?: string }) {
  return <Link target="_blank" rel="noopener noreferrer nofollow" {...props} />;
}

/** A provider's address as shown: without the scheme and the trailing slash. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/** The exchange lists' "Service" filter: one service, or all of them (empty value). */
export function ServiceFilter({
  id,
  value,
  onChange,
  size,
  sx,
  testId,
}: {
  id: string;
  value: string | null;
  onChange: (value: string | null) => void;
  size?: 'small';
  sx: SxProps<Theme>;
  /** On the select's visible box (the journeys click it). */
  testId?: string;
}) {
  const { t, i18n } = useLingui();
  return (
    <TextField
      id={id}
      select
      size={size}
      label={t`Service`}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || null)}
      sx={sx}
      slotProps={{
        inputLabel: { shrink: true },
        select: { displayEmpty: true, ...(testId && { SelectDisplayProps: { 'data-testid': testId } as object }) },
      }}
    >
      <MenuItem value="">
        <Trans>All services</Trans>
      </MenuItem>
      {SERVICE_CATEGORIES.map((item) => (
        <MenuItem key={item} value={item}>
          {i18n._(SERVICE_LABELS[item])}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The job-offer lists' status tabs: open, completed and, for admins, all. */
export function OfferStatusTabs<T extends OfferStatus | 'ALL'>({
  value,
  onChange,
  withAll = false,
}: {
  value: T;
  onChange: (value: T) => void;
  withAll?: boolean;
}) {
  const { t, i18n } = useLingui();
  return (
    <Tabs
      value={value}
      onChange={(_event, next: T) => onChange(next)}
      aria-label={t`Order status`}
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab value="OPEN" label={i18n._(OFFER_STATUS_LABELS.OPEN)} data-testid="orders-open" />
      <Tab value="ENDED" label={i18n._(OFFER_STATUS_LABELS.ENDED)} data-testid="orders-completed" />
      {withAll ? <Tab value="ALL" label={<Trans>All</Trans>} data-testid="orders-all" /> : null}
    </Tabs>
  );
}
