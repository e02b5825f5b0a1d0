import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import { Trans, useLingui } from '@lingui/react/macro';
import { FilePickButton, IMAGE_ACCEPT, hasExtension } from './FilePickButton';

/** A picked picture to upload, or the current one to remove; null: leave as it is. */
export type ImageChange = { kind: 'upload'; file: File } | { kind: 'remove' } | null;

const IMAGE_EXTENSIONS = ['.png', '.jpg', '.jpeg'] as const;

/** One picture of a form: the current one or a preview of the picked file, pick and remove. */
export function ImageField({
  id,
  label,
  currentUrl,
  change,
  onChange,
  disabled,
}: {
  id: string;
  label: string;
  currentUrl: string | null;
  change: ImageChange;
  onChange: (change: ImageChange) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const [wrongType, setWrongType] = useState(false);
  const file = change?.kind === 'upload' ? change.file : null;
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const shown = file ? preview : change?.kind === 'remove' ? null : currentUrl;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      <Box
        sx={{
          width: { xs: '100%', sm: 320 },
          aspectRatio: '16 / 9',
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'grey.100',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
        }}
      >
        {shown ? (
          <Box
            component="img"
            src={shown}
            alt={file ? t`Preview of the picked image` : label}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            data-testid={`${id}-preview`}
          />
        ) : (
          <Box sx={{ textAlign: 'center', color: 'text.secondary', p: 2 }}>
            <ImageOutlinedIcon aria-hidden sx={{ fontSize: 40 }} />
            <Typography variant="body2">
              <Trans>No image</Trans>
            </Typography>
          </Box>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
        <FilePickButton
          accept={IMAGE_ACCEPT}
          variant="outlined"
          disabled={disabled}
          testId={`${id}-input`}
          onPick={(picked) => {
            if (!hasExtension(picked, IMAGE_EXTENSIONS)) {
              setWrongType(true);
              return;
            }
            setWrongType(false);
            onChange({ kind: 'upload', file: picked });
          }}
        >
          {shown ? <Trans>Replace image</Trans> : <Trans>Choose image</Trans>}
        </FilePickButton>
        {change ? (
          <Button startIcon={<UndoIcon />} onClick={() => onChange(null)} disabled={disabled}>
            <Trans>Undo the change</Trans>
          </Button>
        ) : currentUrl ? (
          <Button
            color="error"
            startIcon={<DeleteOutlineIcon />}
            onClick={() => onChange({ kind: 'remove' })}
            disabled={disabled}
            data-testid={`${id}-remove`}
          >
            <Trans>Remove image</Trans>
          </Button>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {file ? (
            <Trans>Picked: {file.name}. Save the changes to upload it.</Trans>
          ) : change?.kind === 'remove' ? (
            <Trans>The image will be removed when you save the changes.</Trans>
          ) : (
            <Trans>PNG or JPG.</Trans>
          )}
        </Typography>
        {wrongType ? (
          <Alert severity="error" role="alert">
            <Trans>Choose a .png, .jpg or .jpeg file</Trans>
          </Alert>
        ) : null}
      </Box>
    </Box>
  );
}
