import { Suspense, useRef, useState, type SubmitEvent } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UserCertificatesDialogQuery } from '../../__generated__/UserCertificatesDialogQuery.graphql';
import type { UserCertificatesDialogUploadMutation } from '../../__generated__/UserCertificatesDialogUploadMutation.graphql';
import type { UserCertificatesDialogDeleteMutation } from '../../__generated__/UserCertificatesDialogDeleteMutation.graphql';
import { certificateRows, type CertificateRow } from '../certificates/certificateRow';
import { CertificateStatusChip } from '../certificates/CertificateStatusChip';
import { formatDay } from '../format';
import { errorMessage } from '../errors/messages';
import { CERTIFICATE_UPLOAD_MAX_BYTES } from '../policies';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { PageLoader } from '../ui/PageLoader';
import { useToast } from '../ui/toast';
import { useConfirmDelete } from '../ui/useConfirmDelete';

const TITLE_MAX = 255;
const MAX_MB = Math.round(CERTIFICATE_UPLOAD_MAX_BYTES / (1024 * 1024));

/** Whether a picked file looks like a PDF (the server checks its content too). */
export function isPdfFile(file: { name: string; type: string }): boolean {
  return /\.pdf$/i.test(file.name) && (file.type === '' || file.type === 'application/pdf');
}

/** A user's certificates on a page (the admin user page): the same list and upload as the dialog. */
export function UserCertificatesPanel({ userId }: { userId: string }) {
  return (
    <Suspense fallback={<PageLoader />}>
      <CertificatesBody userId={userId} inline />
    </Suspense>
  );
}

