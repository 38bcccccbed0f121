import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';

// Placeholder until the layout shell lands (issue 2).
export function AppLayout() {
  return (
    <Box component="main">
      <Outlet />
    </Box>
  );
}
