import type { ReactNode } from 'react';
import type { PagePath } from '@/content/pages';
import type { Crumb } from '@/lib/seo/json-ld';
import { pageInfo } from '@/lib/dictionaries';
import { DEFAULT_LOCALE, localePath, type Locale } from '@/lib/i18n';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { fitWords } from '@/lib/fit-words';

interface PageIntroProps {
  /**
   * A fixed page: its h1, introduction and breadcrumbs (Home > the page) are its entry in
   * `locale`'s pages table, in that language's words and paths.
   */
  path?: PagePath;
  locale?: Locale;
  /** Other pages (city and state pages) give their own; a fixed page may fill in its intro. */
  title?: string;
  intro?: string;
  crumbs?: Crumb[];
  children?: ReactNode;
}

/** The banner at the top of every inner page: breadcrumbs, its one h1 and the introduction. */
export function PageIntro({
  path,
  locale = DEFAULT_LOCALE,
  title,
  intro,
  crumbs,
  children,
}: PageIntroProps) {
  const page = path && pageInfo(path, locale);
  const trail =
    crumbs ??
    (path && [
      { name: pageInfo('/', locale).crumb, path: localePath(locale, '/') },
      { name: pageInfo(path, locale).crumb, path: localePath(locale, path) },
    ]);
  const h1 = title ?? page?.h1 ?? '';
  const fit = fitWords(h1);
  return (
    <div className="page-intro">
      <div className="container page-intro__inner">
        {trail && <Breadcrumbs crumbs={trail} />}
        <h1 className={`page-intro__title${fit ? ' fit-words' : ''}`} style={fit}>
          {h1}
        </h1>
        <p className="page-intro__text">{intro ?? page?.intro}</p>
        {children}
      </div>
    </div>
  );
}
