/**
 * /privacy-policy: a notice under India's Digital Personal Data Protection Act, 2023 (DPDP Act).
 * It describes what this website actually does; update it if a form, a provider or a retention
 * period changes. Have a lawyer review it before going live.
 */
import type { LegalSection } from './types';
import { headOffice, site } from './site';

/** ISO date of the last change to this notice. */
export const privacyUpdated = '2026-11-25' satisfies string;

/** What We Collect says this where the build measures nothing (see privacyMeasuring below). */
export const noTracking =
  'We do not use cookies to track you, we do not run analytics or advertising scripts, and we do not build a profile of your visits.';

export const privacySections = [
  {
    title: 'Who We Are',
    body: [
      `This website is run by ${site.legalName} (“we”, “us”), trading as ${site.brand}. For the personal data you share through this website, we are the Data Fiduciary under the Digital Personal Data Protection Act, 2023 (the “DPDP Act”).`,
      `Registered and head office: ${headOffice.address.street}, ${headOffice.address.locality}, ${headOffice.address.city}, ${headOffice.address.region} ${headOffice.address.postalCode}, India. E-mail: ${site.email}.`,
      'This notice explains what personal data we collect through this website, why, who receives it, how long we keep it, and the rights you have over it.',
    ],
  },
  {
    title: 'What We Collect',
    body: [
      'We collect only what you type into our forms, and only when you choose to send it:',
      '- Quote form: pickup and drop locations, phone number, moving date and time, the service you need, your message and, if you choose to use the map, the position you pick on it.',
      '- Contact form: your name, phone number, e-mail address and message.',
      '- Partner enquiry form: your name, e-mail address, phone number, city and message.',
      noTracking,
      'While you fill in the quote form, your draft is saved in your own browser’s session storage, so it survives a page reload. It stays on your device, is never sent to us on its own, and is deleted when you close the tab or send the quote.',
      'If you send a form while your phone has no connection, the request (with your phone number and the places you typed) is kept in your browser’s local storage on your own device until it can be sent, and is deleted from the device as soon as it reaches us. If it cannot be sent within 7 days, it is deleted from the device unsent. If your browser blocks site storage, nothing is kept: the request is sent at once or not at all.',
      'To keep our forms free of automated abuse, our server records a one-way code made from your IP address (not the address itself) with each request, and counts how many requests come from one connection and one phone number in a short time.',
      'Like every website, the company that hosts our pages receives technical information needed to deliver them, such as your IP address, browser type and the page requested, in its standard server logs.',
    ],
  },
  {
    title: 'Why We Use It',
    body: [
      'We use your personal data only to:',
      '- answer your enquiry and call or write back to you;',
      '- survey your goods and prepare a quotation;',
      '- plan and carry out your move, storage or vehicle transport if you book with us, and issue invoices;',
      '- handle any insurance claim, complaint or request you make;',
      '- consider your application to become our partner, if you send one.',
      'When you send us an enquiry, you give us your data voluntarily for that purpose, which is a legitimate use under Section 7(a) of the DPDP Act; where we rely on your consent, we ask for it clearly. When you book a move, we also keep the records that tax and company law require. We do not use your data for unrelated marketing, and we never sell it.',
    ],
  },
  {
    title: 'Who Receives It',
    body: [
      '- WhatsApp (Meta): when you send the quote form, your browser opens WhatsApp with your request pre-filled, and you send it from your own WhatsApp account. WhatsApp’s own privacy policy applies to that message.',
      '- Cloudflare: our website and the server that receives the quote, contact and partner forms run on Cloudflare, which stores each request in our database (Cloudflare D1) for us.',
      '- EmailJS: each request that reaches our server is forwarded to our inbox by e-mail through EmailJS, an e-mail delivery service, which processes the fields of the form for that purpose (for the quote form: pickup and drop locations, phone number, moving date and time, service, home size, message and the page you sent it from), in addition to WhatsApp.',
      '- OpenStreetMap and Nominatim: if you use a map, the map tiles are loaded from OpenStreetMap tile servers and the position you pick is sent to the Nominatim geocoder to find the place name. These services receive that position and your IP address.',
      '- Our staff and the branch that handles your move, and, where we have no branch, the partner team working on your move under our supervision.',
      '- Insurers, if you take transit insurance or make a claim, and authorities, if the law requires us to share data.',
      'Some of these providers process data outside India. The DPDP Act allows this, except to countries the Central Government restricts. We never sell or rent your personal data to anyone.',
    ],
  },
  {
    title: 'How Long We Keep It',
    body: [
      '- Enquiries that do not lead to a booking: up to 12 months from your last contact with us, then deleted.',
      '- Booked moves: 8 years from the end of the financial year of the move, because our accounts and GST records must be kept for that long under company and tax law.',
      '- Partner enquiries: up to 12 months, or for as long as a partnership we enter into lasts.',
      'We delete or anonymise personal data when the period ends, or earlier if you ask us to and the law does not require us to keep it.',
    ],
  },
  {
    title: 'How We Protect It',
    body: [
      'This website is served only over an encrypted connection (HTTPS). Enquiries reach a small number of staff who need them to serve you, on accounts protected by passwords and two-step verification. Paper records such as inventory lists and invoices are kept in locked offices.',
      'No system is completely secure. If a personal data breach occurs, we will inform the Data Protection Board of India and the people affected as the DPDP Act requires.',
    ],
  },
  {
    title: 'Your Rights',
    body: [
      'Under the DPDP Act, you have the right to:',
      '- access a summary of the personal data we hold about you and how we use it, and the names of those we have shared it with;',
      '- have your personal data corrected, completed or updated;',
      '- have your personal data erased, unless the law requires us to keep it;',
      '- have your grievances redressed by our Grievance Officer;',
      '- nominate another person to exercise these rights for you in the event of your death or incapacity.',
      `To use any of these rights, write to ${site.email} or call ${site.phones.help}. We may ask you to confirm your identity, for example by replying from the phone number or e-mail address you used with us.`,
    ],
  },
  {
    title: 'Withdrawing Consent',
    body: [
      `Where we rely on your consent, you can withdraw it at any time, and it is as easy as giving it: send a WhatsApp message, an e-mail to ${site.email} or call ${site.phones.help} and say that you withdraw consent. We will stop using your data for that purpose and delete it unless the law requires us to keep it. Withdrawing consent does not affect anything done before you withdrew it, but we may not be able to complete a move that is already booked.`,
    ],
  },
  {
    title: 'Children',
    body: [
      'Our services are meant for adults. Anyone under 18 should not submit our forms; please ask a parent or guardian to contact us instead. We do not knowingly collect personal data from children and we do not collect verifiable parental consent. If you believe a child has sent us personal data, tell us and we will delete it.',
    ],
  },
  {
    title: 'Grievance Officer',
    body: [
      'If you have a concern about how we handle your personal data, please contact:',
      `- Grievance Officer, ${site.legalName}`,
      `- E-mail: ${site.email}`,
      `- Phone: ${site.phones.help} ({hours})`,
      `- Post: ${headOffice.address.street}, ${headOffice.address.locality}, ${headOffice.address.city}, ${headOffice.address.region} ${headOffice.address.postalCode}`,
      'We will acknowledge your grievance within 7 days and resolve it within 30 days of receiving it.',
    ],
  },
  {
    title: 'Complaints to the Data Protection Board',
    body: [
      'If you are not satisfied with our response, or we do not reply in time, you have the right to complain to the Data Protection Board of India under the DPDP Act. Please contact our Grievance Officer first, since the Act expects grievances to be raised with us before they go to the Board.',
    ],
  },
  {
    title: 'Changes to This Notice',
    body: [
      'We will update this notice when we change what we collect, who receives it or how long we keep it. The date of the latest version is shown on this page. If a change affects how we use data you have already given us, we will tell you and, where the law requires, ask for your consent again.',
    ],
  },
] satisfies LegalSection[];

