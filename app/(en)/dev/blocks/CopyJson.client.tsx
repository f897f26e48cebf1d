'use client';

import { useState } from 'react';
import { buttonClass } from '@/components/ui/ButtonLink';

/** Copies an example's JSON, ready to paste into a page's "blocks". */
export function CopyJson({ json, label }: { json: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = () => {
    navigator.clipboard.writeText(json).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <button
      type="button"
      className={buttonClass({ variant: 'outlined', color: 'primary', size: 'small' })}
      onClick={copy}
      aria-label={`Copy the JSON of ${label}`}
    >
      {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed: select the text' : 'Copy JSON'}
    </button>
  );
}
