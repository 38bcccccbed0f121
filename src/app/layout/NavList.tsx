import { lazy, Suspense } from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Link, useLocation } from 'react-router-dom';
import { activeHref, type MenuItem } from '@shared/navigation/menu';

// Only the minimized sidebar names its icons in tooltips; Tooltip and Popper load when it is first minimized.
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

interface Props {
  items: readonly MenuItem[];
  minimized?: boolean;
  /** Called after a click, e.g. to close the mobile drawer. */
  onNavigate?: () => void;
}

/** The role menu as links; the current route's entry is selected and marked aria-current. */
export function NavList({ items, minimized = false, onNavigate }: Props) {
  const { pathname } = useLocation();
  const active = activeHref(flatten(items), pathname);
  return <Entries items={items} active={active} minimized={minimized} onNavigate={onNavigate} depth={0} />;
}

function Entries({
  items,
  active,
  minimized,
  onNavigate,
  depth,
}: Required<Omit<Props, 'onNavigate'>> & Pick<Props, 'onNavigate'> & { active?: string; depth: number }) {
  return (
    <List disablePadding={depth > 0}>
      {items.map((item) => {
        const Icon = item.icon;
        const selected = item.href === active;
        const link = (
          <ListItemButton
            component={Link}
            to={item.href}
            selected={selected}
            aria-current={selected ? 'page' : undefined}
            aria-label={minimized ? item.title : undefined}
            disabled={item.disabled}
            onClick={onNavigate}
            // Compact enough that the longest title, "Recurring Room Booking", stays on one line in 240 px.
            sx={{ minHeight: 44, px: 1.5, pl: 1.5 + depth * 2, justifyContent: minimized ? 'center' : 'flex-start' }}
          >
            <ListItemIcon sx={{ minWidth: 0, mr: minimized ? 0 : 1.5, justifyContent: 'center' }}>
              <Icon />
            </ListItemIcon>
            {!minimized && (
              <ListItemText primary={item.title} slotProps={{ primary: { variant: 'body2', noWrap: true, sx: { fontWeight: 500 } } }} />
            )}
          </ListItemButton>
        );
        return (
          <ListItem key={item.href} disablePadding sx={{ display: 'block' }}>
            {minimized ? (
              <Suspense fallback={link}>
                <Tooltip title={item.label} placement="right" describeChild>
                  {link}
                </Tooltip>
              </Suspense>
            ) : (
              link
            )}
            {item.children && !minimized && (
              <Entries items={item.children} active={active} minimized={false} onNavigate={onNavigate} depth={depth + 1} />
            )}
          </ListItem>
        );
      })}
    </List>
  );
}

const flatten = (items: readonly MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
