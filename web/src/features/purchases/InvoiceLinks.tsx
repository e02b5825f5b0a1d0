import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CodeIcon from '@mui/icons-material/Code';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { Trans } from '@lingui/react/macro';
import type {
  InvoiceLinks_purchase$data,
  InvoiceLinks_purchase$key,
} from '../../__generated__/InvoiceLinks_purchase.graphql';
import { formatDateTime, formatMoney } from '../../shared/format';
import { withAccessToken } from './paths';
import { DetailsSection } from './DetailsSection';

/**
 * The VAT invoice of a paid purchase: its number and date, the PDF and (business buyers) the
 * FA(3) e-invoice XML; then the correction invoices of its refunds, the same way. A guest's links
 * carry the private token of the e-mail link.
 */
export function InvoiceLinks({
  purchase,
  accessToken,
}: {
  purchase: InvoiceLinks_purchase$key;
  accessToken?: string | null;
}) {
  const { invoice, corrections } = useFragment(
    graphql`
      fragment InvoiceLinks_purchase on Purchase {
        invoice {
          number
          issuedAt
          pdfUrl
          xmlUrl
        }
        corrections {
          number
          issuedAt
          reason
          amount
          pdfUrl
          xmlUrl
        }
      }
    `,
    purchase,
  );
  if (!invoice && !corrections.length) return null;
  return (
    <DetailsSection id="purchase-invoice" title={<Trans>Invoice</Trans>}>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        {invoice ? <InvoiceDownloads invoice={invoice} accessToken={accessToken} /> : null}
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
                <Correction key={correction.number} correction={correction} accessToken={accessToken} />
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
}: {
  invoice: NonNullable<Data['invoice']>;
  accessToken?: string | null;
}) {
  const number = invoice.number;
  const issued = formatDateTime(invoice.issuedAt);
  return (
    <>
      <Typography data-testid="invoice-number">
        <Trans>
          Invoice {number} of {issued}
        </Trans>
      </Typography>
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
    </>
  );
}

/** One correction invoice: number, date, amount given back and reason, with its PDF (and XML). */
function Correction({
  correction,
  accessToken,
}: {
  correction: Data['corrections'][number];
  accessToken?: string | null;
}) {
  const number = correction.number;
  const issued = formatDateTime(correction.issuedAt);
  const amount = formatMoney(correction.amount);
  return (
    <Box component="li" data-testid="correction-invoice">
      <Typography data-testid="correction-number">
        <Trans>
          Correction {number} of {issued}: −{amount}
        </Trans>
      </Typography>
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
