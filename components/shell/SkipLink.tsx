import Link from '@mui/material/Link';

/** Lets keyboard users jump past the navigation; visible only when focused. */
export function SkipLink() {
  return (
    <Link
      href="#main"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 2000,
        p: 1,
        bgcolor: 'background.default',
        '&:focus': { top: 8 },
      }}
    >
      Skip to content
    </Link>
  );
}
