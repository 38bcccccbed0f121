import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BrandLogo, PRODUCT_TITLE } from '@shared/navigation/BrandLogo';

/** The left panel of the login page (SPEC.md §2); hidden on small screens. */
export function LoginBranding() {
  return (
    <Box
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'space-between',
        p: 5,
        bgcolor: '#101828',
        color: '#fff',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <BrandLogo fontSize="large" />
        <Typography variant="h6" component="p" sx={{ fontWeight: 600 }}>
          {PRODUCT_TITLE}
        </Typography>
      </Box>
      <Typography sx={{ maxWidth: 420, opacity: 0.85 }}>
        Book classrooms and conference rooms, approve requests and manage campus spaces in one place.
      </Typography>
    </Box>
  );
}
