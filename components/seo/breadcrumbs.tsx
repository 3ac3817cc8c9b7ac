import Link from 'next/link';
import { breadcrumbJsonLd, type Crumb } from '@/lib/seo/json-ld';
import { localeOfPath, type Locale } from '@/lib/i18n';
import { JsonLd } from './json-ld';

/** The trail's accessible name, in the language of the page it ends on. */
const NAV_NAME: Record<Locale, string> = { en: 'Breadcrumb', hi: 'आप यहां हैं' };

/** Visible breadcrumbs and their BreadcrumbList; the last crumb is the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const here = crumbs.at(-1)?.path ?? '/';
  return (
    <>
      <nav aria-label={NAV_NAME[localeOfPath(here)]} className="crumbs">
        <ol>
          {crumbs.map((c, i) => (
            <li key={c.path}>
              {i < crumbs.length - 1 ? (
                <Link href={c.path}>{c.name}</Link>
              ) : (
                <span aria-current="page">{c.name}</span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd nodes={[breadcrumbJsonLd(crumbs)]} />
    </>
  );
}
