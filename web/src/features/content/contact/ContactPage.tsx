import { useState, type SyntheticEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ContactPageQuery } from '../../../__generated__/ContactPageQuery.graphql';
import type { ContactPageMutation } from '../../../__generated__/ContactPageMutation.graphql';
import { RichTextView } from '../../../shared/rich-text/RichTextView';
import { Page } from '../../../shared/ui/Page';
import { useToast } from '../../../shared/ui/toast';
import type { FieldRule } from '../../../shared/validation/validators';
import {
  checkFields,
  ConsentCheckbox,
  Honeypot,
  LegalLink,
  MESSAGE_MAX,
  NAME_MAX,
  OfficeCard,
  serverIssues,
  textFieldsOf,
  SUBJECT_MAX,
  type Issues,
} from './parts';
import { useContactPage } from './contactPage';

type TextField_ = 'firstName' | 'lastName' | 'email' | 'phone' | 'subject' | 'message';
type Field = TextField_ | 'termsConsent' | 'privacyConsent';

const RULES: Record<TextField_, FieldRule> = {
  firstName: { required: true, max: NAME_MAX, kind: 'text' },
  lastName: { required: true, max: NAME_MAX, kind: 'text' },
  email: { required: true, max: 255, kind: 'email' },
  phone: { required: true, max: 20, kind: 'phone' },
  subject: { required: true, max: SUBJECT_MAX, kind: 'text' },
  message: { required: true, max: MESSAGE_MAX, kind: 'text' },
};

/**
 * /contact: the page's introduction (site page CONTACT, editable by admins), the office's details
 * and hours, and the contact form (spec 3, 5, 8). A sent message clears the form and says so.
 */
export default function ContactPage() {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const { data, language } = useContactPage<ContactPageQuery>(graphql`
    query ContactPageQuery($language: Language!) {
      ...contactPage_query @arguments(key: CONTACT, language: $language)
    }
  `);
  const viewer = data.viewer;
  const initial = (): Record<TextField_, string> => ({
    firstName: viewer?.firstName ?? '',
    lastName: viewer?.lastName ?? '',
    email: viewer?.email ?? '',
    phone: viewer?.phoneNumber ?? '',
    subject: '',
    message: '',
  });
  const [values, setValues] = useState(initial);
  const [terms, setTerms] = useState(false);
  const [privacy, setPrivacy] = useState(false);
  const [website, setWebsite] = useState('');
  const [issues, setIssues] = useState<Issues<Field>>({});
  const [sent, setSent] = useState(false);

  const [send, sending] = useMutation<ContactPageMutation>(graphql`
    mutation ContactPageMutation($input: ContactMessageInput!) {
      sendContactMessage(input: $input)
    }
  `);

  const failure = t`Error sending message, please correct your details and try again`;

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const found: Issues<Field> = checkFields(i18n, values, RULES, { termsConsent: terms, privacyConsent: privacy });
    if (Object.keys(found).length) {
      setIssues({ ...found, form: failure });
      setSent(false);
      return;
    }
    setIssues({});
    send({
      variables: {
        input: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          phone: values.phone.trim(),
          subject: values.subject.trim(),
          message: values.message.trim(),
          termsConsent: terms,
          privacyConsent: privacy,
          website: website || null,
          language,
        },
      },
      onCompleted: () => {
        setValues({ ...initial(), subject: '', message: '' });
        setTerms(false);
        setPrivacy(false);
        setSent(true);
        showToast(t`Message sent successfully`, 'success');
      },
      onError: (error) => setIssues(serverIssues<Field>(i18n, error, failure)),
    });
  };

  const text = textFieldsOf({
    prefix: 'contact',
    values,
    issues,
    rules: RULES,
    onChange: (name, value) => {
      setValues((old) => ({ ...old, [name]: value }));
      setIssues((old) => ({ ...old, [name]: undefined }));
      setSent(false);
    },
  });

  return (
    <Page title={data.sitePage.title || <Trans>Contact</Trans>} subtitle={data.sitePage.description || undefined}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }} sx={{ order: { xs: 2, md: 1 } }}>
          <Stack spacing={3}>
            <OfficeCard office={data.officeDetails}>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                <Trans>
                  Prefer to talk? Ask for a <RouterLink to="/consultation">free 15-minute consultation</RouterLink> and
                  we will call you back.
                </Trans>
              </Typography>
            </OfficeCard>
            {data.sitePage.content ? (
              <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
                <RichTextView html={data.sitePage.content} data-testid="contact-intro" />
              </Paper>
            ) : null}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }} sx={{ order: { xs: 1, md: 2 } }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, position: 'relative' }}>
            <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
              <Trans>Write to us</Trans>
            </Typography>
            <Box component="form" onSubmit={onSubmit} noValidate data-testid="contact-form">
              <Stack spacing={2.5}>
                {sent ? (
                  <Alert severity="success" role="status" data-testid="contact-success">
                    <Trans>Message sent successfully</Trans>
                  </Alert>
                ) : null}
                {issues.form ? (
                  <Alert severity="error" role="alert" data-testid="contact-failure">
                    {issues.form}
                  </Alert>
                ) : null}
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  {text('firstName', t`First name`, { autoComplete: 'given-name' })}
                  {text('lastName', t`Last name`, { autoComplete: 'family-name' })}
                </Stack>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  {text('email', t`E-mail`, { type: 'email', autoComplete: 'email' })}
                  {text('phone', t`Phone`, { type: 'tel', autoComplete: 'tel' })}
                </Stack>
                {text('subject', t`Subject`)}
                {text('message', t`Message`, {
                  multiline: true,
                  minRows: 4,
                  helperText: `${values.message.length} / ${MESSAGE_MAX}`,
                })}
                <Honeypot value={website} onChange={setWebsite} />
                <Stack spacing={1}>
                  <ConsentCheckbox
                    id="contact-terms"
                    checked={terms}
                    onChange={(checked) => {
                      setTerms(checked);
                      setIssues((old) => ({ ...old, termsConsent: undefined }));
                    }}
                    error={issues.termsConsent}
                  >
                    <Trans>
                      I accept the <LegalLink to="/shop-terms">terms and conditions</LegalLink>.
                    </Trans>
                  </ConsentCheckbox>
                  <ConsentCheckbox
                    id="contact-privacy"
                    checked={privacy}
                    onChange={(checked) => {
                      setPrivacy(checked);
                      setIssues((old) => ({ ...old, privacyConsent: undefined }));
                    }}
                    error={issues.privacyConsent}
                  >
                    <Trans>
                      I agree to the processing of my personal data to answer this message, as described in the{' '}
                      <LegalLink to="/privacy-policy">privacy policy</LegalLink>.
                    </Trans>
                  </ConsentCheckbox>
                </Stack>
                <Box>
                  <Button type="submit" variant="contained" disabled={sending} data-testid="contact-submit">
                    {sending ? <Trans>Sending…</Trans> : <Trans>Send message</Trans>}
                  </Button>
                </Box>
              </Stack>
            </Box>
          </Paper>
        </Grid>
      </Grid>
    </Page>
  );
}
