import type { ReactNode } from 'react';
import type { PagePath } from '@/content/pages';
import { DEFAULT_LOCALE, localeParam, type LangParams, type Locale } from '@/lib/i18n';
import { pageMetadata } from '@/lib/seo/metadata';

/**
 * A fixed page's route exports, from its body in a language: `metadata` and `English` for the
 * default language's route (/household), `generateMetadata` and `Page` for the other languages'
 * (/hi/household), each in the language of the path.
 */
export function fixedPage(
  path: PagePath,
  body: (locale: Locale) => ReactNode,
  { noindex }: { noindex?: boolean } = {},
) {
  return {
    metadata: pageMetadata(path, { noindex }),
    English: () => body(DEFAULT_LOCALE),
    generateMetadata: async ({ params }: LangParams) =>
      pageMetadata(path, { locale: localeParam((await params).lang), noindex }),
    Page: async ({ params }: LangParams) => body(localeParam((await params).lang)),
  };
}
