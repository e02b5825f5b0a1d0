import { useRef, useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  BulkAssignDialogMutation,
  BulkAssignDialogMutation$data,
} from '../../../__generated__/BulkAssignDialogMutation.graphql';
import { errorMessage } from '../../../shared/errors/messages';
import { PhoneFullScreenDialog } from '../../../shared/ui/PhoneFullScreenDialog';
import { FormErrorAlert } from '../../../shared/ui/FormErrorAlert';
import { useToast } from '../../../shared/ui/toast';
import { BULK_MAX_EMAILS, chunk, parseEmailsCsv, type ParsedEmails } from './csv';
import { bulkFailureMessage, seatCourseLabel } from './labels';

/** A course variant the company has seats in (one option of the dialog). */
export interface BulkVariant {
  courseVariantId: string;
  title: string;
  variant: string | null | undefined;
  free: number;
}

type Result = BulkAssignDialogMutation$data['assignSeatsBulk']['results'][number];

/** The server takes at most this many items in a GraphQL list argument (server/graphql limits). */
const GRAPHQL_LIST_MAX = 100;

/** How many addresses the preview lists before '… and N more'. */
const PREVIEW_LIMIT = 30;

function OutcomeChip({ outcome }: { outcome: string }) {
  const { t } = useLingui();
  const [label, color] =
    outcome === 'ASSIGNED'
      ? [t({ message: 'Assigned', context: 'seat status' }), 'success' as const]
      : outcome === 'INVITED'
        ? [t({ message: 'Invited', context: 'seat status' }), 'info' as const]
        : [t({ message: 'Failed', context: 'seat status' }), 'error' as const];
  return <Chip size="small" variant="outlined" color={color} label={label} data-outcome={outcome} />;
}

/**
 * Bulk assignment from a CSV of e-mails: pick the course variant, choose a file (read in the
 * browser by csv.ts: one e-mail a row or any cell with an @, header skipped, duplicates dropped,
 * at most 500), look at the preview, send; then a result for every row (assigned, invited, or
 * failed with spec 8's reason). One bad row does not stop the others (the server's contract).
 */
