import type { QuoteCtaText } from '../quote-cta';

/** The closing call to action in Tamil (the English is in content/quote-cta.ts). */
export const quoteCtaText: QuoteCtaText = {
  label: 'கட்டண மதிப்பீடு பெறவும்',
  title: 'ஷிஃப்டிங்குக்குத் திட்டமிடுகிறீர்களா?',
  text: 'இரண்டு நிமிடத்தில் இலவச, எழுத்துப்பூர்வ கட்டண மதிப்பீடு பெறவும். முன்பதிவு செய்ய வேண்டிய கட்டாயம் இல்லை, மறைமுகக் கட்டணமும் இல்லை.',
  button: 'இலவச கட்டண மதிப்பீடு பெறவும்',
  call: (phone) => `${phone} எண்ணில் அழைக்கவும்`,
};
