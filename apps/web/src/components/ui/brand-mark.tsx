import { SvgIcon, type SvgIconProps } from '@mui/material';

/** The Kinderly house mark, the same drawing as public/favicon.svg. Decorative: the name is always beside it. */
export function BrandMark(props: SvgIconProps) {
  return (
    <SvgIcon viewBox="0 0 64 64" aria-hidden {...props}>
      <rect width="64" height="64" rx="14" fill="#1976D2" />
      <path d="M32 13 11 30h6v21h30V30h6z" fill="#fff" />
      <circle cx="32" cy="33" r="5" fill="#1976D2" />
      <path d="M23 51c0-6 4-10 9-10s9 4 9 10z" fill="#1976D2" />
    </SvgIcon>
  );
}
