import Drawer from '@mui/material/Drawer';
import { useLingui } from '@lingui/react/macro';
import type { MenuSection } from '../menu';
import { MobileMenu } from './MobileMenu';

/** The menu drawer of narrow screens: loaded the first time it opens (MainLayout). */
export default function MobileDrawer({
  open,
  onClose,
  sections,
}: {
  open: boolean;
  onClose: () => void;
  sections: MenuSection[];
}) {
  const { t } = useLingui();
  return (
    <Drawer id="main-drawer" open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': t`Main menu` } }}>
      <MobileMenu sections={sections} onNavigate={onClose} />
    </Drawer>
  );
}
