import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useColorScheme } from '@mui/material/styles';
import { THEME_OPTIONS } from './themeOptions';

interface Props {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The theme choices; loaded on the first opening of the theme menu. */
export default function ThemeMenuPopup({ id, anchor, onClose }: Props) {
  const { mode, setMode } = useColorScheme();
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {THEME_OPTIONS.map(({ mode: value, label, Icon }) => (
        <MenuItem
          key={value}
          role="menuitemradio"
          aria-checked={mode === value}
          selected={mode === value}
          onClick={() => {
            setMode(value);
            onClose();
          }}
        >
          <ListItemIcon>
            <Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{label}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
