import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CodeIcon from '@mui/icons-material/Code';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  InvoiceLinks_purchase$data,
  InvoiceLinks_purchase$key,
} from '../../../__generated__/InvoiceLinks_purchase.graphql';
import type { InvoiceLinks_ksef$key } from '../../../__generated__/InvoiceLinks_ksef.graphql';
import { formatDateTime, formatMoney } from '../../../shared/format';
import { KsefQr } from '../../../shared/KsefQr';
import { can } from '../../../shared/permissions';
import { useSession } from '../../../shared/session/session';
import { withAccessToken } from './paths';
import { DetailsSection } from './DetailsSection';

/**
 * The VAT invoice of a paid purchase: its number and date, the PDF and (business buyers) the
 * FA(3) e-invoice XML, and its way through KSeF (issue 29: the KSeF number and the QR code of
 * KOD I once accepted, OFFLINE in the offline mode); then the correction invoices of its refunds,
 * the same way. A guest's links carry the private token of the e-mail link. Staff (`staff`) also
 * see a rejection (a buyer reads "being sent": the academy corrects it), admins with a link to it.
 */
export function InvoiceLinks({
  purchase,
  accessToken,
  staff = false,
}: {
  purchase: InvoiceLinks_purchase$key;
  accessToken?: string | null;
  staff?: boolean;
}) {
  const { invoice, corrections } = useFragment(
    graphql`
      fragment InvoiceLinks_purchase on Purchase {
        invoice {
          number
          issuedAt
          pdfUrl
          xmlUrl
          ksef {
            ...InvoiceLinks_ksef
          }
        }
        corrections {
          number
          issuedAt
          reason
          amount
          pdfUrl
          xmlUrl
          ksef {
            ...InvoiceLinks_ksef
          }
        }
      }
    `,
    purchase,
  );
  if (!invoice && !corrections.length) return null;
  return (
    <DetailsSection id="purchase-invoice" title={<Trans>Invoice</Trans>}>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        {invoice ? <InvoiceDownloads invoice={invoice} accessToken={accessToken} staff={staff} /> : null}
        {corrections.length ? (
          <Box component="section" aria-labelledby="purchase-corrections-title" sx={{ alignSelf: 'stretch', pt: 1 }}>
            <Typography
              id="purchase-corrections-title"
              variant="subtitle2"
              component="h3"
              color="text.secondary"
              sx={{ mb: 1 }}
            >
              <Trans>Correction invoices</Trans>
            </Typography>
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {corrections.map((correction) => (
                <Correction key={correction.number} correction={correction} accessToken={accessToken} staff={staff} />
              ))}
            </Stack>
          </Box>
        ) : null}
      </Stack>
    </DetailsSection>
  );
}

type Data = InvoiceLinks_purchase$data;

function InvoiceDownloads({
  invoice,
  accessToken,
  staff,
}: {
  invoice: NonNullable<Data['invoice']>;
  accessToken?: string | null;
  staff: boolean;
}) {
  const { t } = useLingui();
  const number = invoice.number;
  const issued = formatDateTime(invoice.issuedAt);
  return (
    <>
      <Typography data-testid="invoice-number">{t`Invoice ${number} of ${issued}`}</Typography>
      <Button
        variant="outlined"
        href={withAccessToken(invoice.pdfUrl, accessToken)}
        startIcon={<DescriptionOutlinedIcon />}
        download
        data-testid="invoice-pdf"
      >
        <Trans>Download invoice (PDF)</Trans>
      </Button>
      {invoice.xmlUrl ? (
        <FileLink href={withAccessToken(invoice.xmlUrl, accessToken)} icon={<CodeIcon />} testId="invoice-xml">
          <Trans>Download e-invoice (XML, FA(3))</Trans>
        </FileLink>
      ) : null}
      <KsefStatus ksef={invoice.ksef} number={number} staff={staff} testId="invoice-ksef" />
    </>
  );
}

