import type { ReactNode } from 'react';
import { pages, type PagePath } from '@/content/pages';
import type { Crumb } from '@/lib/seo/json-ld';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { fitWords } from '@/lib/fit-words';

interface PageIntroProps {
  title: ReactNode;
  intro: ReactNode;
  eyebrow?: string;
  /** A fixed page: its breadcrumbs are Home > the page. */
  path?: PagePath;
  /** Breadcrumbs for other pages (city pages). */
  crumbs?: Crumb[];
  children?: ReactNode;
}

/** The banner at the top of every inner page: breadcrumbs, its one h1 and the introduction. */
export function PageIntro({ title, intro, eyebrow, path, crumbs, children }: PageIntroProps) {
  const trail =
    crumbs ??
    (path
      ? [
          { name: pages['/'].crumb, path: '/' },
          { name: pages[path].crumb, path },
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
