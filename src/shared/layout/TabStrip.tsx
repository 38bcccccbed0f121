import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { SxProps, Theme } from '@mui/material/styles';
import { moveFocusByArrows } from './arrowFocus';

export interface TabStripProps<V extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly { value: V; label: string }[];
  value: V;
  onChange(value: V): void;
  sx?: SxProps<Theme>;
}

/**
 * A row of a few tabs drawn as MUI's Tabs draw them (the button typography, the secondary text
 * colour, the selected tab in the primary colour over a 2 px bar) and used as they are: a tab
 * list whose selected tab is its one Tab stop, the arrow keys, Home and End moving the focus, a
 * click or Enter choosing. For a page that draws its tabs at first paint: MUI's Tabs bring a
 * measured, animated indicator, scroll buttons and a roving-focus helper, about 8 kB gzip
 * (docs/decisions/0266).
 */
export function TabStrip<V extends string>({ label, tabs, value, onChange, sx }: TabStripProps<V>) {
  return (
    <Box
      role="tablist"
      aria-label={label}
      onKeyDown={(event) => moveFocusByArrows(event, '[role="tab"]')}
      sx={[{ display: 'flex', minHeight: 48, overflow: 'hidden' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <ButtonBase
            key={tab.value}
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            focusRipple
            onClick={() => !selected && onChange(tab.value)}
            sx={(theme) => ({
              ...theme.typography.button,
              lineHeight: 1.25,
              minWidth: 90,
              maxWidth: 360,
              minHeight: 48,
              flexShrink: 0,
              padding: '12px 16px',
              color: selected ? 'primary.main' : 'text.secondary',
              '&::after': selected
                ? { content: '""', position: 'absolute', left: 0, right: 0, bottom: 0, height: 2, bgcolor: 'primary.main' }
                : {},
            })}
          >
            {tab.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
