import { SCOPE_VALID_DAYS, extras } from '@/content/pricing';
import { site } from '@/content/site';
import { env } from '@/lib/env';
import { officialSite } from '@/lib/official-site';
import { dictionary, pageInfo } from '@/lib/dictionaries';
import { localePath, type Locale } from '@/lib/i18n';
import { formatRupees } from '@/lib/format';
import { PageIntro } from '@/components/layout/page-intro';
import { ScopeView } from '@/components/quote/scope-view';

/**
 * The written scope (/scope, /hi/scope; docs/product.md#the-written-scope): the page is the same
 * for everyone, and the scope itself comes from the link's fragment, read and checked in the
 * browser.
 */
export function ScopePage({ locale }: { locale: Locale }) {
  const page = pageInfo('/scope', locale);
  const words = dictionary(locale);
  const { checker, contacts } = words.beaware;
  return (
    <ScopeView
      // On paper the header is gone: a scope we issued still says whose it is and how to reach
      // them. Only an issued one gets this line (components/quote/scope-view.tsx).
      issuerLine={
        <p className="scope-issuer">
          <strong>{site.legalName}</strong>
          {[site.phones.sales, site.email, officialSite.domain, `GSTIN ${site.gstin}`].map(
            (fact) => (
              <span key={fact}>
                {' · '}
                <span className="nowrap">{fact}</span>
              </span>
            ),
          )}
        </p>
      }
      intro={<PageIntro path="/scope" locale={locale} title={page.h1} intro={page.intro} />}
      text={words.scope}
      items={words.items}
      trucks={words.quote.estimate.trucks}
      sizes={words.quote.sizes}
      amounts={{
        floor: formatRupees(extras.floorWithoutLift.amount),
        carry: formatRupees(extras.longCarry.amount),
      }}
      formPath={localePath(locale, '/form')}
      business={{ legalName: site.legalName, brand: site.brand }}
      fraud={{
        advice: checker.advice.notOfficial,
        labels: contacts,
        contacts: { phone: site.phones.sales, help: site.phones.help, email: site.email },
      }}
      validDays={SCOPE_VALID_DAYS}
      publicKey={env.scopePublicKey}
      leadsApi={env.leadsApi}
    />
  );
}
