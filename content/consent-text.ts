/**
 * The words of the analytics consent notice and of the footer link that reopens it (English), shown
 * only where the build measures (docs/analytics.md). The Hindi ones are in
 * content/hi/consent-text.ts, of the same type.
 */
export interface ConsentText {
  /** The notice's heading, which also names its region. */
  title: string;
  /**
   * What is measured, by whom and why, in two short sentences: `tools` is the Google products
   * this build uses, as `tools` below writes them.
   */
  body: (tools: string) => string;
  /** How to change the answer later: the footer link, by its words (`settings` below). */
  note: string;
  /** Google's products as this language writes them, and how two are joined. */
  tools: { analytics: string; ads: string; both: (analytics: string, ads: string) => string };
  accept: string;
  decline: string;
  /** The link to the privacy notice's section on measuring. */
  more: string;
  /** The visitor's present choice, shown when the notice is reopened from the footer. */
  current: { granted: string; denied: string };
  /** The footer's link that reopens the notice. */
  settings: string;
}

export const consentText: ConsentText = {
  title: 'May we count your visit?',
  body: (tools) =>
    `With your permission, we use ${tools} to count visits, the pages seen and which page or ad led to a request (by its reference number, never your phone number or places). This shows us which pages and ads help.`,
  note: 'Change your choice any time with “Analytics settings” at the foot of each page.',
  tools: {
    analytics: 'Google Analytics',
    ads: 'Google Ads',
    both: (analytics, ads) => `${analytics} and ${ads}`,
  },
  accept: 'Accept',
  decline: 'Decline',
  more: 'Privacy policy',
  current: {
    granted: 'You have allowed this.',
    denied: 'You have declined this.',
  },
  settings: 'Analytics settings',
};
