import type { QuoteCtaText } from '../quote-cta';

/** The closing call to action in Hindi (the English is in content/quote-cta.ts). */
export const quoteCtaText: QuoteCtaText = {
  label: 'कोटेशन पाएं',
  title: 'शिफ्ट होने की सोच रहे हैं?',
  text: 'दो मिनट में मुफ्त, लिखित कोटेशन पाएं। बुक करने की कोई मजबूरी नहीं, कोई छिपा चार्ज नहीं।',
  button: 'मुफ्त कोटेशन पाएं',
  call: (phone) => `कॉल करें: ${phone}`,
};
