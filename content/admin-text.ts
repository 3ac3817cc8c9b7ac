/**
 * Every word of the owner's lead inbox (/admin, docs/owner-inbox.md). English only: the page is
 * for the owner, not for visitors. `{name}` marks a value the page fills (lib/template.ts), since
 * a client component gets its words as strings.
 */

/** A lead's status as the owner reads it: its name and what it means. */
export interface StatusWords {
  label: string;
  meaning: string;
}

/**
 * The statuses, in the order a lead moves through them; the keys are those the database allows
 * (migrations/0002_sources_and_status.sql), and lib/admin/statuses.ts holds the two to each other.
 */
export interface AdminStatusText {
  new: StatusWords;
  contacted: StatusWords;
  surveyed: StatusWords;
  quoted: StatusWords;
  booked: StatusWords;
  lost: StatusWords;
}

export interface AdminText {
  /** The document's title and the page's heading. */
  title: string;
  /** While the page asks the edge whether the owner is signed in. */
  checking: string;
  /** Without JavaScript: the inbox is a script. */
  noscript: string;
  /** No LEADS_ADMIN_PASSWORD (or one too short to be safe) at the edge. */
  notConfigured: { title: string; text: string };
  /** Built for a host without the edge functions, or the edge cannot be reached. */
  unreachable: { title: string; text: string };
  signIn: {
    intro: string;
    password: string;
    submit: string;
    busy: string;
    wrong: string;
  };
  signOut: string;
  /** The two views. */
  tabs: { leads: string; report: string; label: string };
  filters: {
    title: string;
    /** `{count}` filters in use. */
    active: string;
    search: string;
    searchHint: string;
    status: string;
    city: string;
    source: string;
    from: string;
    to: string;
    any: string;
    apply: string;
    clear: string;
  };
  downloads: {
    title: string;
    leads: string;
    leadsNote: string;
    ads: string;
    adsNote: string;
    adsIos: string;
  };
  list: {
    /** `{count}` leads found. */
    count: string;
    one: string;
    none: string;
    loading: string;
    more: string;
    failed: string;
    retry: string;
  };
  lead: {
    kinds: { quote: string; contact: string; partner: string };
    received: string;
    /** Between the two places of a move, heard by a screen reader (the page shows an arrow). */
    to: string;
    call: string;
    whatsapp: string;
    email: string;
    route: string;
    moveTime: string;
    service: string;
    estimate: string;
    /** The item list, folded: `{count}` lines. */
    items: string;
    scope: string;
    message: string;
    page: string;
    source: string;
    landing: string;
    /** An ad click's id is kept: its kind (gclid, gbraid or wbraid) follows. */
    clickId: string;
    notRecorded: string;
    suspect: string;
    note: string;
    noteHint: string;
    status: string;
    save: string;
    saving: string;
    saved: string;
    history: string;
    /** The first line of the history: when the lead arrived. */
    arrived: string;
  };
  statuses: AdminStatusText;
  statusHelp: string;
  report: {
    title: string;
    intro: string;
    from: string;
    to: string;
    show: string;
    total: string;
    byPage: string;
    byCity: string;
    bySource: string;
    /** The first column's heading in each table. */
    page: string;
    city: string;
    source: string;
    leads: string;
    booked: string;
    empty: string;
    loading: string;
  };
  /** A refusal from the edge: `{field}` and its reason. */
  refused: string;
}

export const adminText = {
  title: 'Lead inbox',
  checking: 'Opening the inbox…',
  noscript: 'The inbox needs JavaScript.',
  notConfigured: {
    title: 'The inbox is not set up yet',
    text: 'Set LEADS_ADMIN_PASSWORD (at least 12 characters) as a secret of the Cloudflare Pages project, or in .dev.vars on this computer, and deploy again. docs/owner-inbox.md has the steps.',
  },
  unreachable: {
    title: 'The inbox cannot reach the site’s server',
    text: 'The inbox works where the site runs on Cloudflare Pages with its functions. Check the connection and try again.',
  },
  signIn: {
    intro: 'Only the owner can open the leads. Enter the inbox password.',
    password: 'Password',
    submit: 'Sign in',
    busy: 'Checking…',
    wrong: 'That password is not right. Each wrong try waits a little longer.',
  },
  signOut: 'Sign out',
  tabs: { leads: 'Leads', report: 'Report', label: 'Inbox views' },
  filters: {
    title: 'Filters',
    active: '{count} on',
    search: 'Phone or reference',
    searchHint:
      'Any digits of the number (98765 43210 or +919876543210), or a reference (SE-7K4QMZ).',
    status: 'Status',
    city: 'City',
    source: 'Source',
    from: 'Received from',
    to: 'Received to',
    any: 'Any',
    apply: 'Show leads',
    clear: 'Clear',
  },
  downloads: {
    title: 'Downloads',
    leads: 'Leads for Excel (CSV)',
    leadsNote: 'The leads the filters show, every column, for Excel or Google Sheets.',
    ads: 'Google Ads conversions (CSV)',
    adsNote:
      'Leads booked in the last 90 days that came from a Google ad, in Google’s “conversions from clicks” format.',
    adsIos: 'With iPhone click ids',
  },
  list: {
    count: '{count} leads',
    one: '1 lead',
    none: 'No lead matches these filters.',
    loading: 'Loading leads…',
    more: 'Show more',
    failed: 'The leads could not be loaded.',
    retry: 'Try again',
  },
  lead: {
    kinds: { quote: 'Quote', contact: 'Contact', partner: 'Partner' },
    received: 'Received',
    to: 'to',
    call: 'Call',
    whatsapp: 'WhatsApp',
    email: 'E-mail',
    route: 'From → to',
    moveTime: 'Moving on',
    service: 'Service',
    estimate: 'Estimate',
    items: 'Item list ({count} lines)',
    scope: 'Written scope',
    message: 'Message',
    page: 'Page',
    source: 'Source',
    landing: 'Landed on',
    clickId: 'Google ad click',
    notRecorded: 'not recorded',
    suspect: 'Looks automated: {why}',
    note: 'Note',
    noteHint: 'What was said or agreed. Kept with the change, with its time.',
    status: 'Status',
    save: 'Save',
    saving: 'Saving…',
    saved: 'Saved.',
    history: 'History',
    arrived: 'Lead received',
  },
  statuses: {
    new: { label: 'New', meaning: 'Just arrived; nobody has spoken to the customer yet.' },
    contacted: {
      label: 'Contacted',
      meaning: 'We have called or messaged the customer and talked about the move.',
    },
    surveyed: {
      label: 'Surveyed',
      meaning: 'A surveyor has seen the goods, at the home or on a video call.',
    },
    quoted: { label: 'Quoted', meaning: 'The customer has our final price in writing.' },
    booked: {
      label: 'Booked',
      meaning: 'The customer has agreed a date and price: the move is ours.',
    },
    lost: {
      label: 'Lost',
      meaning: 'The customer chose someone else, cancelled or cannot be reached.',
    },
  },
  statusHelp: 'What the statuses mean',
  report: {
    title: 'Leads and bookings',
    intro:
      'Leads received between the two dates (India time), and how many of them are booked now.',
    from: 'From',
    to: 'To',
    show: 'Show report',
    total: 'All leads',
    byPage: 'By page',
    byCity: 'By city',
    bySource: 'By source',
    page: 'Page',
    city: 'City',
    source: 'Source / medium',
    leads: 'Leads',
    booked: 'Booked',
    empty: 'No lead was received in these dates.',
    loading: 'Counting…',
  },
  refused: '{field}: {error}',
} satisfies AdminText;
