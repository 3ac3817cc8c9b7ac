import { Fragment } from 'react';
import { Link } from '@/components/ui/link';
import type { LinkedSentence } from '@/content/page-text';
import { DEFAULT_LOCALE, localePath, type Locale } from '@/lib/i18n';

/**
 * A sentence from content/ with links in it: the text around the links as written, each `{name}`
 * replaced by a link to `links[name]`. A name without a link stays as written, so a misspelt one
 * shows in the page and in tests instead of vanishing. A link goes to its page in the sentence's
 * language where that page is translated.
 */
export function LinkedText({
  sentence,
  locale = DEFAULT_LOCALE,
}: {
  sentence: LinkedSentence;
  locale?: Locale;
}) {
  return sentence.text.split(/\{(\w+)\}/).map((part, i) => {
    const link = i % 2 === 1 ? sentence.links[part] : undefined;
    if (link)
      return (
        <Link key={i} href={localePath(locale, link.href)}>
          {link.label}
        </Link>
      );
    const text = i % 2 === 1 ? `{${part}}` : part;
    return <Fragment key={i}>{text}</Fragment>;
  });
}
