import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Divider from '@mui/material/Divider';
import { useLingui } from '@lingui/react/macro';
import { registerUrl, useSession } from '../../shared/session/session';
import { isCurrent, type MenuSection } from '../menu';

/** The same menu in the drawer (below 1200 px): a titled list per group. */
export function MobileMenu({ sections, onNavigate }: { sections: MenuSection[]; onNavigate: () => void }) {
  const { t, i18n } = useLingui();
  const { pathname, search } = useLocation();
  const session = useSession();
  return (
    <Box component="nav" aria-label={t`Main menu`} sx={{ width: 300, maxWidth: '85vw' }}>
      <List dense component="div">
        <ListItemButton component={RouterLink} to="/home" onClick={onNavigate} data-testid="menu-home">
          <ListItemText primary={t`Home`} />
        </ListItemButton>
      </List>
      {sections.map((section) => (
        <Box key={section.id}>
          <Divider />
          <List
            dense
            component="div"
            aria-labelledby={`drawer-section-${section.id}`}
            subheader={
              <ListSubheader id={`drawer-section-${section.id}`} component="div" disableSticky>
                {i18n._(section.label)}
              </ListSubheader>
            }
          >
            {section.links.map((link) => {
              const current = isCurrent(link, pathname, search);
              return (
                <ListItemButton
                  key={link.key}
                  component={RouterLink}
                  to={link.to}
                  selected={current}
                  aria-current={current ? 'page' : undefined}
                  onClick={onNavigate}
                  data-testid={`menu-${link.testId}`}
                  sx={{ pl: 3 }}
                >
                  <ListItemText primary={i18n._(link.label)} />
                </ListItemButton>
              );
            })}
          </List>
        </Box>
      ))}
      {session.status === 'guest' ? (
        <>
          <Divider />
          <List dense component="div">
            <ListItemButton component="a" href={registerUrl()} data-testid="menu-register">
              <ListItemText primary={t`Create account`} />
            </ListItemButton>
          </List>
        </>
      ) : null}
    </Box>
  );
}
