import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import type { PagePath } from '@/content/pages';
import { breadcrumbJsonLd, webPageJsonLd, type Crumb } from '@/lib/seo/json-ld';
import { pageInfo } from '@/lib/dictionaries';
import { DEFAULT_LOCALE, localeOfPath, localePath, type Locale } from '@/lib/i18n';
import { JsonLd } from '@/components/seo/json-ld';
import { fitWords } from '@/lib/fit-words';

/** The breadcrumb trail's accessible name, in the language of the page it ends on. */
const CRUMBS_NAME: Record<Locale, string> = {
  en: 'Breadcrumb',
  hi: 'आप यहां हैं',
  ta: 'நீங்கள் இருக்குமிடம்',
};

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

/**
 * The banner at the top of every inner page: breadcrumbs (and their BreadcrumbList; the last
 * crumb is the current page), its one h1 and the introduction. A fixed page's WebPage node, which
 * names its language, comes with it.
 */
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
      {path && page && (
        <JsonLd
          nodes={[
            webPageJsonLd({
              path: localePath(locale, path),
              name: page.title,
              description: page.description,
              locale,
            }),
          ]}
        />
      )}
      <div className="container page-intro__inner">
        {trail && (
          <>
            <nav aria-label={CRUMBS_NAME[localeOfPath(trail.at(-1)!.path)]} className="crumbs">
              <ol>
                {trail.map((c, i) => (
                  <li key={c.path}>
                    {i < trail.length - 1 ? (
                      <Link href={c.path}>{c.name}</Link>
                    ) : (
                      <span aria-current="page">{c.name}</span>
                    )}
                  </li>
                ))}
              </ol>
            </nav>
            <JsonLd nodes={[breadcrumbJsonLd(trail)]} />
          </>
        )}
        <h1 className={`page-intro__title${fit ? ' fit-words' : ''}`} style={fit}>
          {h1}
        </h1>
        <p className="page-intro__text">{intro ?? page?.intro}</p>
        {children}
      </div>
    </div>
  );
}
