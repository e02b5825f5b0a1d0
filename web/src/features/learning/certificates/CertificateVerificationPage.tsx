import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { FactsGrid } from '../../../shared/ui/FactsGrid';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { CertificateStatusChip } from '../../../shared/certificates/CertificateStatusChip';
import { formatDay } from '../../../shared/format';
import { Page } from '../../../shared/ui/Page';
import { PageLoader } from '../../../shared/ui/PageLoader';

interface Verification {
  status: 'VALID' | 'EXPIRED' | 'REVOKED';
  number: string;
  title: string;
  holderName: string;
  issuedAt: string;
  validUntil: string | null;
}

type Answer = { kind: 'found'; certificate: Verification } | { kind: 'unknown' } | { kind: 'error' };
type State = Answer | { kind: 'loading' };

/**
 * /certificates/verify/:token (public, opened from a certificate's QR code): whether the
 * certificate is valid, expired or revoked, with the holder's first name and last initial only.
 * It reads the public REST answer (a plain fetch: no GraphQL client on this entry page).
 */
export default function CertificateVerificationPage() {
  const { token = '' } = useParams();
  // The answer for the token it was fetched for: another token shows the spinner until its own arrives.
  const [answer, setAnswer] = useState<{ token: string; answer: Answer } | null>(null);
  const state: State = answer?.token === token ? answer.answer : { kind: 'loading' };

  useEffect(() => {
    const controller = new AbortController();
    const setState = (value: Answer) => setAnswer({ token, answer: value });
    fetch(`/api/v1/certificates/verify/${encodeURIComponent(token)}`, {
      headers: { accept: 'application/json' },
      credentials: 'omit',
      signal: controller.signal,
    })
      .then(async (response) => {
        if (response.status === 404 || response.status === 400) setState({ kind: 'unknown' });
        else if (!response.ok) setState({ kind: 'error' });
        else setState({ kind: 'found', certificate: (await response.json()) as Verification });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: 'error' });
      });
    return () => controller.abort();
  }, [token]);

  return (
    <Page title={<Trans>Certificate verification</Trans>} maxWidth="md">
      {state.kind === 'loading' ? <PageLoader /> : null}
      {state.kind === 'unknown' ? (
        <Alert severity="error" data-testid="verification-unknown">
          <AlertTitle>
            <Trans>Certificate not found</Trans>
          </AlertTitle>
          <Trans>
            No certificate of SkyPilot Academy matches this link. Check that the address was copied in full.
          </Trans>
        </Alert>
      ) : null}
      {state.kind === 'error' ? (
        <Alert severity="warning" data-testid="verification-error">
          <Trans>The certificate could not be checked right now. Try again in a moment.</Trans>
        </Alert>
      ) : null}
      {state.kind === 'found' ? <VerifiedCertificate certificate={state.certificate} /> : null}
    </Page>
  );
}

function VerifiedCertificate({ certificate }: { certificate: Verification }) {
  const { t } = useLingui();
  const verdict =
    certificate.status === 'VALID' ? (
      <Alert severity="success" data-testid="verification-result" data-status="VALID">
        <AlertTitle>
          <Trans>Valid certificate</Trans>
        </AlertTitle>
        <Trans>This certificate was issued by SkyPilot Academy and is valid.</Trans>
      </Alert>
    ) : certificate.status === 'EXPIRED' ? (
      <Alert severity="warning" data-testid="verification-result" data-status="EXPIRED">
        <AlertTitle>
          <Trans>Expired certificate</Trans>
        </AlertTitle>
        <Trans>This certificate was issued by SkyPilot Academy, but its validity has ended.</Trans>
      </Alert>
    ) : (
      <Alert severity="error" data-testid="verification-result" data-status="REVOKED">
        <AlertTitle>
          <Trans>Revoked certificate</Trans>
        </AlertTitle>
        <Trans>This certificate was revoked by SkyPilot Academy and is no longer valid.</Trans>
      </Alert>
    );
  const facts: [string, string][] = [
    [t`Holder`, certificate.holderName],
    [t`Course`, certificate.title],
    [t`Certificate number`, certificate.number],
    [t`Issued`, formatDay(certificate.issuedAt)],
    [t`Valid until`, formatDay(certificate.validUntil)],
  ];
  return (
    <>
      {verdict}
      <Paper variant="outlined" sx={{ mt: 3, p: { xs: 2, md: 3 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <CertificateStatusChip status={certificate.status} size="medium" />
        </Box>
        <FactsGrid rowGap={1.5}>
          {facts.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1.5, sm: 0 } }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </FactsGrid>
      </Paper>
    </>
  );
}
