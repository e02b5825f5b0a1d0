import type { ReactNode } from 'react';
import { telHref } from '../../../shared/office';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PhoneIcon from '@mui/icons-material/Phone';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Trans, useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { fieldErrors } from '../../../shared/errors/graphqlErrors';
import { errorCode } from '../../../shared/errors/graphqlErrors';
import { errorMessage, validationMessage } from '../../../shared/errors/messages';
import { checkField, type FieldRule } from '../../../shared/validation/validators';

/** The server's limits, from the contract (server/contract/policies.ts). */
export {
  CONSULTATION_NAME_MAX,
  CONSULTATION_TOPIC_MAX as TOPIC_MAX,
  CONTACT_MESSAGE_MAX as MESSAGE_MAX,
  CONTACT_NAME_MAX as NAME_MAX,
  CONTACT_SUBJECT_MAX as SUBJECT_MAX,
} from '../../../shared/policies';

export type Issues<F extends string> = Partial<Record<F | 'form', string>>;

const acceptMessage = (i18n: I18n) => i18n._(msg`Accepting this is required`);

/**
 * Checks the fields as the server does, one message per bad field, and that each required consent
 * (`consents`, by its field name) is given.
 */
export function checkFields<F extends string, C extends string = never>(
  i18n: I18n,
  values: Record<F, string>,
  rules: Record<F, FieldRule>,
  consents: Partial<Record<C, boolean>> = {},
): Issues<F | C> {
  const found: Issues<F | C> = {};
  for (const name of Object.keys(rules) as F[]) {
    const problem = checkField(values[name], rules[name]);
    if (problem) found[name] = validationMessage(i18n, problem.code, problem.max);
  }
  for (const [name, given] of Object.entries(consents) as [C, boolean][]) {
    if (!given) found[name] = acceptMessage(i18n);
  }
  return found;
}

/**
 * The form's text fields: a field's id and test ids come from the form's `prefix` and its name,
 * its required mark from its rule; under it, its issue, or else `helperText` (a counter, a hint).
 */
export function textFieldsOf<F extends string>({
  prefix,
  values,
  issues,
  rules,
  onChange,
}: {
  prefix: string;
  values: Record<F, string>;
  issues: Issues<F>;
  rules: Record<F, FieldRule>;
  onChange: (name: F, value: string) => void;
}) {
  return (name: F, label: string, extra: Partial<TextFieldProps> = {}) => (
    <TextField
      id={`${prefix}-${name}`}
      required={rules[name].required}
      fullWidth
      label={label}
      value={values[name]}
      onChange={(event) => onChange(name, event.target.value)}
      error={Boolean(issues[name])}
      slotProps={{
        htmlInput: { 'data-testid': `${prefix}-${name}` },
        formHelperText: { 'data-testid': `${prefix}-${name}-error` } as object,
      }}
      {...extra}
      helperText={issues[name] ?? extra.helperText}
    />
  );
}

/** A failed submission: the field issues the server named, and the form's message. */
export function serverIssues<F extends string>(i18n: I18n, error: unknown, failure: string): Issues<F> {
  const found: Issues<F> = {};
  for (const [name, issue] of Object.entries(fieldErrors(error))) {
    found[name as F] = validationMessage(i18n, issue.code, issue.max);
  }
  const code = errorCode(error);
  found.form = code === 'VALIDATION_FAILED' || !code ? failure : `${failure}. ${errorMessage(i18n, error)}`;
  return found;
}

/** A consent checkbox whose label links to a legal page; its error shows under it. */
export function ConsentCheckbox({
  id,
  checked,
  onChange,
  error,
  children,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  children: ReactNode;
}) {
  return (
    <FormControl error={Boolean(error)} required>
      <FormControlLabel
        sx={{ alignItems: 'flex-start', mr: 0 }}
        control={
          <Checkbox
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            sx={{ mt: -0.75 }}
            slotProps={{
              input: {
                id,
                'data-testid': id,
                'aria-invalid': Boolean(error),
                'aria-describedby': error ? `${id}-error` : undefined,
              } as object,
            }}
          />
        }
        label={<Typography variant="body2">{children}</Typography>}
      />
      {error ? (
        <FormHelperText id={`${id}-error`} data-testid={`${id}-error`} sx={{ ml: 4 }}>
          {error}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}

export function LegalLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} target="_blank" rel="noopener">
      {children}
    </Link>
  );
}

/**
 * A field hidden from people (off screen, out of the tab order, labelled as such): bots that fill
 * every field fill it too, and the server then pretends to send. No third-party script involved.
 */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useLingui();
  return (
    <Box
      aria-hidden="true"
      sx={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}
    >
      <label htmlFor="contact-website">{t`Leave this field empty`}</label>
      <input
        id="contact-website"
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Box>
  );
}

export interface Office {
  readonly name: string;
  readonly address: string;
  readonly phone: string;
  readonly email: string;
  readonly opens: string;
  readonly closes: string;
}

/** The office card: address, phone (tel:), e-mail (mailto:) and hours. */
export function OfficeCard({ office, children }: { office: Office; children?: ReactNode }) {
  const { opens, closes } = office;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="office-card">
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        <Trans>Our office</Trans>
      </Typography>
      <Stack spacing={1.5}>
        <Row icon={<PlaceOutlinedIcon fontSize="small" />}>
          <Typography sx={{ fontWeight: 600 }}>{office.name}</Typography>
          <Typography>{office.address}</Typography>
        </Row>
        <Row icon={<PhoneIcon fontSize="small" />}>
          <Link href={telHref(office.phone)} data-testid="office-phone">
            {office.phone}
          </Link>
        </Row>
        <Row icon={<MailOutlineIcon fontSize="small" />}>
          <Link href={`mailto:${office.email}`} data-testid="office-email" sx={{ overflowWrap: 'anywhere' }}>
            {office.email}
          </Link>
        </Row>
        <Row icon={<ScheduleIcon fontSize="small" />}>
          <Typography data-testid="office-hours">
            <Trans>
              Monday to Friday, {opens}–{closes}
            </Trans>
          </Typography>
        </Row>
      </Stack>
      {children}
    </Paper>
  );
}

function Row({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box sx={{ color: 'primary.main', mt: 0.25, display: 'flex' }} aria-hidden="true">
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  );
}
