import { useState, type SyntheticEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ConsultationPageQuery } from '../../../__generated__/ConsultationPageQuery.graphql';
import type { ConsultationPageMutation } from '../../../__generated__/ConsultationPageMutation.graphql';
import { RichTextView } from '../../../shared/rich-text/RichTextView';
import { Page } from '../../../shared/ui/Page';
import type { FieldRule } from '../../../shared/validation/validators';
import { CONSULTATION_TIMES, TIME_LABELS, type ConsultationTimeValue } from './labels';
import {
  checkFields,
  CONSULTATION_NAME_MAX,
  ConsentCheckbox,
  Honeypot,
  LegalLink,
  OfficeCard,
  serverIssues,
  textFieldsOf,
  TOPIC_MAX,
  type Issues,
} from './parts';
import { useContactPage } from './contactPage';

type TextName = 'name' | 'phone' | 'email' | 'topic';
type Field = TextName | 'preferredTime' | 'termsConsent';

const RULES: Record<TextName, FieldRule> = {
  name: { required: true, max: CONSULTATION_NAME_MAX, kind: 'text' },
  phone: { required: true, max: 20, kind: 'phone' },
  email: { required: false, max: 255, kind: 'email' },
  topic: { required: true, max: TOPIC_MAX, kind: 'text' },
};

/**
 * /consultation: the free 15-minute phone consultation (spec 9). The introduction is the site
 * page CONSULTATION; the form asks for a call back (phone, preferred time, topic) under the
 * consultation terms; once sent, the page confirms the call within 30 minutes on business days.
 */
