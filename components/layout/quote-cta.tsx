import { quoteCtaText } from '@/content/quote-cta';
import { CtaBand } from '@/components/content/cta-band';

/** The closing call to action on the English content pages (the words: content/quote-cta.ts). */
export function QuoteCta() {
  return <CtaBand text={quoteCtaText} href="/form" />;
}
