/**
 * The words of /beaware, the fraud page and its "Is this really us?" checker (English). The Hindi
 * ones are in content/hi/beaware-text.ts, of the same type; tests/unit/hindi-pages-text.test.ts
 * checks that every text here has its Hindi one.
 */
import { pages, type PageInfo } from './pages';
import { fraudTips, fraudWarning } from './company';
import { site } from './site';

/**
 * The checker's words. They are passed to a client component, so they are strings only: a
 * sentence that names a value is a template whose `{placeholders}` lib/template.ts fills.
 */
export interface CheckerText {
  /** The form's accessible name. */
  formName: string;
  label: string;
  /** `{domain}` is our website's domain, filled in by the page (lib/official-site.ts). */
  placeholder: string;
  button: string;
  /**
   * What a value is said to be, or not to be, by its kind: "an official phone number of <brand>".
   * A whole phrase, because in Hindi the words around the noun agree with it (का फोन नंबर, की वेबसाइट).
   */
  official: {
    phone: string;
    website: string;
    email: string;
    upi: string;
    gstin: string;
    unknown: string;
  };
  /**
   * The answers, one per outcome of lib/verify.ts. Placeholders: `{value}` what the visitor typed
   * (shortened), `{what}` the phrase above, `{domain}` the official domain a look-alike copies,
   * `{count}` the length of a paste too long to check.
   */
  answers: {
    empty: string;
    tooLong: string;
    official: string;
    notOfficial: string;
    lookalikeWebsite: string;
    lookalikeEmail: string;
    badPhone: string;
    badGstin: string;
    unrecognised: string;
    /**
     * A link to a written scope on our site (docs/product.md#the-written-scope): while it is
     * checked, then issued by us, issued but expired, not issued by us, or not checkable now.
     */
    scopeChecking: string;
    officialScope: string;
    expiredScope: string;
    notOfficialScope: string;
    uncheckedScope: string;
  };
  advice: {
    official: string[];
    notOfficial: string[];
    /** Said first to a visitor who found a look-alike website; `{domain}` is ours. */
    typeAddress: string;
    badGstin: string[];
  };
}

export interface BewareText {
  /** Title, description, heading, introduction and breadcrumb of the page. */
  page: PageInfo;
  /** The breadcrumb of the home page. */
  home: string;
  verify: { title: string; intro: string };
  checker: CheckerText;
  tips: {
    title: string;
    /**
     * The five tips, in the order of content/company.ts's `fraudTips`; `{domain}` is our website's
     * domain, filled in by the page.
     */
    items: { title: string; description: string }[];
    checkerLink: string;
  };
  contacts: {
    title: string;
    warning: string;
    phone: string;
    help: string;
    email: string;
    /** Before our website's domain. */
    website: string;
    follow: string;
    more: string;
    /** The link to the blog post on fake movers. */
    moreLink: string;
  };
}

const brand = site.brand;

export const bewareText: BewareText = {
  page: pages['/beaware'],
  home: pages['/'].crumb,
  verify: {
    title: 'Is This Really Us?',
    intro:
      'Got a call, a message or a website that says it is us? Paste the number, website, e-mail address or UPI ID here. The check runs on your phone and sends nothing anywhere, except a written scope’s link, which it checks with our own site.',
  },
  checker: {
    formName: 'Check a contact',
    label: 'Check a phone number, website, e-mail or UPI ID',
    placeholder: `e.g. ${site.phones.sales} or {domain}`,
    button: 'Check',
    official: {
      phone: `an official phone number of ${brand}`,
      website: `an official website of ${brand}`,
      email: `an official e-mail address of ${brand}`,
      upi: `an official UPI ID of ${brand}`,
      gstin: `an official GSTIN of ${brand}`,
      unknown: `an official contact of ${brand}`,
    },
    answers: {
      empty: 'Paste or type a phone number, website, e-mail address or UPI ID to check it.',
      tooLong:
        'That is too long to be a phone number, website, e-mail or UPI ID ({count} characters). Paste just the one contact you want to check.',
      official: '{value} is {what}.',
      notOfficial: '{value} is not {what}.',
      lookalikeWebsite:
        '{value} is not {what}. It looks like our address {domain}, but it is a different website: a common trick of fake movers.',
      lookalikeEmail:
        '{value} is not {what}. Its domain looks like ours ({domain}) but is different.',
      badPhone: '{value} is not a valid Indian phone number. Check the digits and try again.',
      badGstin:
        '{value} is not a valid GSTIN: its format or check digit is wrong. A real GSTIN has 15 characters and can be checked at services.gst.gov.in.',
      unrecognised:
        'We could not recognise {value} as a phone number, website, e-mail address, UPI ID or GSTIN. Check what you pasted and try again.',
      scopeChecking: 'Checking whether {value} is a written scope we issued…',
      officialScope: `{value} is a written scope issued by ${brand}: our signature on it checks out.`,
      expiredScope: `{value} is a written scope ${brand} issued, but it has expired: its price no longer holds. Ask us for a new one.`,
      notOfficialScope: `{value} is not a written scope issued by ${brand}. Anyone can make a link to our site that shows a price under our name.`,
      uncheckedScope:
        'We could not check {value} with our site just now. Until it is checked, treat it as a scope we did not issue, and try again in a while.',
    },
    advice: {
      official: ['You can go ahead; our staff will never ask you to pay into a personal account.'],
      notOfficial: [
        'Do not pay any money or share an OTP.',
        `Call our official number ${site.phones.sales} to check who you are dealing with.`,
        'Report it on the National Cyber Crime helpline 1930 or at cybercrime.gov.in.',
      ],
      typeAddress: 'Type our address {domain} yourself instead of following links.',
      badGstin: ['Ask the company for its GST certificate, and do not pay until it checks out.'],
    },
  },
  tips: {
    title: 'Five Checks Before You Pay Any Mover',
    items: fraudTips.map(({ title, description }) => ({ title, description })),
    checkerLink: 'Check a number, website or UPI ID with our checker',
  },
  contacts: {
    title: 'Our official contacts',
    warning: fraudWarning,
    phone: 'Official phone:',
    help: 'Help line:',
    email: 'E-mail:',
    website: 'Website:',
    follow: 'Our only social media pages:',
    more: 'Read more:',
    moreLink: 'How to spot fake packers and movers',
  },
};
