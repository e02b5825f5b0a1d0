import { useRef, useState, type SyntheticEvent } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import { Trans, useLingui } from '@lingui/react/macro';
import type { NewOrderPageQuery } from '../../../__generated__/NewOrderPageQuery.graphql';
import type { NewOrderPageMutation, CreateJobOfferInput } from '../../../__generated__/NewOrderPageMutation.graphql';
import { fieldErrors } from '../../../shared/errors/graphqlErrors';
import { errorMessage, validationMessage } from '../../../shared/errors/messages';
import { JOB_OFFER_ATTACHMENT_MAX_BYTES } from '../../../shared/policies';
import { Page } from '../../../shared/ui/Page';
import { useToast } from '../../../shared/ui/toast';
import {
  FULFILLMENT_LABELS,
  FULFILLMENT_TIMES,
  SERVICE_CATEGORIES,
  SERVICE_LABELS,
  type FulfillmentTime,
  type ServiceCategory,
} from './labels';
import { ORDERS_PATH, orderPath } from './paths';
import { warsawDay } from '../../../shared/days';

const DESCRIPTION_MAX = 2000;
const REQUIREMENTS_MAX = 1000;
const LOCATION_MAX = 100;
const MAX_MB = Math.round(JOB_OFFER_ATTACHMENT_MAX_BYTES / 1024 / 1024);
/** What the server takes (checked there by content): pictures, PDF and office documents. */
const ATTACHMENT_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg', 'docx', 'xlsx', 'odt', 'doc', 'xls'];
const ACCEPT = ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

type Field = 'category' | 'description' | 'additionalRequirements' | 'location' | 'customDate' | 'attachment';

