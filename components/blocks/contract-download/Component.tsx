import { ButtonLink } from '@/components/ui/ButtonLink';
import { Paragraphs } from '@/components/ui/Paragraphs';
import { Section } from '@/components/ui/Section';
import { text } from '@/components/ui/typography';
import type { BlockProps } from '../types';
import styles from './contract-download.module.css';

export function ContractDownloadBlock({ block }: BlockProps<'contract-download'>) {
  // Screen-reader users should know the link starts a PDF download, even when the label does not say so.
  const labelSaysPdf = /\bpdf\b/i.test(block.pdf.label);
  return (
    <Section heading={block.heading} size="md">
      <Paragraphs paragraphs={block.body} />
      <div className={styles.actions}>
        <ButtonLink href={block.pdf.href} download size="large">
          <DownloadIcon />
          {block.pdf.label}
          {!labelSaysPdf && <span className="visually-hidden"> (PDF)</span>}
        </ButtonLink>
        <a href={block.rulesArticle.href} className={text.body}>
          {block.rulesArticle.label}
        </a>
      </div>
    </Section>
  );
}

function DownloadIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M19 9h-4V3H9v6H5l7 7zM5 18v2h14v-2z" fill="currentColor" />
    </svg>
  );
}
