import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DownloadIcon from '@mui/icons-material/Download';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MyCertificatesPageQuery } from '../../../__generated__/MyCertificatesPageQuery.graphql';
import { certificateRows, type CertificateRow as Row } from '../../../shared/certificates/certificateRow';
import { CertificateStatusChip } from '../../../shared/certificates/CertificateStatusChip';
import { formatDay } from '../../../shared/format';
import { Page } from '../../../shared/ui/Page';

/** /certificates (USER): uploaded and generated certificates, newest first, each downloadable as a PDF. */
export default function MyCertificatesPage() {
  const data = useLazyLoadQuery<MyCertificatesPageQuery>(
    graphql`
      query MyCertificatesPageQuery {
        myCertificates {
          ...certificateRow_certificate
          verificationUrl
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  return (
    <Page
      title={<Trans>My certificates</Trans>}
      subtitle={<Trans>Certificates of the courses you finished and those the academy added to your account.</Trans>}
    >
      <CertificateList rows={certificateRows(data.myCertificates)} />
    </Page>
  );
}

function DownloadButton({ row, wide = false }: { row: Row; wide?: boolean }) {
  const { t } = useLingui();
  const name = row.number ?? row.title;
  return (
    <Button
      component="a"
      href={row.downloadUrl}
      download
      size="small"
      variant={wide ? 'outlined' : 'text'}
      startIcon={<DownloadIcon />}
      aria-label={t`Download the certificate ${name} (PDF)`}
      data-testid="certificate-download"
    >
      <Trans>Download</Trans>
    </Button>
  );
}

function CertificateList({ rows }: { rows: readonly Row[] }) {
  const { t } = useLingui();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });

  if (!rows.length) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }} data-testid="certificates-empty">
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>
            <Trans>
              You have no certificates yet. A certificate is issued when you finish a course (and pass its exam, where
              it has one).
            </Trans>
          </Typography>
          <Button component={RouterLink} to="/my-courses" variant="contained" startIcon={<SchoolOutlinedIcon />}>
            <Trans>Go to my courses</Trans>
          </Button>
        </Stack>
      </Paper>
    );
  }

  if (phone) {
    return (
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t`My certificates`}>
        {rows.map((row) => (
          <li key={row.id}>
            <Card variant="outlined" data-testid="certificate-row">
              <CardContent>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
                  <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{row.title}</Typography>
                  <CertificateStatusChip status={row.status} />
                </Box>
                {row.number ? (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {row.number}
                  </Typography>
                ) : null}
                <Typography variant="body2" sx={{ mt: 1 }}>
                  <Trans>Issued: {formatDay(row.issuedAt)}</Trans>
                </Typography>
                <Typography variant="body2">
                  <Trans>Valid until: {formatDay(row.validUntil)}</Trans>
                </Typography>
                <Box sx={{ mt: 1.5 }}>
                  <DownloadButton row={row} wide />
                </Box>
              </CardContent>
            </Card>
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={t`My certificates`}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ minWidth: 240 }}>
              <Trans>Title</Trans>
            </TableCell>
            <TableCell>
              <Trans>Number</Trans>
            </TableCell>
            <TableCell>
              <Trans>Issued</Trans>
            </TableCell>
            <TableCell>
              <Trans>Valid until</Trans>
            </TableCell>
            <TableCell>
              <Trans>Status</Trans>
            </TableCell>
            <TableCell align="right">
              <Trans>PDF</Trans>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-testid="certificate-row">
              <TableCell sx={{ fontWeight: 700 }}>{row.title}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid="certificate-number">
                {row.number ?? '—'}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(row.issuedAt)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(row.validUntil)}</TableCell>
              <TableCell>
                <CertificateStatusChip status={row.status} />
              </TableCell>
              <TableCell align="right">
                <DownloadButton row={row} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
