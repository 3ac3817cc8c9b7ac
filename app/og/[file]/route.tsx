import { cityFromPageSegment, cityPageSegments } from '@/lib/cities';
import { renderOgImage } from '@/lib/seo/og-image';
import { OG_SITE_FILE } from '@/lib/seo/metadata';
import { ogText } from '@/content/og-text';

// Open Graph images drawn at build time and exported as plain PNG files (/og/<page>.png), so any
// CDN serves them with the right type. One for the site, one per city page naming the city, each
// as a palette PNG (lib/seo/og-image.tsx).
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): { file: string }[] {
  return [OG_SITE_FILE, ...cityPageSegments().map((s) => `${s}.png`)].map((file) => ({ file }));
}

export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }) {
  const city = cityFromPageSegment((await params).file.replace(/\.png$/, ''));
  const text = city
    ? { title: ogText.city.title(city.name), subtitle: ogText.city.subtitle(city.state) }
    : ogText.site;
  return renderOgImage(text);
}
