'use client';

import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha } from '@mui/material/styles';

/** The spec's collapsed height; the text stays in the HTML for search engines and screen readers. */
const COLLAPSED_HEIGHT = 120;

interface ExpandableTextProps {
  moreLabel: string;
  lessLabel: string;
  children: ReactNode;
}

export function ExpandableText({ moreLabel, lessLabel, children }: ExpandableTextProps) {
  const [expanded, setExpanded] = useState(false);
  const contentId = useId();
  return (
    <>
      <Box
        id={contentId}
        // Keyboard users tabbing onto a link hidden under the fade would lose their focus from view.
        onFocus={() => setExpanded(true)}
        sx={{
          position: 'relative',
          overflow: 'hidden',
          maxHeight: expanded ? 'none' : COLLAPSED_HEIGHT,
          '&::after': expanded
            ? undefined
            : {
                content: '""',
                position: 'absolute',
                insetInline: 0,
                bottom: 0,
                height: 48,
                pointerEvents: 'none',
                background: (theme) =>
                  `linear-gradient(${alpha(theme.palette.background.default, 0)}, ${theme.palette.background.default})`,
              },
        }}
      >
        {children}
      </Box>
      <Button aria-expanded={expanded} aria-controls={contentId} onClick={() => setExpanded((open) => !open)} sx={{ mt: 1, px: 0 }}>
        {expanded ? lessLabel : moreLabel}
      </Button>
    </>
  );
}
