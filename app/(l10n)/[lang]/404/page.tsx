import { localeParam, type LangParams } from '@/lib/i18n';
import { NotFoundPage, notFoundMetadata } from '@/components/pages/home-page';

// A language's 404 page, exported as out/<lang>/404.html (out/hi/404.html): what the default
// language's is (app/global-not-found.tsx), for unknown paths under the language's prefix.
// Cloudflare Pages serves the nearest 404.html up the path, scripts/serve.mjs does the same, and
// README.md ("Deploying") says what other hosts need. An ordinary page, so it rides in no other
// page's payload; at /hi/404 itself it answers 200, as /404 does, and stays out of the sitemap.
export async function generateMetadata({ params }: LangParams) {
  return notFoundMetadata(localeParam((await params).lang));
}

export default async function Page({ params }: LangParams) {
  return <NotFoundPage locale={localeParam((await params).lang)} />;
}
