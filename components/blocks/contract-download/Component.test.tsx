import { describe, expect, it } from 'vitest';
import type { ContractDownloadBlock as ContractDownloadConfig } from '@/schemas/generated/config-types';
import { anchorsIn, renderBlock, textOf } from '../test-utils';

const block: ContractDownloadConfig = {
  type: 'contract-download',
  heading: 'Download a sample nanny contract',
  body: [
    'A written agreement sets **pay, hours and duties** before day one.',
    'Read [what to include](/nanny-contract-rules) first.',
  ],
  pdf: { href: '/contracts/sample-nanny-contract.pdf', label: 'Download the contract' },
  rulesArticle: { label: 'What a nanny contract should cover', href: '/nanny-contract-rules' },
};

describe('ContractDownloadBlock', () => {
  it('offers the PDF as a download whose accessible name says PDF', () => {
    const html = renderBlock(block);
    const pdf = anchorsIn(html).find((anchor) => anchor.href === '/contracts/sample-nanny-contract.pdf');
    expect(pdf?.tag).toMatch(/\bdownload=""/);
    expect(pdf?.text).toBe('Download the contract (PDF)');
  });

  it('does not repeat PDF when the label already says it', () => {
    const html = renderBlock({ ...block, pdf: { ...block.pdf, label: 'Get the PDF' } });
    expect(anchorsIn(html).find((anchor) => anchor.href.endsWith('.pdf'))?.text).toBe('Get the PDF');
  });

  it('renders the body with inline formatting and links to the rules article', () => {
    const html = renderBlock(block);
    expect(html).toMatch(/<h2[^>]*>Download a sample nanny contract<\/h2>/);
    expect(html).toContain('<strong>pay, hours and duties</strong>');
    expect(textOf(html)).toContain('Read what to include first.');
    expect(anchorsIn(html)).toContainEqual(
      expect.objectContaining({ href: '/nanny-contract-rules', text: 'What a nanny contract should cover' }),
    );
  });
});
