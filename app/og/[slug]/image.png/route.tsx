/**
 * The Open Graph card of each page (1200 × 630 PNG), drawn at build time:
 * the route is static, so a shared link costs the server nothing. Title,
 * lead and the page's hero art come from its config.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import { OG_IMAGE_SIZE, ogImageSlug } from '@/engine/metadata';
import { createSiteTheme } from '@/components/shell/theme';
import { getSite } from '@/services/config/site-model';

export const dynamic = 'force-static';
export const dynamicParams = false;

export async function generateStaticParams(): Promise<Array<{ slug: string }>> {
  const { routes } = await getSite();
  return routes.pages().map(({ page }) => ({ slug: ogImageSlug(page.route) }));
}

async function heroArt(src: string | undefined): Promise<string | undefined> {
  if (!src?.endsWith('.svg')) return undefined;
  try {
    const svg = await readFile(join(process.cwd(), 'public', src));
    return `data:image/svg+xml;base64,${svg.toString('base64')}`;
  } catch {
    return undefined;
  }
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  const { slug } = await params;
  const { model, routes } = await getSite();
  const page = routes.pages().find((candidate) => ogImageSlug(candidate.page.route) === slug)?.page;
  if (!page) return new Response('No such page', { status: 404 });
  const hero = page.blocks.find((block) => block.type === 'hero');
  const art = await heroArt(hero?.type === 'hero' ? hero.image?.src : undefined);
  const { palette } = createSiteTheme('care');
  const heading = hero?.type === 'hero' ? hero.heading : page.title;
  return new ImageResponse(
    <div
      style={{
        display: 'flex',
        width: '100%',
        height: '100%',
        background: palette.primary.light,
        padding: 64,
        fontFamily: 'Geist',
      }}
    >
      <div
        style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', width: art ? 640 : 1072 }}
      >
        <div style={{ display: 'flex', fontSize: 32, fontWeight: 700, color: palette.primary.dark }}>
          {model.site.brand.displayName}
        </div>
        <div
          style={{
            display: 'flex',
            fontSize: heading.length > 60 ? 52 : 64,
            lineHeight: 1.1,
            color: palette.primary.dark,
          }}
        >
          {heading}
        </div>
        <div style={{ display: 'flex', fontSize: 26, color: palette.text.secondary }}>{model.site.brand.tagline}</div>
      </div>
      {/* eslint-disable-next-line @next/next/no-img-element -- satori draws plain <img> */}
      {art && <img src={art} width={448} height={352} alt="" style={{ marginLeft: 16, alignSelf: 'center' }} />}
    </div>,
    { ...OG_IMAGE_SIZE },
  );
}
