import type { ReactNode } from 'react';
import type { PagePath } from '@/content/pages';
import type { Crumb } from '@/lib/seo/json-ld';
import { pageInfo } from '@/lib/dictionaries';
import { DEFAULT_LOCALE, localePath, type Locale } from '@/lib/i18n';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { fitWords } from '@/lib/fit-words';

interface PageIntroProps {
  title: ReactNode;
  intro: ReactNode;
  eyebrow?: string;
  /** A fixed page: its breadcrumbs are Home > the page, in `locale`'s words and paths. */
  path?: PagePath;
  locale?: Locale;
  /** Breadcrumbs for other pages (city pages). */
  crumbs?: Crumb[];
  children?: ReactNode;
}

/** The banner at the top of every inner page: breadcrumbs, its one h1 and the introduction. */
export function PageIntro({
  title,
  intro,
  eyebrow,
  path,
  locale = DEFAULT_LOCALE,
  crumbs,
  children,
}: PageIntroProps) {
  const trail =
    crumbs ??
    (path
      ? [
          { name: pageInfo('/', locale).crumb, path: localePath(locale, '/') },
          { name: pageInfo(path, locale).crumb, path: localePath(locale, path) },
        ]
      : undefined);
  const fit = typeof title === 'string' ? fitWords(title) : undefined;
  return (
    <div className="page-intro">
      <div className="container page-intro__inner">
        {trail && <Breadcrumbs crumbs={trail} />}
        {eyebrow && <p className="eyebrow eyebrow--light">{eyebrow}</p>}
        <h1 className={`page-intro__title${fit ? ' fit-words' : ''}`} style={fit}>
          {title}
        </h1>
        <p className="page-intro__text">{intro}</p>
        {children}
      </div>
    </div>
  );
}
