import { useRef, useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AccountCompetences_user$key } from '../../../__generated__/AccountCompetences_user.graphql';
import type { AccountCompetencesAddMutation } from '../../../__generated__/AccountCompetencesAddMutation.graphql';
import type { AccountCompetencesDeleteMutation } from '../../../__generated__/AccountCompetencesDeleteMutation.graphql';
import { errorMessage } from '../../../shared/errors/messages';
import { formatDateTime } from '../../../shared/format';
import { COMPETENCE_UPLOAD_MAX_BYTES } from '../../../shared/policies';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useToast } from '../../../shared/ui/toast';
import { useConfirmDelete } from '../../../shared/ui/useConfirmDelete';
import { AccountSection } from './AccountSection';

const MAX_MB = Math.round(COMPETENCE_UPLOAD_MAX_BYTES / (1024 * 1024));
const ACCEPTED = /\.(pdf|png|jpe?g)$/i;

/** Whether a picked file is one the server takes for a competence document (by its name). */
export const isCompetenceFile = (name: string) => ACCEPTED.test(name);

/** What a document's row shows: the list and an upload's answer read the same fields. */
export const competenceFileFragment = graphql`
  fragment AccountCompetences_file on StoredFile {
    id
    originalName
    mimeType
    size
    createdAt
    url
  }
`;

const fragment = graphql`
  fragment AccountCompetences_user on User {
    id
    competences {
      ...AccountCompetences_file @relay(mask: false)
    }
  }
`;

function sizeLabel(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The viewer's competence documents (spec 3 Account.competences): upload, download, delete (confirmed). */
export function AccountCompetences({ user: userKey }: { user: AccountCompetences_user$key }) {
  const { t, i18n } = useLingui();
  const user = useFragment(fragment, userKey);
  const { showToast } = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const [add, adding] = useMutation<AccountCompetencesAddMutation>(graphql`
    mutation AccountCompetencesAddMutation($file: Upload!) {
      addCompetenceFile(file: $file) {
        ...AccountCompetences_file @relay(mask: false)
      }
    }
  `);
  const [remove, removing] = useMutation<AccountCompetencesDeleteMutation>(graphql`
    mutation AccountCompetencesDeleteMutation($id: ID!) {
      deleteCompetenceFile(id: $id)
    }
  `);

  /** The viewer's list is a plain field: the store's copy is changed in place after each mutation. */
  const changeList = (store: RecordSourceSelectorProxy, change: (list: RecordProxy[]) => RecordProxy[]) => {
    const record = store.get(user.id);
    if (!record) return;
    const list = (record.getLinkedRecords('competences') ?? []).filter((r): r is RecordProxy => r != null);
    record.setLinkedRecords(change(list), 'competences');
  };

  const pick = (file: File | null) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!isCompetenceFile(file.name)) {
      setProblem(t`Choose a PDF, PNG or JPEG file`);
      return;
    }
    if (file.size > COMPETENCE_UPLOAD_MAX_BYTES) {
      setProblem(t`The file is too large (at most ${MAX_MB} MB)`);
      return;
    }
    setProblem(null);
    add({
      variables: { file },
      uploadables: { file },
      updater: (store) => {
        const added = store.getRootField('addCompetenceFile');
        if (added) changeList(store, (list) => [...list, added]);
      },
      onCompleted: () => showToast(t`Attachment added`, 'success'),
      onError: (error) => setProblem(errorMessage(i18n, error)),
    });
  };

  const deletion = useConfirmDelete<{ id: string; originalName: string }>({
    busy: removing,
    deleted: t`Document deleted`,
    remove: (file, callbacks) =>
      remove({
        variables: { id: file.id },
        updater: (store) => changeList(store, (list) => list.filter((r) => r.getDataID() !== file.id)),
        ...callbacks,
      }),
  });
  const deletingName = deletion.target?.originalName ?? '';

  return (
    <AccountSection
      name="competences"
      title={<Trans>Competence documents</Trans>}
      intro={
        <Trans>
          Your qualifications, e.g. UAV pilot certificates or a medical certificate. PDF, PNG or JPEG, at most {MAX_MB}{' '}
          MB each. Only you and the academy's administrators can see them.
        </Trans>
      }
    >
      {user.competences.length === 0 ? (
        <Typography sx={{ py: 1 }} data-testid="competences-empty">
          <Trans>No documents yet.</Trans>
        </Typography>
      ) : (
        <List dense disablePadding>
          {user.competences.map((file, index) => (
            <ListItem
              key={file.id}
              disableGutters
              data-testid={`competence-${index}`}
              secondaryAction={
                <Box sx={{ display: 'flex', gap: 0.5 }}>
                  <IconButton component="a" href={file.url} download aria-label={t`Download ${file.originalName}`}>
                    <DownloadIcon />
                  </IconButton>
                  <IconButton
                    color="error"
                    aria-label={t`Delete ${file.originalName}`}
                    onClick={() => deletion.ask(file)}
                    data-testid={`competence-delete-${index}`}
                  >
                    <DeleteOutlinedIcon />
                  </IconButton>
                </Box>
              }
              sx={{ pr: 12 }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                {file.mimeType.startsWith('image/') ? <ImageOutlinedIcon /> : <PictureAsPdfOutlinedIcon />}
              </ListItemIcon>
              <ListItemText
                primary={
                  <Box
                    component="a"
                    href={file.url}
                    download
                    sx={{ fontWeight: 600, overflowWrap: 'anywhere', color: 'inherit' }}
                  >
                    {file.originalName}
                  </Box>
                }
                secondary={`${sizeLabel(file.size)} · ${formatDateTime(String(file.createdAt))}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {problem ? (
        <Alert severity="error" sx={{ mt: 2 }} role="alert" data-testid="competence-error">
          {problem}
        </Alert>
      ) : null}
      <Stack direction="row" sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button
          variant="outlined"
          component="label"
          disabled={adding}
          startIcon={adding ? <CircularProgress size={18} color="inherit" /> : <UploadFileIcon />}
          data-testid="competence-upload-button"
        >
          {adding ? <Trans>Uploading…</Trans> : <Trans>Add a document</Trans>}
          <input
            ref={input}
            hidden
            type="file"
            accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
            onChange={(event) => pick(event.target.files?.[0] ?? null)}
            data-testid="competence-upload"
          />
        </Button>
      </Stack>
      <ConfirmDialog
        {...deletion.dialog}
        title={<Trans>Delete the document “{deletingName}”?</Trans>}
        message={<Trans>The file will be deleted. This cannot be undone.</Trans>}
      />
    </AccountSection>
  );
}
