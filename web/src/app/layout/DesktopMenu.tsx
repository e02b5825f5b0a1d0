import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { useLingui } from '@lingui/react/macro';
import { isCurrent, type MenuSection } from '../menu';
import { LazyMenu } from '../../shared/ui/LazyMenu';

/** The horizontal menu (from 1200 px): a button per group, a dropdown when a group has several links. */
export function DesktopMenu({ sections }: { sections: MenuSection[] }) {
  const { t } = useLingui();
  return (
    <Box component="nav" aria-label={t`Main menu`} sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
      {sections.map((section) => (
        <SectionButton key={section.id} section={section} />
      ))}
    </Box>
  );
}

const navButtonSx = {
  color: 'inherit',
  px: 1.5,
  borderRadius: 2,
  '&[aria-current="page"], &.active-section': { bgcolor: 'rgba(125, 211, 252, 0.16)' },
} as const;

function SectionButton({ section }: { section: MenuSection }) {
  const { i18n } = useLingui();
  const { pathname, search } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = `menu-section-${section.id}`;
  const only = section.links.length === 1 ? section.links[0] : undefined;
  if (only) {
    const current = isCurrent(only, pathname, search);
    return (
      <Button
        component={RouterLink}
        to={only.to}
        aria-current={current ? 'page' : undefined}
        data-testid={`menu-${only.testId}`}
        sx={navButtonSx}
      >
        {i18n._(only.label)}
      </Button>
    );
  }
  const active = section.links.some((link) => link.to.split('?')[0] === pathname);
  return (
    <>
      <Button
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        endIcon={<KeyboardArrowDownIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        className={active ? 'active-section' : undefined}
        data-testid={`menu-group-${section.id}`}
        sx={navButtonSx}
      >
        {i18n._(section.label)}
      </Button>
      <LazyMenu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {section.links.map((link) => (
          <MenuItem
            key={link.key}
            component={RouterLink}
            to={link.to}
            selected={isCurrent(link, pathname, search)}
            aria-current={isCurrent(link, pathname, search) ? 'page' : undefined}
            onClick={() => setAnchor(null)}
            data-testid={`menu-${link.testId}`}
          >
            {i18n._(link.label)}
          </MenuItem>
        ))}
      </LazyMenu>
    </>
  );
}