/** A participant's certificates (admins): the list with downloads, upload a PDF, delete (confirmed). */
export function UserCertificatesDialog({
  userId,
  name,
  onClose,
}: {
  userId: string;
  name: string;
  onClose: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="user-certificates-title">
      <DialogTitle id="user-certificates-title">
        <Trans>Certificates of {name}</Trans>
      </DialogTitle>
      <Suspense fallback={<PageLoader />}>
        <CertificatesBody userId={userId} />
      </Suspense>
      <DialogActions>
        <Button onClick={onClose} data-testid="user-certificates-close">
          <Trans>Close</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function CertificatesBody({ userId, inline = false }: { userId: string; inline?: boolean }) {
  const { t } = useLingui();
  const data = useLazyLoadQuery<UserCertificatesDialogQuery>(
    graphql`
      query UserCertificatesDialogQuery($id: ID!) {
        node(id: $id) {
          ... on User {
            id
            certificates {
              ...certificateRow_certificate
            }
          }
        }
      }
    `,
    { id: userId },
    { fetchPolicy: 'store-and-network' },
  );
  const certificates = certificateRows(data.node?.certificates ?? []);
  const [remove, removing] = useMutation<UserCertificatesDialogDeleteMutation>(graphql`
    mutation UserCertificatesDialogDeleteMutation($id: ID!) {
      deleteCertificate(id: $id) {
        id
        certificates {
          id
          status
          revokedAt
        }
      }
    }
  `);
  const deletion = useConfirmDelete<CertificateRow>({
    remove: (target, callbacks) =>
      remove({
        variables: { id: target.id },
        updater: (store) => {
          if (target.kind === 'UPLOADED') store.delete(target.id);
        },
        ...callbacks,
      }),
    busy: removing,
    deleted: t`Certificate deleted`,
  });
  const deleting = deletion.target;
  const deletingTitle = deleting?.title ?? '';

  const content = (
    <>
      {certificates.length === 0 ? (
        <Typography color="text.secondary" data-testid="user-certificates-empty">
          <Trans>This user has no certificates yet.</Trans>
        </Typography>
      ) : (
        <List disablePadding aria-label={t`Certificates`}>
          {certificates.map((c, index) => (
            <ListItem
              key={c.id}
              divider
              disableGutters
              data-testid="user-certificate"
              secondaryAction={
                <Box sx={{ display: 'flex', gap: 0.5 }}>
                  <IconButton component="a" href={c.downloadUrl} download aria-label={t`Download ${c.title}`}>
                    <DownloadIcon />
                  </IconButton>
                  {c.status !== 'REVOKED' ? (
                    <IconButton
                      aria-label={t`Delete ${c.title}`}
                      onClick={() => deletion.ask(c)}
                      color="error"
                      data-testid={`user-certificate-delete-${index}`}
                    >
                      <DeleteOutlinedIcon />
                    </IconButton>
                  ) : null}
                </Box>
              }
              sx={{ pr: 12 }}
            >
              <ListItemText
                primary={
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                    <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {c.title}
                    </Typography>
                    <CertificateStatusChip status={c.status} />
                  </Box>
                }
                secondary={
                  <>
                    {c.number ? `${c.number} · ` : ''}
                    {c.kind === 'GENERATED' ? t`Issued by the academy` : t`Uploaded PDF`} · {formatDay(c.issuedAt)}
                    {c.validUntil ? ` – ${formatDay(c.validUntil)}` : ''}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
      <Divider sx={{ my: 2 }} />
      <UploadForm userId={userId} />
      <ConfirmDialog
        {...deletion.dialog}
        title={<Trans>Delete the certificate “{deletingTitle}”?</Trans>}
        message={
          deleting?.kind === 'GENERATED' ? (
            <Trans>
              The certificate will be revoked: its QR code will show it as revoked and it will no longer be valid. This
              cannot be undone.
            </Trans>
          ) : (
            <Trans>The certificate and its PDF file will be deleted. This cannot be undone.</Trans>
          )
        }
      />
    </>
  );
  return inline ? <Box>{content}</Box> : <DialogContent dividers>{content}</DialogContent>;
}

function UploadForm({ userId }: { userId: string }) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [issues, setIssues] = useState<{ title?: string; file?: string; form?: string }>({});
  const [upload, uploading] = useMutation<UserCertificatesDialogUploadMutation>(graphql`
    mutation UserCertificatesDialogUploadMutation($input: UploadCertificateInput!) {
      uploadCertificate(input: $input) {
        id
        certificates {
          ...certificateRow_certificate
        }
      }
    }
  `);

  const pick = (picked: File | null) => {
    if (!picked) return;
    if (!isPdfFile(picked)) {
      setFile(null);
      setIssues({ file: t`Choose a PDF file` });
    } else if (picked.size > CERTIFICATE_UPLOAD_MAX_BYTES) {
      setFile(null);
      setIssues({ file: t`The file is too large (at most ${MAX_MB} MB)` });
    } else {
      setFile(picked);
      setIssues({});
      if (!title.trim()) setTitle(picked.name.replace(/\.pdf$/i, '').slice(0, TITLE_MAX));
    }
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const found: typeof issues = {};
    if (!title.trim()) found.title = t`This field is required`;
    else if (title.trim().length > TITLE_MAX) found.title = t`At most ${TITLE_MAX} characters`;
    if (!file) found.file = t`Choose a PDF file`;
    setIssues(found);
    if (Object.keys(found).length || !file) return;
    upload({
      variables: { input: { userId, title: title.trim(), file } },
      uploadables: { 'input.file': file },
      onCompleted: () => {
        showToast(t`Certificate uploaded`, 'success');
        setTitle('');
        setFile(null);
        if (input.current) input.current.value = '';
      },
      onError: (error) => setIssues({ form: errorMessage(i18n, error) }),
    });
  };

  return (
    <Box component="form" onSubmit={onSubmit} noValidate data-testid="user-certificate-upload">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        <Trans>Upload a certificate</Trans>
      </Typography>
      {issues.form ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {issues.form}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          id="certificate-title"
          label={t`Title`}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={Boolean(issues.title)}
          helperText={issues.title}
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: TITLE_MAX } }}
        />
        <Box sx={{ flexShrink: 0 }}>
          <Button variant="outlined" component="label" startIcon={<UploadFileIcon />} sx={{ whiteSpace: 'nowrap' }}>
            <Trans>Choose PDF</Trans>
            <input
              ref={input}
              hidden
              type="file"
              accept=".pdf,application/pdf"
              onChange={(event) => pick(event.target.files?.[0] ?? null)}
              data-testid="certificate-file"
            />
          </Button>
        </Box>
      </Stack>
      <Typography
        variant="body2"
        color={issues.file ? 'error' : 'text.secondary'}
        sx={{ mt: 1, overflowWrap: 'anywhere' }}
        role={issues.file ? 'alert' : undefined}
      >
        {issues.file ?? (file ? file.name : t`PDF only, at most ${MAX_MB} MB.`)}
      </Typography>
      <Button
        type="submit"
        variant="contained"
        disabled={uploading}
        sx={{ mt: 2 }}
        data-testid="certificate-upload-submit"
      >
        {uploading ? <Trans>Uploading…</Trans> : <Trans>Upload</Trans>}
      </Button>
    </Box>
  );
}
