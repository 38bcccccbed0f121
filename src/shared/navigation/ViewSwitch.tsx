import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { Theme } from '@mui/material/styles';
import { useSearchParams } from 'react-router-dom';
import { moveFocusByArrows } from '@shared/layout/arrowFocus';

interface Props<V extends string> {
  label: string;
  /** The views: the first is the default, shown without `?view=`. */
  views: readonly { value: V; label: string }[];
}

/** The view `?view=` names (the first view when absent or unknown). */
export function viewOf<V extends string>(views: Props<V>['views'], params: URLSearchParams): V {
  const wanted = params.get('view');
  return views.find((v) => v.value === wanted)?.value ?? views[0].value;
}

/** The screen's view from the URL. */
export function useView<V extends string>(views: Props<V>['views']): V {
  return viewOf(views, useSearchParams()[0]);
}

/**
 * A button of the switch as MUI's small ToggleButton in a group draws it (outlined, joined to its
 * neighbours, the pressed one shaded; labels not in capitals, as the theme has them).
 */
const buttonSx = (first: boolean, last: boolean, pressed: boolean) => (theme: Theme) => {
  const { text, action, divider } = (theme.vars ?? theme).palette;
  return {
    ...theme.typography.button,
    textTransform: 'none',
    fontSize: theme.typography.pxToRem(13),
    padding: '7px',
    border: `1px solid ${divider}`,
    borderRadius: `${theme.shape.borderRadius}px`,
    color: pressed ? text.primary : action.active,
    backgroundColor: pressed ? theme.alpha(text.primary, action.selectedOpacity) : undefined,
    '&:hover': {
      backgroundColor: theme.alpha(text.primary, pressed ? `${action.selectedOpacity} + ${action.hoverOpacity}` : action.hoverOpacity),
      '@media (hover: none)': { backgroundColor: pressed ? theme.alpha(text.primary, action.selectedOpacity) : 'transparent' },
    },
    ...(!last && { borderTopRightRadius: 0, borderBottomRightRadius: 0 }),
    ...(!first && { marginLeft: '-1px', borderLeft: '1px solid transparent', borderTopLeftRadius: 0, borderBottomLeftRadius: 0 }),
  };
};

/**
 * A switch between a screen's views, kept in the URL as `?view=`: the default view leaves the
 * URL bare (and drops the other view's parameters); another view starts from its own defaults.
 * A group of toggle buttons as MUI's exclusive ToggleButtonGroup makes it (the pressed button the
 * group's one Tab stop, the arrow keys moving between them), without its code: the switch is
 * drawn at first paint of the pages with views, and MUI's group with its roving focus is about
 * 5 kB gzip (docs/decisions/0267).
 */
export function ViewSwitch<V extends string>({ label, views }: Props<V>) {
  const [, setParams] = useSearchParams();
  const view = useView(views);
  return (
    <Box
      role="group"
      aria-label={label}
      onKeyDown={(event) => moveFocusByArrows(event, 'button')}
      sx={{ display: 'inline-flex', borderRadius: 1, alignSelf: 'flex-start' }}
    >
      {views.map((v, i) => {
        const pressed = v.value === view;
        return (
          <ButtonBase
            key={v.value}
            aria-pressed={pressed}
            tabIndex={pressed ? 0 : -1}
            focusRipple
            onClick={() => !pressed && setParams(v.value === views[0].value ? {} : { view: v.value })}
            sx={buttonSx(i === 0, i === views.length - 1, pressed)}
          >
            {v.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
