import { Fragment } from 'react';
import Link from 'next/link';
import type { LinkedSentence } from '@/content/page-text';

/**
 * A sentence from content/ with links in it: the text around the links as written, each `{name}`
 * replaced by a link to `links[name]`. A name without a link stays as written, so a misspelt one
 * shows in the page and in tests instead of vanishing.
 */
export function LinkedText({ sentence }: { sentence: LinkedSentence }) {
  return sentence.text.split(/\{(\w+)\}/).map((part, i) => {
    const link = i % 2 === 1 ? sentence.links[part] : undefined;
    if (link)
      return (
        <Link key={i} href={link.href}>
          {link.label}
        </Link>
      );
    const text = i % 2 === 1 ? `{${part}}` : part;
    return <Fragment key={i}>{text}</Fragment>;
  });
}
