'use client';

import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';

export interface HiredChoice {
  label: string;
  value: number;
  /** Computed on the server, so the enrollment rules never ship to the browser. */
  href: string;
}

interface HiredQuestionProps {
  question: string;
  choices: HiredChoice[];
  /** Used until the visitor answers, and by visitors without JavaScript. */
  defaultHref: string;
  initialValue?: number;
  label: string;
}

const onDark = { color: 'inherit', '&.Mui-focused, &.Mui-checked': { color: 'inherit' } };

export function HiredQuestion({ question, choices, defaultHref, initialValue, label }: HiredQuestionProps) {
  const [value, setValue] = useState(initialValue);
  const labelId = useId();
  const href = choices.find((choice) => choice.value === value)?.href ?? defaultHref;
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <FormControl>
        <FormLabel id={labelId} sx={onDark}>
          {question}
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={value === undefined ? '' : String(value)}
          onChange={(event) => setValue(Number(event.target.value))}
          sx={{ justifyContent: 'center' }}
        >
          {choices.map((choice) => (
            <FormControlLabel key={choice.value} value={String(choice.value)} control={<Radio sx={onDark} />} label={choice.label} />
          ))}
        </RadioGroup>
      </FormControl>
      <Button variant="contained" color="secondary" size="large" href={href}>
        {label}
      </Button>
    </Stack>
  );
}
