import { useId } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { InlineText } from '@/components/ui/InlineText';
import { BlockSection } from '../BlockSection';
import { ExpandMoreIcon } from '../icons';
import type { BlockProps } from '../types';

/**
 * MUI's Accordion is already a client component, so this block stays on the
 * server: answers are in the HTML (collapsed) for search engines.
 */
export function FaqBlock({ block }: BlockProps<'faq'>) {
  // Two FAQ blocks on one page must not share question/answer ids.
  const baseId = useId();
  return (
    <BlockSection heading={block.heading} anchor={block.anchor} maxWidth="md">
      {block.items.map((item, index) => (
        <Accordion key={index} disableGutters variant="outlined" slotProps={{ heading: { component: 'h3' } }}>
          <AccordionSummary id={`${baseId}-q${index}`} aria-controls={`${baseId}-a${index}`} expandIcon={<ExpandMoreIcon />}>
            <Typography component="span" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {item.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            {item.answer.map((paragraph, paragraphIndex) => (
              <Typography key={paragraphIndex} component="p" variant="body1" sx={{ mb: 1.5, '&:last-child': { mb: 0 } }}>
                <InlineText text={paragraph} />
              </Typography>
            ))}
          </AccordionDetails>
        </Accordion>
      ))}
    </BlockSection>
  );
}
