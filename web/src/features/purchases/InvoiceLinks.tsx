import { graphql, useFragment } from 'react-relay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CodeIcon from '@mui/icons-material/Code';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { Trans } from '@lingui/react/macro';
import type { InvoiceLinks_purchase$key } from '../../__generated__/InvoiceLinks_purchase.graphql';
import { formatDateTime } from '../../shared/format';
import { withAccessToken } from './paths';
import { DetailsSection } from './DetailsSection';

/**
 * The VAT invoice of a paid purchase: its number and date, the PDF and (business buyers) the
 * FA(3) e-invoice XML. A guest's links carry the private token of the e-mail link.
 */
export function InvoiceLinks({
  purchase,
  accessToken,
}: {
  purchase: InvoiceLinks_purchase$key;
  accessToken?: string | null;
}) {
  const { invoice } = useFragment(
    graphql`
      fragment InvoiceLinks_purchase on Purchase {
        invoice {
          number
          issuedAt
          pdfUrl
          xmlUrl
        }
      }
    `,
    purchase,
  );
  if (!invoice) return null;
  const number = invoice.number;
  const issued = formatDateTime(invoice.issuedAt);
  return (
    <DetailsSection id="purchase-invoice" title={<Trans>Invoice</Trans>}>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
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
          <Link href={withAccessToken(invoice.xmlUrl, accessToken)} download data-testid="invoice-xml">
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <CodeIcon fontSize="small" aria-hidden />
              <Trans>Download e-invoice (XML, FA(3))</Trans>
            </Box>
          </Link>
        ) : null}
      </Stack>
    </DetailsSection>
  );
}