/**
 * What the notice says where the build measures visits with Google's tags (docs/analytics.md):
 * lib/privacy-notice.ts puts these in place of, or beside, the sections above. `{tools}` is the
 * Google products the build uses (content/consent-text.ts writes their names); `{settings}` the
 * footer link that reopens the consent notice.
 */
export const privacyMeasuring = {
  /** Replaces `noTracking` above. */
  noTracking:
    'We do not run analytics or advertising scripts unless you accept them in the notice on our pages (see “Measuring Visits” below), and we do not build a profile of your visits. Until you accept, no cookie is set and nothing is sent to Google.',
  /** The titles of the sections it changes: the new section goes after the first. */
  sectionAfter: 'What We Collect',
  recipientsIn: 'Who Receives It',
  withdrawIn: 'Withdrawing Consent',
  section: {
    title: 'Measuring Visits',
    id: 'measuring-visits',
    body: [
      'Only if you choose “Accept” in the notice on our pages, we measure how this website is used with {tools}, services of Google. If you choose “Decline”, or make no choice, Google’s script is not even loaded.',
      'What is measured:',
      '- the pages you see, and the page or ad that brought you to us (the campaign tags in the link, and Google’s click code when you came from one of our ads);',
      '- taps on our call and WhatsApp links;',
      '- when you send a quote, contact or partner request: its reference number (such as SE-7K4QMZ) and which form it came from. Never your name, phone number, e-mail address, message or the places you typed: we remove the places from the page addresses we report.',
      'With this, Google receives your IP address, your browser and device type, and a random identifier it keeps in cookies on your device (_ga for Google Analytics; _gcl_au and _gcl_aw for Google Ads). We have switched off Google signals and ad personalisation: this data is not used to show you ads.',
      'Why: to learn which of our pages help people and which of our ads bring enquiries, so that we spend on what works.',
      'Basis: your consent under Section 6 of the DPDP Act. You can withdraw it at any time, as easily as you gave it, with “{settings}” at the foot of every page: we then stop measuring at once and remove Google’s cookies from your browser. Accepting or declining changes nothing else on this website.',
    ],
  },
  /** The section's last paragraph where the build uses Google Analytics (its retention setting). */
  retention:
    'Google Analytics keeps the data of a visit for 14 months, the period we have set, and then deletes it.',
  /** Added to Who Receives It, after its list of recipients. */
  recipient:
    '- Google: only if you accept measuring, {tools} receive what section “Measuring Visits” lists, to count visits and requests for us.',
  /** Added to Withdrawing Consent. */
  withdraw:
    'For measuring visits, use “{settings}” at the foot of any page and choose “Decline”: it takes effect at once.',
};
