import type { NextConfig } from 'next';
import { availableParallelism } from 'node:os';

const nextConfig: NextConfig = {
  // Plain HTML/CSS/JS in out/, served by any CDN: there is no server of our own.
  output: 'export',
  // /about is exported as about.html and served at /about (no trailing slash), matching
  // the canonical URLs and the sitemap.
  trailingSlash: false,
  // The export has no image optimiser at request time; artwork is SVG and owner photos are
  // pre-optimised at build time (see README), so next/image must not emit /_next/image URLs.
  images: { unoptimized: true },
  poweredByHeader: false,
  // Always defined, so that lib/env.ts's `=== 'off'` tests fold to constants in the bundle (an
  // unset variable is left as a lookup, and the EmailJS ids behind it would ship).
  env: {
    NEXT_PUBLIC_LEADS_API: /^\s*off\s*$/i.test(process.env.NEXT_PUBLIC_LEADS_API ?? '')
      ? 'off'
      : (process.env.NEXT_PUBLIC_LEADS_API ?? '').trim(),
    // Google's measuring tags, for lib/env.ts's `analytics` (docs/analytics.md): with none set,
    // the consent notice and the code behind it are left out of every page.
    NEXT_PUBLIC_GA4_ID: (process.env.NEXT_PUBLIC_GA4_ID ?? '').trim(),
    NEXT_PUBLIC_GOOGLE_ADS_ID: (process.env.NEXT_PUBLIC_GOOGLE_ADS_ID ?? '').trim(),
    NEXT_PUBLIC_GOOGLE_ADS_LEAD_LABEL: (process.env.NEXT_PUBLIC_GOOGLE_ADS_LEAD_LABEL ?? '').trim(),
  },
  reactStrictMode: true,
  // app/global-not-found.tsx: the 404 page is rendered on its own instead of riding along in
  // every page's payload as the root layout's not-found fallback.
  // inlineCss: each page's styles come inside its HTML. They are written beside their components
  // (docs/architecture.md#where-styles-live), which Turbopack ships as a dozen small stylesheets
  // a page; as links they would be a dozen render-blocking requests on a slow line, inline they
  // are none, for about 11 KB more of each page's gzipped HTML.
  // cpus: pages are generated in as many workers as the machine has cores (Next's default leaves
  // one idle): 18 s instead of 24 for the 527 pages on two cores.
  experimental: { globalNotFound: true, inlineCss: true, cpus: availableParallelism() },
  // `npm test` type-checks the whole project (tests included) just before it builds, and says
  // so with NEXT_TYPECHECKED=1: the build need not check it again. Every other build does.
  typescript: { ignoreBuildErrors: process.env.NEXT_TYPECHECKED === '1' },
};

export default nextConfig;
