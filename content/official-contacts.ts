/**
 * Business facts that only the fraud checker on /beaware reads. They live apart from site.ts so
 * that no other page ships them: the contact and partner forms load site.ts in the browser, and
 * the bundler keeps an export that any page uses in every copy of its module, so marking the
 * list pure inside site.ts still sent it to those pages.
 */
import { branches, site } from './site';

const mailDomain = site.email.slice(site.email.indexOf('@') + 1);

/**
 * The official contacts the fraud checker on /beaware compares against
 * (docs/product.md#fraud-warning-and-checker). List every number, domain, address and UPI ID the
 * company really uses, and nothing else: anything not here is reported as "not official".
 */
export const officialContacts = {
  phones: [site.phones.sales, site.phones.help, ...branches.map((b) => b.phone)],
  whatsapp: [site.whatsapp],
  /**
   * Other websites the company really runs (like `shiftease.in`), without `https://` or `www.`.
   * The site's own domain is not listed here: it is the one the site is built for
   * (NEXT_PUBLIC_SITE_URL, else the default in content/site.ts; lib/official-site.ts), which the checker always
   * accepts, so a second copy here could not disagree with it.
   */
  extraDomains: [] as string[],
  // The other addresses share the main one's domain, written once in content/site.ts.
  emails: [site.email, `quotes@${mailDomain}`, `billing@${mailDomain}`],
  upiIds: ['shiftease@examplebank'],
  gstin: site.gstin,
  bankAccountHolder: site.legalName,
};