/** One correction invoice: number, date, amount given back and reason, with its PDF (and XML). */
function Correction({
  correction,
  accessToken,
  staff,
}: {
  correction: Data['corrections'][number];
  accessToken?: string | null;
  staff: boolean;
}) {
  const { t } = useLingui();
  const number = correction.number;
  const issued = formatDateTime(correction.issuedAt);
  const amount = formatMoney(correction.amount);
  return (
    <Box component="li" data-testid="correction-invoice">
      <Typography data-testid="correction-number">{t`Correction ${number} of ${issued}: −${amount}`}</Typography>
      {correction.reason ? (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {correction.reason}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mt: 0.5 }}>
        <FileLink
          href={withAccessToken(correction.pdfUrl, accessToken)}
          icon={<DescriptionOutlinedIcon />}
          testId="correction-pdf"
        >
          <Trans>Correction {number} (PDF)</Trans>
        </FileLink>
        {correction.xmlUrl ? (
          <FileLink href={withAccessToken(correction.xmlUrl, accessToken)} icon={<CodeIcon />} testId="correction-xml">
            <Trans>Correction {number} (XML, FA(3))</Trans>
          </FileLink>
        ) : null}
      </Box>
      <Box sx={{ mt: 1 }}>
        <KsefStatus ksef={correction.ksef} number={number} staff={staff} testId="correction-ksef" />
      </Box>
    </Box>
  );
}

/** A document's state in KSeF, the same for the invoice and its corrections. */
const ksefFragment = graphql`
  fragment InvoiceLinks_ksef on InvoiceKsef {
    status
    ksefNumber
    offline
    verificationUrl
  }
`;

/** The screen where admins correct and resend a rejected e-invoice (features/commerce/e-invoices), narrowed to one. */
const rejectedEInvoicePath = (number: string) => `/admin/e-invoices?q=${encodeURIComponent(number)}&status=REJECTED`;

/**
 * A document's state in KSeF: accepted (its KSeF number and the QR code of KOD I), issued in
 * the offline mode (the QR code says OFFLINE until KSeF accepts it), being sent, or rejected
 * (to staff; buyers read "being sent"). Outside KSeF (a consumer's document): a line to staff.
 */
function KsefStatus({
  ksef: ksefKey,
  number,
  staff,
  testId,
}: {
  ksef: InvoiceLinks_ksef$key | null | undefined;
  number: string;
  staff: boolean;
  testId: string;
}) {
  const { t } = useLingui();
  const session = useSession();
  const ksef = useFragment(ksefFragment, ksefKey);
  if (!ksef) {
    return staff ? (
      <Typography variant="caption" color="text.secondary" data-testid={testId} data-status="NONE">
        <Trans>Issued outside KSeF</Trans>
      </Typography>
    ) : null;
  }
  const ksefNumber = ksef.ksefNumber;
  const accepted = ksef.status === 'ACCEPTED' && ksefNumber;
  const rejected = ksef.status === 'REJECTED' && staff;
  const url = ksef.verificationUrl;
  const qr =
    url && accepted ? (
      <KsefQr url={url} caption={ksefNumber} label={t`QR code: verify invoice ${number} in KSeF`} />
    ) : url && ksef.offline ? (
      <KsefQr url={url} caption="OFFLINE" label={t`QR code: verify invoice ${number} in KSeF (offline mode)`} />
    ) : null;
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
      data-testid={testId}
      data-status={ksef.status}
    >
      {qr}
      <Box sx={{ minWidth: 0, flex: '1 1 160px' }}>
        {accepted ? (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid={`${testId}-number`}>
            <Trans>
              KSeF number:{' '}
              <Box component="span" sx={{ fontFamily: 'monospace' }}>
                {ksefNumber}
              </Box>
            </Trans>
          </Typography>
        ) : rejected ? (
          <>
            <Typography variant="body2" color="error" sx={{ fontWeight: 600 }}>
              <Trans>Rejected by KSeF</Trans>
            </Typography>
            {can(session.user?.role, 'manage:purchase:any') ? (
              <Link
                component={RouterLink}
                to={rejectedEInvoicePath(number)}
                variant="body2"
                data-testid={`${testId}-rejected-link`}
              >
                <Trans>Correct and resend it on the e-invoices screen</Trans>
              </Link>
            ) : null}
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {ksef.offline ? (
              <Trans>Issued in the offline mode: being sent to KSeF</Trans>
            ) : (
              <Trans>Being sent to KSeF</Trans>
            )}
          </Typography>
        )}
        {accepted || ksef.offline ? (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            <Trans>Scan the code to verify the invoice in the National e-Invoice System (KSeF).</Trans>
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}

/** A download link with a small icon before its text. */
function FileLink({
  href,
  icon,
  testId,
  children,
}: {
  href: string;
  icon: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Link href={href} download data-testid={testId}>
      <Box
        component="span"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, '& svg': { fontSize: '1.25rem' } }}
      >
        {icon}
        {children}
      </Box>
    </Link>
  );
}