/** Tomorrow in Warsaw as YYYY-MM-DD: the first day a chosen date may be. */
function tomorrow(): string {
  const today = warsawDay(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * /exchange/orders/new (signed-in accounts): posting a job offer is free for everyone. Service,
 * description, additional requirements, location (a town or a postal code), fulfilment time (a
 * date with "By a chosen date"), posted as a company, an optional attachment. The server gives
 * the job number; matching providers are told by e-mail.
 */
export default function NewOrderPage() {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const navigate = useNavigate();
  const data = useLazyLoadQuery<NewOrderPageQuery>(
    graphql`
      query NewOrderPageQuery {
        viewer {
          accountType
          city
        }
      }
    `,
    {},
  );
  const [category, setCategory] = useState<ServiceCategory | ''>('');
  const [description, setDescription] = useState('');
  const [requirements, setRequirements] = useState('');
  const [location, setLocation] = useState(data.viewer?.city ?? '');
  const [fulfillment, setFulfillment] = useState<FulfillmentTime>('AS_SOON_AS_POSSIBLE');
  const [customDate, setCustomDate] = useState('');
  const [company, setCompany] = useState(data.viewer?.accountType === 'COMPANY');
  const [file, setFile] = useState<File | null>(null);
  const [issues, setIssues] = useState<Partial<Record<Field | 'form', string>>>({});
  const fileInput = useRef<HTMLInputElement>(null);
  const minDate = tomorrow();

  const [create, creating] = useMutation<NewOrderPageMutation>(graphql`
    mutation NewOrderPageMutation($input: CreateJobOfferInput!) {
      createJobOffer(input: $input) {
        id
        number
        status
      }
    }
  `);

  const pick = (picked: File | null) => {
    if (!picked) return;
    const extension = picked.name.split('.').pop()?.toLowerCase() ?? '';
    if (!ATTACHMENT_EXTENSIONS.includes(extension)) {
      setIssues((old) => ({ ...old, attachment: t`This file type is not supported` }));
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    if (picked.size > JOB_OFFER_ATTACHMENT_MAX_BYTES) {
      setIssues((old) => ({ ...old, attachment: t`The file is too large (at most ${MAX_MB} MB)` }));
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    setFile(picked);
    setIssues((old) => ({ ...old, attachment: undefined }));
  };

  const removeFile = () => {
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const validate = () => {
    const found: typeof issues = {};
    const required = t`This field is required`;
    if (!category) found.category = required;
    if (!description.trim()) found.description = required;
    if (!location.trim()) found.location = required;
    if (fulfillment === 'CUSTOM_TIME') {
      if (!customDate) found.customDate = required;
      else if (customDate < minDate) found.customDate = t`Choose a date after today`;
    }
    if (issues.attachment && !file) found.attachment = issues.attachment;
    return found;
  };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const found = validate();
    setIssues(found);
    if (Object.keys(found).length || !category) return;
    const input: CreateJobOfferInput = {
      category,
      description: description.trim(),
      additionalRequirements: requirements.trim() || null,
      location: location.trim(),
      fulfillmentTime: fulfillment,
      customDate: fulfillment === 'CUSTOM_TIME' ? customDate : null,
      companyFlg: company,
      attachment: null,
    };
    create({
      variables: { input },
      uploadables: file ? { 'input.attachment': file } : undefined,
      onCompleted: (response) => {
        const offer = response.createJobOffer;
        showToast(t`Order ${offer.number} posted`, 'success');
        void navigate(orderPath(offer.id));
      },
      onError: (error) => {
        const fields = fieldErrors(error);
        const next: typeof issues = { form: errorMessage(i18n, error) };
        for (const [name, issue] of Object.entries(fields)) {
          const key = (name === 'fulfillmentTime' ? 'customDate' : name) as Field;
          next[key] =
            name === 'customDate' && issue.code === 'invalid_value'
              ? t`Choose a date after today`
              : validationMessage(i18n, issue.code, issue.max);
        }
        setIssues(next);
      },
    });
  };

  return (
    <Page
      title={<Trans>New order</Trans>}
      subtitle={
        <Trans>
          Describe the job: providers offering this service are told by e-mail and contact you directly. Posting is
          free.
        </Trans>
      }
      maxWidth="md"
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Box component="form" onSubmit={onSubmit} noValidate data-testid="order-form">
          <Stack spacing={2.5}>
            {issues.form ? (
              <Alert severity="error" role="alert" data-testid="order-form-error">
                {issues.form}
              </Alert>
            ) : null}
            <TextField
              id="order-category"
              select
              required
              label={t`Service`}
              value={category}
              onChange={(event) => setCategory(event.target.value as ServiceCategory)}
              error={Boolean(issues.category)}
              helperText={issues.category}
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'order-category' } as object } }}
            >
              {SERVICE_CATEGORIES.map((item) => (
                <MenuItem key={item} value={item}>
                  {i18n._(SERVICE_LABELS[item])}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              id="order-description"
              required
              multiline
              minRows={4}
              label={t`Description`}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              error={Boolean(issues.description)}
              helperText={issues.description ?? `${description.length} / ${DESCRIPTION_MAX}`}
              slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX, 'data-testid': 'order-description' } }}
            />
            <TextField
              id="order-requirements"
              multiline
              minRows={2}
              label={t`Additional requirements`}
              value={requirements}
              onChange={(event) => setRequirements(event.target.value)}
              error={Boolean(issues.additionalRequirements)}
              helperText={issues.additionalRequirements ?? t`Optional: licences, equipment, deliverables.`}
              slotProps={{ htmlInput: { maxLength: REQUIREMENTS_MAX, 'data-testid': 'order-requirements' } }}
            />
            <TextField
              id="order-location"
              required
              label={t`Location`}
              value={location}
              onChange={(event) => setLocation(event.target.value)}
              error={Boolean(issues.location)}
              helperText={issues.location ?? t`A town or a postal code.`}
              slotProps={{ htmlInput: { maxLength: LOCATION_MAX, 'data-testid': 'order-location' } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                id="order-fulfillment"
                select
                required
                label={t`Fulfilment time`}
                value={fulfillment}
                onChange={(event) => setFulfillment(event.target.value as FulfillmentTime)}
                sx={{ flex: 1 }}
                slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'order-fulfillment' } as object } }}
              >
                {FULFILLMENT_TIMES.map((item) => (
                  <MenuItem key={item} value={item}>
                    {i18n._(FULFILLMENT_LABELS[item])}
                  </MenuItem>
                ))}
              </TextField>
              {fulfillment === 'CUSTOM_TIME' ? (
                <TextField
                  id="order-custom-date"
                  type="date"
                  required
                  label={t`Date`}
                  value={customDate}
                  onChange={(event) => setCustomDate(event.target.value)}
                  error={Boolean(issues.customDate)}
                  helperText={issues.customDate}
                  sx={{ flex: 1 }}
                  slotProps={{
                    inputLabel: { shrink: true },
                    htmlInput: { min: minDate, 'data-testid': 'order-custom-date' },
                  }}
                />
              ) : null}
            </Stack>
            <FormControlLabel
              control={
                <Checkbox
                  checked={company}
                  onChange={(event) => setCompany(event.target.checked)}
                  slotProps={{ input: { 'data-testid': 'order-company' } as object }}
                />
              }
              label={<Trans>I am ordering as a company</Trans>}
            />
            <Box>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                <Button variant="outlined" component="label" startIcon={<AttachFileIcon />}>
                  {file ? <Trans>Change the attachment</Trans> : <Trans>Add an attachment</Trans>}
                  <input
                    ref={fileInput}
                    hidden
                    type="file"
                    accept={ACCEPT}
                    onChange={(event) => pick(event.target.files?.[0] ?? null)}
                    data-testid="order-attachment"
                  />
                </Button>
                {file ? (
                  <Box sx={{ display: 'flex', alignItems: 'center', minWidth: 0 }} data-testid="order-attachment-name">
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {file.name}
                    </Typography>
                    <IconButton size="small" onClick={removeFile} aria-label={t`Remove the attachment`}>
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  </Box>
                ) : null}
              </Box>
              <Typography
                variant="body2"
                color={issues.attachment ? 'error' : 'text.secondary'}
                role={issues.attachment ? 'alert' : undefined}
                sx={{ mt: 1 }}
              >
                {issues.attachment ??
                  t`Optional. PDF, pictures (PNG, JPG) or documents (DOC, DOCX, XLS, XLSX, ODT), at most ${MAX_MB} MB.`}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button type="submit" variant="contained" disabled={creating} data-testid="order-submit">
                {creating ? <Trans>Posting…</Trans> : <Trans>Post the order</Trans>}
              </Button>
              <Button component={RouterLink} to={ORDERS_PATH} disabled={creating}>
                <Trans>Cancel</Trans>
              </Button>
            </Box>
          </Stack>
        </Box>
      </Paper>
    </Page>
  );
}
