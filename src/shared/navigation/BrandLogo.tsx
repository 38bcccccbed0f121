import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/** The product's name as SPEC.md §2 gives it (sidebar and login branding). */
export const PRODUCT_TITLE = 'Dashboard Admin Console';

/** The campus logo: the same mark as the favicon, drawn inline so it needs no request. */
export function BrandLogo(props: SvgIconProps) {
  return (
    <SvgIcon viewBox="0 0 32 32" titleAccess="Campus Room Booking logo" {...props}>
      <rect width="32" height="32" rx="7" fill="#1f3a93" />
      <path d="M8 24V11l8-4 8 4v13h-5v-7h-6v7z" fill="#fff" />
    </SvgIcon>
  );
}
