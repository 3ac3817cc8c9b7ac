/**
 * The words of the closing call to action (the band with "Get Free Quote" and the phone). The
 * Hindi ones are in content/hi/quote-cta.ts, of the same type.
 */
export interface QuoteCtaText {
  /** The band's accessible name. */
  label: string;
  title: string;
  text: string;
  button: string;
  call: (phone: string) => string;
}

export const quoteCtaText: QuoteCtaText = {
  label: 'Get a quote',
  title: 'Planning a move?',
  text: 'Get a free, written quote in two minutes. No obligation, no hidden charges.',
  button: 'Get Free Quote',
  call: (phone) => `Call ${phone}`,
};
