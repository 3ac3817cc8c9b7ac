'use client';

import { useSelectedLayoutSegments } from 'next/navigation';
import { HTML_LANG, alternatePaths, localeOfPath, routePath } from '@/lib/i18n';

interface LanguageSwitchProps {
  /** The other language's word for itself ("हिंदी", "English") and the link's full name. */
  label: string;
  name: string;
  className?: string;
}

/**
 * The link to this page in the other language, on pages that exist in both (issue 17). The path
 * comes from the router, so the static HTML of each page already holds its own link. From the
 * route, not the address: a 404 page is served at any address, and at
 * /hi/packers-movers-in-atlantis the address would ask for a link its HTML does not have (React's
 * hydration fails on the difference). A plain <a>: the two languages are separate documents (each
 * its own <html lang>).
 */
export function LanguageSwitch({ label, name, className }: LanguageSwitchProps) {
  const pathname = routePath(useSelectedLayoutSegments());
  const both = alternatePaths(pathname);
  if (!both) return null;
  const to = localeOfPath(pathname) === 'hi' ? 'en' : 'hi';
  return (
    <a
      href={both[to]}
      hrefLang={HTML_LANG[to]}
      lang={HTML_LANG[to]}
      className={className ?? 'lang-switch'}
      aria-label={name}
    >
      {label}
    </a>
  );
}
