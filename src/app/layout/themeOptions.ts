import LightModeIcon from '@mui/icons-material/LightMode';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';

/** The theme menu's choices (SPEC.md §1), in menu order. */
export const THEME_OPTIONS = [
  { mode: 'light', label: 'Light', Icon: LightModeIcon },
  { mode: 'dark', label: 'Dark', Icon: DarkModeIcon },
  { mode: 'system', label: 'System', Icon: SettingsBrightnessIcon },
] as const;

/** The option for a stored mode; System until MUI has read the stored one. */
export const themeOptionFor = (mode: string | undefined) => THEME_OPTIONS.find((option) => option.mode === mode) ?? THEME_OPTIONS[2];
