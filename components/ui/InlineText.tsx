/**
 * Renders the small inline syntax config text may use: **bold** and
 * [label](/path) links. Anything else is plain text, so config can never
 * inject markup.
 */
import type { ReactNode } from 'react';

const INLINE = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
const SAFE_HREF = /^(\/|#|https:\/\/|mailto:|tel:)/;

export function parseInline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push(text.slice(last, index));
    const [whole, bold, label, href] = match;
    if (bold !== undefined) {
      nodes.push(<strong key={index}>{bold}</strong>);
    } else if (label !== undefined && href !== undefined && SAFE_HREF.test(href)) {
      nodes.push(
        <a key={index} href={href}>
          {label}
        </a>,
      );
    } else {
      nodes.push(whole);
    }
    last = index + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

export function InlineText({ text }: { text: string }) {
  return <>{parseInline(text)}</>;
}
