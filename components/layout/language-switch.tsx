'use client';

import { useSelectedLayoutSegments } from 'next/navigation';
import { HTML_LANG, alternatePaths, routePath, type Locale } from '@/lib/i18n';

interface LanguageSwitchProps {
  /** The language the link leads to. */
  to: Locale;
  /** That language's word for itself ("हिंदी", "English") and the link's full name, in it. */
  label: string;
  name: string;
}

/**
 * The link to this page in another language, on pages that exist in every language. The path
 * comes from the router, so the static HTML of each page already holds its own link. From the
 * route, not the address: a 404 page is served at any address, and at
 * /hi/packers-movers-in-atlantis the address would ask for a link its HTML does not have (React's
 * hydration fails on the difference). A plain <a>: the languages are separate documents (each its
 * own <html lang>).
 */
export function LanguageSwitch({ to, label, name }: LanguageSwitchProps) {
  const all = alternatePaths(routePath(useSelectedLayoutSegments()));
  if (!all) return null;
  return (
    <a
      href={all[to]}
      hrefLang={HTML_LANG[to]}
      lang={HTML_LANG[to]}
      className="lang-switch"
      aria-label={name}
    >
      {label}
    </a>
  );
}
