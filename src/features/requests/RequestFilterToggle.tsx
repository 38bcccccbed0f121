import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

export type RequestFilter = 'all' | 'pending';

/** SPEC.md: the toggle between "All Requests" and "Pending Requests". */
export function RequestFilterToggle({ value, onChange }: { value: RequestFilter; onChange(value: RequestFilter): void }) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      aria-label="Which requests to show"
      // A click on the selected button would clear the choice; keep it instead.
      onChange={(_event, next: RequestFilter | null) => next && onChange(next)}
    >
      <ToggleButton value="all">All Requests</ToggleButton>
      <ToggleButton value="pending">Pending Requests</ToggleButton>
    </ToggleButtonGroup>
  );
}
