import { createContext, useContext, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Trans } from '@lingui/react/macro';

/**
 * The admin's preview of a course or product page: the same page components as the public
 * catalogue, told through this context that they are previewed, so they show a banner, keep
 * buying off and link to previews (and the editor) instead of public addresses admins are kept
 * out of.
 */
export interface CataloguePreview {
  /** The page of this item in the admin's editor. */
  editorPath: string;
  /** Where another course (a twin) is previewed. */
  coursePath: (id: string) => string;
}

const PreviewContext = createContext<CataloguePreview | null>(null);

export function CataloguePreviewProvider({ value, children }: { value: CataloguePreview; children: ReactNode }) {
  return <PreviewContext.Provider value={value}>{children}</PreviewContext.Provider>;
}

/** Null on the public pages; the preview's settings inside an admin's preview. */
export function useCataloguePreview(): CataloguePreview | null {
  return useContext(PreviewContext);
}

/** Above a previewed page: what it is, whether visitors can see the item yet, and the way back. */
export function PreviewBanner({ hidden }: { hidden: boolean }) {
  const preview = useCataloguePreview();
  if (!preview) return null;
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 2, md: 3 } }}>
      <Alert
        severity="info"
        icon={<VisibilityOutlinedIcon />}
        data-testid="preview-banner"
        sx={{ alignItems: 'center', '& .MuiAlert-message': { flex: 1, minWidth: 0 } }}
        action={
          <Button
            component={RouterLink}
            to={preview.editorPath}
            color="inherit"
            variant="outlined"
            size="small"
            startIcon={<EditOutlinedIcon />}
            sx={{ whiteSpace: 'nowrap' }}
            data-testid="preview-back-to-editor"
          >
            <Trans>Back to the editor</Trans>
          </Button>
        }
      >
        <AlertTitle sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Trans>Preview</Trans>
          {hidden ? (
            <Chip
              size="small"
              color="warning"
              label={<Trans>Draft: visitors cannot see it yet</Trans>}
              data-testid="preview-draft"
            />
          ) : null}
        </AlertTitle>
        <Trans>This is how visitors see this page. Buying is turned off in the preview.</Trans>
      </Alert>
    </Container>
  );
}
