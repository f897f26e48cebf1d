import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

// Two paths instead of @mui/icons-material, which is not a dependency.

export function ExpandMoreIcon(props: SvgIconProps) {
  return (
    <SvgIcon aria-hidden="true" {...props}>
      <path d="M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z" />
    </SvgIcon>
  );
}

export function CheckIcon(props: SvgIconProps) {
  return (
    <SvgIcon aria-hidden="true" {...props}>
      <path d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" />
    </SvgIcon>
  );
}
