import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useSearchParams } from 'react-router-dom';

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
 * A switch between a screen's views, kept in the URL as `?view=`: the default view leaves the
 * URL bare (and drops the other view's parameters); another view starts from its own defaults.
 */
export function ViewSwitch<V extends string>({ label, views }: Props<V>) {
  const [, setParams] = useSearchParams();
  const view = useView(views);
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={view}
      aria-label={label}
      onChange={(_e, next: V | null) => next && setParams(next === views[0].value ? {} : { view: next })}
      sx={{ alignSelf: 'flex-start' }}
    >
      {views.map((v) => (
        <ToggleButton key={v.value} value={v.value}>
          {v.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
