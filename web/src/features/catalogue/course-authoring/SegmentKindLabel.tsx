import type { ReactElement } from 'react';
import { useLingui } from '@lingui/react/macro';
import AudiotrackOutlinedIcon from '@mui/icons-material/AudiotrackOutlined';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import NotesIcon from '@mui/icons-material/Notes';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import type { SegmentKind } from './segments';

/** The name of each segment kind in the reader's language. */
export function useKindLabels(): Record<SegmentKind, string> {
  const { t } = useLingui();
  return { TEXT: t`Text`, VIDEO: t`Video`, AUDIO: t`Audio`, IMAGE: t`Image`, FILE: t`File` };
}

/** The icon of each segment kind. */
export function kindIcon(kind: SegmentKind): ReactElement {
  switch (kind) {
    case 'TEXT':
      return <NotesIcon />;
    case 'VIDEO':
      return <OndemandVideoIcon />;
    case 'AUDIO':
      return <AudiotrackOutlinedIcon />;
    case 'IMAGE':
      return <ImageOutlinedIcon />;
    case 'FILE':
      return <AttachFileIcon />;
  }
}
