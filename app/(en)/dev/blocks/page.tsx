/**
 * The block gallery: every registered block rendered from its fixtures,
 * with the JSON beside it to copy into a page. On in development; in
 * production only with the block-gallery flag. Never indexed, not in the
 * sitemap (it is not a page of pages-config), disallowed in robots.txt.
 */
import { DEFAULT_LOCALE } from '@/engine/locale';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { blockRegistry } from '@/components/blocks/registry';
import { Container } from '@/components/ui/Container';
import { cx, text } from '@/components/ui/typography';
import { galleryAnchor, gallerySectionId } from '@/engine/gallery';
import { formatProblem } from '@/engine/result';
import { renderBlocks } from '@/engine/render';
import { getSite } from '@/services/config/site-model';
import { evaluateFlags, FLAG_OVERRIDE_COOKIE } from '@/services/flags/flags';
import { loadGallery } from '@/services/gallery/block-examples';
import { CopyJson } from './CopyJson.client';
import styles from './gallery.module.css';

// Read per request: the flag (and, in tests, the override cookie) decides whether the gallery exists.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Block gallery',
  robots: { index: false, follow: false },
};

export default async function BlockGallery() {
  const { model } = await getSite();
  const { flags } = evaluateFlags(
    model.site.featureFlags,
    process.env,
    (await cookies()).get(FLAG_OVERRIDE_COOKIE)?.value,
  );
  if (process.env.NODE_ENV === 'production' && !flags['block-gallery']) notFound();

  const gallery = await loadGallery(Object.keys(blockRegistry));
  // A page that defines ad slots, so an ad-slot example has a slot to look up.
  const page = model.pages.find((candidate) => candidate.adSlots.length > 0) ?? model.pages[0];
  if (!page) notFound();
  const context = { site: model.site, page, shared: model.shared, flags, locale: DEFAULT_LOCALE };
  const policy = { mode: 'development', report: () => undefined } as const;

  return (
    <main id="main" className={styles.main}>
      <Container>
        <h1 className={text.h2}>Block gallery</h1>
        <p className={cx(text.body, text.muted)}>
          Every block type, rendered from its fixtures with this site&apos;s shared content, settings and flags. Copy an
          example into a page&apos;s <code>&quot;blocks&quot;</code>; the fields are in{' '}
          <code>components/blocks/&lt;type&gt;/schema.json</code>.
        </p>
        <nav aria-label="Block types">
          <ul className={styles.index}>
            {gallery.map(({ type }) => (
              <li key={type}>
                <a href={galleryAnchor(type)}>{type}</a>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
      {gallery.map(({ type, examples, problems }) => (
        <section
          key={type}
          id={gallerySectionId(type)}
          className={styles.type}
          aria-labelledby={`${gallerySectionId(type)}-heading`}
          data-gallery-type={type}
        >
          <Container>
            <h2 id={`${gallerySectionId(type)}-heading`} className={cx(text.h3, styles.typeHeading)}>
              <code>{type}</code>
            </h2>
            {examples.length === 0 && problems.length === 0 && (
              <p className={text.body}>No examples yet: add components/blocks/{type}/fixtures/valid.json.</p>
            )}
            {problems.map((problem) => (
              <p key={formatProblem(problem)} role="alert" className={styles.problem}>
                {formatProblem(problem)}
              </p>
            ))}
          </Container>
          {examples.map((example) => (
            <div key={example.file} className={styles.example} data-gallery-example={`${type}/${example.name}`}>
              <div>
                <div className={styles.preview}>{renderBlocks([example.block], blockRegistry, context, policy)}</div>
                {/* Shown by CSS only while the preview is empty: the block renders nothing with this site's settings. */}
                <p className={cx(text.small, text.muted, styles.emptyNote)} data-gallery-empty-note>
                  Renders nothing with this site&apos;s current settings (an ad slot, for example, needs
                  site.json&apos;s adServer.scriptUrl).
                </p>
              </div>
              <div className={styles.source}>
                <div className={styles.sourceBar}>
                  <span className={cx(text.small, text.muted)}>{example.file}</span>
                  <CopyJson json={example.json} label={`${type} (${example.name})`} />
                </div>
                <pre className={styles.json}>{example.json}</pre>
              </div>
            </div>
          ))}
        </section>
      ))}
    </main>
  );
}
