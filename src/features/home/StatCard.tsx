import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

interface StatCardProps {
  title: string;
  value: string;
  description: string;
  icon: ReactNode;
  /** A link to where the number is acted on. */
  action?: ReactNode;
}

/** One number with its title and a line of explanation. */
export function StatCard({ title, value, description, icon, action }: StatCardProps) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ flex: 1, minWidth: 240 }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="subtitle2" component="h2" color="text.secondary">
            {title}
          </Typography>
          <Box aria-hidden sx={{ color: 'text.secondary', display: 'flex' }}>
            {icon}
          </Box>
        </Box>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
          {value}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
        {action && <Box sx={{ mt: 1, ml: -1 }}>{action}</Box>}
      </CardContent>
    </Card>
  );
}
