import { InlineText } from './InlineText';
import { cx, text } from './typography';

/** Config paragraphs as body text, with the inline **bold** and [link](/path) syntax. */
export function Paragraphs({ paragraphs, className }: { paragraphs: readonly string[]; className?: string }) {
  return (
    <div className={cx(text.body, text.stack, className)}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>
          <InlineText text={paragraph} />
        </p>
      ))}
    </div>
  );
}
