/**
 * The words of the header, footer, quick actions and chat button (English). The Hindi ones are in
 * content/hi/layout-text.ts, of the same type; tests/unit/hindi-content.test.ts checks that
 * every key here has its Hindi text.
 */
export interface LayoutText {
  skip: string;
  /** Said after the name of a link that opens in a new tab (a listing, a certificate). */
  newTab: string;
  contactGroup: string;
  noticesGroup: string;
  locations: string;
  beware: string;
  partner: string;
  since: (year: number) => string;
  /** The logo link's name. */
  home: (brand: string) => string;
  mainNav: string;
  requestQuote: string;
  allPagesMenu: string;
  allPages: string;
  menu: string;
  closeMenu: string;
  mobileNav: string;
  /**
   * The link to a page in this language, shown on the page in the other languages: the
   * language's name for itself and the link's accessible name, both in this language.
   */
  switchLabel: string;
  switchName: string;
  /** The floating chat button's name (wide screens). */
  chat: string;
  chatGreeting: string;
  /** The bar of quick actions at the foot of a phone's screen: its name and its three links. */
  actions: {
    name: string;
    call: string;
    whatsapp: string;
    quote: string;
  };
  footer: {
    trustTitle: (year: number) => string;
    highlights: string;
    processTitle: string;
    citiesTitle: string;
    /** The link under the footer's few cities to the page listing all of them. */
    allCities: (count: number) => string;
    /** The link under the footer's six steps to the page that explains them. */
    processMore: string;
    services: string;
    quickLinks: string;
    office: string;
    /** Before the company's GST number in the office's address. */
    gstin: string;
    follow: string;
    since: (year: number) => string;
    rights: (year: number, name: string) => string;
    websiteBy: string;
  };
}

export const layoutText: LayoutText = {
  skip: 'Skip to content',
  newTab: 'Opens in a new tab',
  contactGroup: 'Contact',
  noticesGroup: 'Notices',
  locations: 'Our Service Locations',
  beware: 'Beware of Online Frauds',
  partner: 'Become a Branch Partner',
  since: (year) => `Since ${year} at your service`,
  home: (brand) => `${brand}, home`,
  mainNav: 'Main',
  requestQuote: 'Request a Quote',
  allPagesMenu: 'Menu: all pages',
  allPages: 'All pages',
  menu: 'Menu',
  closeMenu: 'Close menu',
  mobileNav: 'Mobile',
  switchLabel: 'English',
  switchName: 'Read this page in English',
  chat: 'Chat on WhatsApp',
  chatGreeting: 'Hello! I would like a quote for my move.',
  actions: {
    name: 'Quick contact',
    call: 'Call',
    whatsapp: 'WhatsApp',
    quote: 'Get quote',
  },
  footer: {
    trustTitle: (year) => `Trusted by families and companies since ${year}`,
    highlights: 'Service highlights',
    processTitle: 'How your move works, in six steps',
    citiesTitle: 'Service Cities: Packers and Movers Near You',
    allCities: (count) => `All ${count} cities we serve`,
    processMore: 'How each step works',
    services: 'Services',
    quickLinks: 'Quick Links',
    office: 'Registered Office',
    gstin: 'GSTIN',
    follow: 'Follow Us',
    since: (year) => `Moving India since ${year}.`,
    rights: (year, name) => `© ${year} ${name}. All rights reserved.`,
    websiteBy: 'Website by',
  },
};
