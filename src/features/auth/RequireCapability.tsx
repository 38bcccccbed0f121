import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { Outlet } from 'react-router-dom';
import type { Capability } from '@contracts/roles';
import { useCan } from '@shared/session/useCurrentUser';

/** A page for roles that hold the capability; others see a "not allowed" notice (DESIGN.md §4). */
export function RequireCapability({ capability }: { capability: Capability }) {
  const allowed = useCan(capability);
  if (!allowed) {
    return (
      <Alert severity="warning" sx={{ m: 3 }}>
        {/* The page's heading (axe page-has-heading-one): the notice is all the page shows. */}
        <AlertTitle component="h1">Not allowed</AlertTitle>
        Your account does not have access to this page. Ask an administrator if you need it.
      </Alert>
    );
  }
  return <Outlet />;
}
