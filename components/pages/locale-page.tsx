import type { ReactNode } from 'react';
import type { PagePath } from '@/content/pages';
import { localeParam, type LangParams, type Locale } from '@/lib/i18n';
import { pageMetadata } from '@/lib/seo/metadata';

/**
 * A fixed page's route exports in the other languages (/hi/household): its metadata and its body,
 * both in the language of the path.
 */
export function localePage(
  path: PagePath,
  body: (locale: Locale) => ReactNode,
  { noindex }: { noindex?: boolean } = {},
) {
  return {
    generateMetadata: async ({ params }: LangParams) =>
      pageMetadata(path, { locale: localeParam((await params).lang), noindex }),
    Page: async ({ params }: LangParams) => body(localeParam((await params).lang)),
  };
}
