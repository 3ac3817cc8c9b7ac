import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo/metadata';
import { indexablePaths } from '@/lib/seo/sitemap';

// app/sitemap.ts rather than next-sitemap: the list comes from the same content modules as the
// pages, so it cannot drift; URLs are absolute and exactly as served (no trailing slash, no
// route groups); and nothing needs excluding after the fact (404, /menu, RSC payload files).
export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  const lastModified = new Date();
  return indexablePaths().map((path) => ({
    url: absoluteUrl(path),
    lastModified,
    changeFrequency: path === '/' || path === '/blog' ? 'weekly' : 'monthly',
    priority:
      path === '/'
        ? 1
        : path === '/form'
          ? 0.9
          : path.startsWith('/packers-movers-in-')
            ? 0.8
            : 0.6,
  }));
}
