import { Suspense, lazy, useState, type ComponentProps } from 'react';
import type MuiMenu from '@mui/material/Menu';

const Menu = lazy(() => import('@mui/material/Menu'));

/**
 * MUI's Menu, downloaded the first time it opens: its popover, focus trap and transitions are
 * not part of a page's first load (the header's menus are closed until clicked).
 */
export function LazyMenu(props: ComponentProps<typeof MuiMenu>) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Menu {...props} />
    </Suspense>
  );
}