export default function ConsultationPage() {
  const { t, i18n } = useLingui();
  const { data, query, language } = useContactPage<ConsultationPageQuery>(graphql`
    query ConsultationPageQuery($language: Language!) {
      ...contactPage_query @arguments(key: CONSULTATION, language: $language)
      officeDetails {
        callbackMinutes
        consultationMinutes
      }
    }
  `);
  const viewer = data.viewer;
  const [values, setValues] = useState<Record<TextName, string>>(() => ({
    name: [viewer?.firstName, viewer?.lastName].filter(Boolean).join(' '),
    phone: viewer?.phoneNumber ?? '',
    email: viewer?.email ?? '',
    topic: '',
  }));
  const [time, setTime] = useState<ConsultationTimeValue>('ASAP');
  const [terms, setTerms] = useState(false);
  const [website, setWebsite] = useState('');
  const [issues, setIssues] = useState<Issues<Field>>({});
  const [done, setDone] = useState<{ phone: string; email: string } | null>(null);

  const [request, requesting] = useMutation<ConsultationPageMutation>(graphql`
    mutation ConsultationPageMutation($input: ConsultationRequestInput!) {
      requestConsultation(input: $input)
    }
  `);

  const failure = t`Error sending the request, please correct your details and try again`;
  const { callbackMinutes, consultationMinutes } = query.officeDetails;
  const { opens, closes } = data.officeDetails;

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const found: Issues<Field> = checkFields(i18n, values, RULES, { termsConsent: terms });
    if (Object.keys(found).length) {
      setIssues({ ...found, form: failure });
      return;
    }
    setIssues({});
    request({
      variables: {
        input: {
          name: values.name.trim(),
          phone: values.phone.trim(),
          email: values.email.trim() || null,
          preferredTime: time,
          topic: values.topic.trim(),
          termsConsent: terms,
          website: website || null,
          language,
        },
      },
      onCompleted: () => setDone({ phone: values.phone.trim(), email: values.email.trim() }),
      onError: (error) => setIssues(serverIssues<Field>(i18n, error, failure)),
    });
  };

  const text = textFieldsOf({
    prefix: 'consultation',
    values,
    issues,
    rules: RULES,
    onChange: (name, value) => {
      setValues((old) => ({ ...old, [name]: value }));
      setIssues((old) => ({ ...old, [name]: undefined }));
    },
  });

  const phone = done?.phone ?? '';
  return (
    <Page
      title={data.sitePage.title || <Trans>Free 15-minute consultation</Trans>}
      subtitle={
        data.sitePage.description || (
          <Trans>
            Not sure which course or category you need? Leave your number and our instructor will call you back for a
            free {consultationMinutes}-minute talk.
          </Trans>
        )
      }
    >
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, position: 'relative' }}>
            {done ? (
              <Box data-testid="consultation-confirmation" role="status">
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
                  <CheckCircleOutlineIcon color="success" fontSize="large" />
                  <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
                    <Trans>Thank you, we will call you back</Trans>
                  </Typography>
                </Stack>
                <Typography sx={{ mb: 1 }}>
                  <Trans>
                    We will call you at {phone} within {callbackMinutes} minutes on business days (Monday to Friday,{' '}
                    {opens}–{closes}). Requests sent outside these hours are handled at the start of the next business
                    day.
                  </Trans>
                </Typography>
                {done.email ? (
                  <Typography color="text.secondary" sx={{ mb: 2 }}>
                    <Trans>We have sent a confirmation to your e-mail address.</Trans>
                  </Typography>
                ) : null}
                <Button
                  variant="outlined"
                  onClick={() => {
                    setDone(null);
                    setValues((old) => ({ ...old, topic: '' }));
                    setTerms(false);
                  }}
                >
                  <Trans>Send another request</Trans>
                </Button>
              </Box>
            ) : (
              <>
                <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
                  <Trans>Request a call back</Trans>
                </Typography>
                <Box component="form" onSubmit={onSubmit} noValidate data-testid="consultation-form">
                  <Stack spacing={2.5}>
                    {issues.form ? (
                      <Alert severity="error" role="alert" data-testid="consultation-failure">
                        {issues.form}
                      </Alert>
                    ) : null}
                    {text('name', t`First and last name`, { autoComplete: 'name' })}
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                      {text('phone', t`Phone`, { type: 'tel', autoComplete: 'tel' })}
                      {text('email', t`E-mail (optional)`, {
                        type: 'email',
                        autoComplete: 'email',
                        helperText: t`For a confirmation of your request.`,
                      })}
                    </Stack>
                    <TextField
                      id="consultation-time"
                      select
                      label={t`Preferred time`}
                      value={time}
                      onChange={(event) => setTime(event.target.value as ConsultationTimeValue)}
                      slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'consultation-time' } as object } }}
                    >
                      {CONSULTATION_TIMES.map((item) => (
                        <MenuItem key={item} value={item} data-testid={`consultation-time-${item}`}>
                          {i18n._(TIME_LABELS[item])}
                        </MenuItem>
                      ))}
                    </TextField>
                    {text('topic', t`What would you like to talk about?`, {
                      multiline: true,
                      minRows: 3,
                      helperText: `${values.topic.length} / ${TOPIC_MAX}`,
                    })}
                    <Honeypot value={website} onChange={setWebsite} />
                    <ConsentCheckbox
                      id="consultation-terms"
                      checked={terms}
                      onChange={(checked) => {
                        setTerms(checked);
                        setIssues((old) => ({ ...old, termsConsent: undefined }));
                      }}
                      error={issues.termsConsent}
                    >
                      <Trans>
                        I accept the <LegalLink to="/consultation-terms">consultation terms</LegalLink> and agree to be
                        called back at the number given.
                      </Trans>
                    </ConsentCheckbox>
                    <Box>
                      <Button type="submit" variant="contained" disabled={requesting} data-testid="consultation-submit">
                        {requesting ? <Trans>Sending…</Trans> : <Trans>Request a call back</Trans>}
                      </Button>
                    </Box>
                  </Stack>
                </Box>
              </>
            )}
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={3}>
            <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
              {data.sitePage.content ? (
                <RichTextView html={data.sitePage.content} data-testid="consultation-intro" />
              ) : (
                <>
                  <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
                    <Trans>How it works</Trans>
                  </Typography>
                  <Box component="ol" sx={{ pl: 2.5, m: 0, '& li': { mb: 1 } }}>
                    <li>
                      <Trans>Leave your phone number and a few words about what you need.</Trans>
                    </li>
                    <li>
                      <Trans>
                        We call you back within {callbackMinutes} minutes on business days, Monday to Friday, {opens}–
                        {closes}.
                      </Trans>
                    </li>
                    <li>
                      <Trans>
                        In {consultationMinutes} minutes, free of charge, we help you choose a course, a category or the
                        next step.
                      </Trans>
                    </li>
                  </Box>
                </>
              )}
            </Paper>
            <OfficeCard office={data.officeDetails} />
          </Stack>
        </Grid>
      </Grid>
    </Page>
  );
}