export function BulkAssignDialog({
  variants,
  companyId,
  onClose,
  onAssigned,
}: {
  variants: readonly BulkVariant[];
  /** Admins assign on behalf of this company. */
  companyId?: string | null;
  onClose: () => void;
  onAssigned: () => void;
}) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const fileInput = useRef<HTMLInputElement>(null);
  const [variantId, setVariantId] = useState(
    () => variants.find((v) => v.free > 0)?.courseVariantId ?? variants[0]?.courseVariantId ?? '',
  );
  const [fileName, setFileName] = useState<string | null>(null);
  const [parsed, setParsed] = useState<ParsedEmails | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [results, setResults] = useState<readonly Result[] | null>(null);
  const [sending, setSending] = useState(false);
  const [assign, assignBusy] = useMutation<BulkAssignDialogMutation>(graphql`
    mutation BulkAssignDialogMutation($input: AssignSeatsBulkInput!) {
      assignSeatsBulk(input: $input) {
        results {
          row
          email
          outcome
          code
          seat {
            ...SeatsList_seatState
          }
        }
      }
    }
  `);
  const busy = sending || assignBusy;
  const chosen = variants.find((v) => v.courseVariantId === variantId);

  const onFile = (file: File | undefined) => {
    setParsed(null);
    setReadError(null);
    setFormError(null);
    setFileName(file?.name ?? null);
    if (!file) return;
    file.text().then(
      (text) => setParsed(parseEmailsCsv(text)),
      () => setReadError(t`The file could not be read. Save it as CSV or text and choose it again.`),
    );
  };

  const submit = () => {
    if (!parsed || !chosen || parsed.tooMany || !parsed.emails.length) return;
    setFormError(null);
    setSending(true);
    const base = { courseVariantId: chosen.courseVariantId, ...(companyId ? { companyId } : {}) };
    const send = (emails: string[]) =>
      new Promise<readonly Result[]>((resolve, reject) => {
        assign({
          variables: { input: { ...base, emails } },
          onCompleted: (response) => resolve(response.assignSeatsBulk.results),
          onError: reject,
        });
      });
    // GraphQL lists take at most 100 items: the file goes in parts, one after another (seats are
    // taken in purchase order, so the order of the file holds), numbered as rows of the whole list.
    const parts = chunk(parsed.emails, GRAPHQL_LIST_MAX);
    const all: Result[] = [];
    void (async () => {
      try {
        for (const [index, part] of parts.entries()) {
          const rows = await send(part);
          all.push(...rows.map((row) => ({ ...row, row: row.row + index * GRAPHQL_LIST_MAX })));
        }
      } catch (error) {
        // A part refused as a whole (rights, a lost connection): what was done stays shown.
        if (!all.length) {
          setSending(false);
          setFormError(errorMessage(i18n, error));
          return;
        }
        showToast(errorMessage(i18n, error), 'error');
      }
      setSending(false);
      setResults(all);
      const done = all.filter((row) => row.outcome !== 'FAILED').length;
      const failed = parsed.emails.length - done;
      showToast(
        failed
          ? t`Done: ${done} of ${parsed.emails.length}. See the failed rows`
          : t`Done: every address (${done}) has a seat`,
        failed ? 'warning' : 'success',
      );
      if (done) onAssigned();
    })();
  };

  const count = parsed?.emails.length ?? 0;
  const overFree = chosen && parsed && !parsed.tooMany && count > chosen.free;
  const summary = results
    ? {
        assigned: results.filter((r) => r.outcome === 'ASSIGNED').length,
        invited: results.filter((r) => r.outcome === 'INVITED').length,
        failed: results.filter((r) => r.outcome === 'FAILED').length,
      }
    : null;

  return (
    <PhoneFullScreenDialog
      busy={busy}
      onClose={onClose}
      maxWidth="md"
      titleId="bulk-assign-title"
      testId="bulk-assign-dialog"
    >
      <DialogTitle id="bulk-assign-title">
        <Trans>Assign seats from a CSV file</Trans>
      </DialogTitle>
      <DialogContent>
        {results && summary ? (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography data-testid="bulk-assign-summary">
              <Trans>
                Assigned: {summary.assigned} · Invited: {summary.invited} · Failed: {summary.failed}
              </Trans>
            </Typography>
            <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 420 }}>
              <Table size="small" stickyHeader aria-label={t`Results`} data-testid="bulk-assign-results">
                <TableHead>
                  <TableRow>
                    <TableCell>
                      <Trans>Row</Trans>
                    </TableCell>
                    <TableCell>
                      <Trans>E-mail</Trans>
                    </TableCell>
                    <TableCell>
                      <Trans>Result</Trans>
                    </TableCell>
                    <TableCell>
                      <Trans>Reason</Trans>
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {results.map((row) => (
                    <TableRow key={row.row} data-testid="bulk-assign-result" data-outcome={row.outcome}>
                      <TableCell>{row.row}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.email}</TableCell>
                      <TableCell>
                        <OutcomeChip outcome={row.outcome} />
                      </TableCell>
                      <TableCell>{row.outcome === 'FAILED' ? bulkFailureMessage(i18n, row.code) : '—'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              <Trans>
                One e-mail address a row, or a spreadsheet saved as CSV: every cell with an @ counts, a header row is
                skipped and repeated addresses are sent once. At most {BULK_MAX_EMAILS} addresses at a time.
              </Trans>
            </Typography>
            <FormErrorAlert error={formError} testId="bulk-assign-error" />
            <TextField
              id="bulk-assign-variant"
              select
              label={t`Course`}
              value={variantId}
              onChange={(event) => setVariantId(event.target.value)}
              fullWidth
              slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'bulk-assign-variant' } }}
            >
              {variants.map((v) => (
                <option key={v.courseVariantId} value={v.courseVariantId}>
                  {seatCourseLabel(i18n, v.title, v.variant)} — {t`free: ${v.free}`}
                </option>
              ))}
            </TextField>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
              <input
                ref={fileInput}
                type="file"
                accept=".csv,.txt,text/csv,text/plain"
                hidden
                onChange={(event) => {
                  onFile(event.target.files?.[0]);
                  // Choosing the same file again (after editing it) reads it again.
                  event.target.value = '';
                }}
                data-testid="bulk-assign-file"
              />
              <Button
                variant="outlined"
                startIcon={<UploadFileOutlinedIcon />}
                onClick={() => fileInput.current?.click()}
              >
                <Trans>Choose a CSV file</Trans>
              </Button>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {fileName ?? t`No file chosen`}
              </Typography>
            </Box>
            {readError ? <Alert severity="error">{readError}</Alert> : null}
            {parsed ? (
              <Box data-testid="bulk-assign-preview" data-count={count}>
                {parsed.tooMany ? (
                  <Alert severity="error">
                    <Trans>
                      Addresses in the file: {parsed.total}. At most {BULK_MAX_EMAILS} can be assigned at a time: split
                      it into smaller files.
                    </Trans>
                  </Alert>
                ) : count === 0 ? (
                  <Alert severity="warning">
                    <Trans>No e-mail address was found in this file.</Trans>
                  </Alert>
                ) : (
                  <Stack spacing={1.5}>
                    <Typography sx={{ fontWeight: 600 }}>
                      <Trans>Addresses to assign: {count}</Trans>
                      {parsed.duplicates ? (
                        <Typography component="span" color="text.secondary">
                          {' '}
                          <Trans>(repeated addresses left out: {parsed.duplicates})</Trans>
                        </Typography>
                      ) : null}
                    </Typography>
                    {overFree ? (
                      <Alert severity="warning">
                        <Trans>Free seats in this course: {chosen.free}. The addresses beyond that will fail.</Trans>
                      </Alert>
                    ) : null}
                    {parsed.invalid.length ? (
                      <Alert severity="warning">
                        <Trans>These do not look like e-mail addresses and will fail:</Trans>{' '}
                        {parsed.invalid.join(', ')}
                      </Alert>
                    ) : null}
                    {parsed.skipped.length ? (
                      <Alert severity="info">
                        <Trans>Rows without an address, left out:</Trans> {parsed.skipped.slice(0, 5).join(' | ')}
                        {parsed.skipped.length > 5 ? ' …' : ''}
                      </Alert>
                    ) : null}
                    <Box
                      component="ul"
                      aria-label={t`Addresses to assign`}
                      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0 }}
                    >
                      {parsed.emails.slice(0, PREVIEW_LIMIT).map((email) => (
                        <li key={email}>
                          <Chip
                            size="small"
                            label={email}
                            color={parsed.invalid.includes(email) ? 'warning' : 'default'}
                          />
                        </li>
                      ))}
                      {count > PREVIEW_LIMIT ? (
                        <li>
                          <Chip size="small" variant="outlined" label={t`… and ${count - PREVIEW_LIMIT} more`} />
                        </li>
                      ) : null}
                    </Box>
                  </Stack>
                )}
              </Box>
            ) : null}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {results ? (
          <Button variant="contained" onClick={onClose} data-testid="bulk-assign-close">
            <Trans>Close</Trans>
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={busy}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              variant="contained"
              onClick={submit}
              disabled={busy || !chosen || !parsed || parsed.tooMany || count === 0}
              data-testid="bulk-assign-submit"
            >
              {count ? <Trans>Assign ({count})</Trans> : <Trans context="seat">Assign</Trans>}
            </Button>
          </>
        )}
      </DialogActions>
    </PhoneFullScreenDialog>
  );
}
