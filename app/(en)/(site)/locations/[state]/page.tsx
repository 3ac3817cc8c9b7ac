import { Fragment } from 'react';
import { notFound } from 'next/navigation';
import { locationsText } from '@/content/locations-text';
import { pages } from '@/content/pages';
import { stateNotes } from '@/content/state-notes';
import { allCities } from '@/lib/cities';
import { HTML_LANG, PREFIXED_LOCALES, localePath } from '@/lib/i18n';
import { cityName } from '@/lib/place-names';
import { cityPagePath, toSlug } from '@/lib/slug';
import { stateGroupBySlug, stateGroups, statePagePath } from '@/lib/states';
import { buildMetadata } from '@/lib/seo/metadata';
import { stateDirectoryJsonLd } from '@/lib/seo/json-ld';
import { PageIntro } from '@/components/layout/page-intro';
import { QuoteCta } from '@/components/layout/quote-cta';
import { Section } from '@/components/content/section';
import { JsonLd } from '@/components/seo/json-ld';
import '../locations.css';

// One page per state listing its cities (/locations/<state>): the crawlable directory of every
// city page, in plain links, so /locations itself need only name the states however many cities
// there are.
export const dynamicParams = false;

export function generateStaticParams(): { state: string }[] {
  return stateGroups().map((g) => ({ state: toSlug(g.name) }));
}

type Props = { params: Promise<{ state: string }> };

const t = locationsText.statePage;

/**
 * A state's page: its group of cities, path, title and description, which names three of its
 * cities in the order content/cities.ts lists them (the largest first).
 */
async function statePage({ params }: Props) {
  const group = stateGroupBySlug((await params).state);
  if (!group) notFound();
  const names = allCities.filter((c) => c.state === group.name).map((c) => c.name);
  const some = names.length > 3 ? `${names.slice(0, 3).join(', ')} and more` : names.join(', ');
  const path = statePagePath(group.name);
  const title = t.title(group.name);
  return { group, path, title, description: t.description(group.name, names.length, some) };
}

export async function generateMetadata(props: Props) {
  const { path, title, description } = await statePage(props);
  return buildMetadata({ path, title, description });
}

export default async function StatePage(props: Props) {
  const { group, path, title, description } = await statePage(props);
  const note = stateNotes[group.name];
  return (
    <>
      <JsonLd
        nodes={[
          stateDirectoryJsonLd({
            state: group.name,
            path,
            name: title,
            description,
            cities: group.cities.map((c) => ({
              name: `Packers and Movers in ${c.name}`,
              path: cityPagePath(c.name),
            })),
          }),
        ]}
      />
      <PageIntro
        crumbs={[
          { name: pages['/'].crumb, path: '/' },
          { name: pages['/locations'].crumb, path: '/locations' },
          { name: group.name, path },
        ]}
        title={t.h1(group.name)}
        intro={t.intro(group.name, group.cities.length)}
      />
      <Section id="cities" title={t.citiesTitle(group.name)} intro={t.citiesIntro}>
        {note && <p className="state-page__note">{note}</p>}
        <ul className="city-directory">
          {group.cities.map((c) => (
            <li key={c.name}>
              {/* Plain links: a hundred next/link components would each hydrate and prefetch
                  its page as it scrolls past. */}
              <a href={cityPagePath(c.name)}>{c.name}</a>
              {/* The city's page in each other language, named as that language writes it. */}
              {PREFIXED_LOCALES.map((locale) => {
                const name = cityName(locale, c.name);
                return (
                  name !== c.name && (
                    <Fragment key={locale}>
                      {' · '}
                      <a
                        href={localePath(locale, cityPagePath(c.name))}
                        lang={HTML_LANG[locale]}
                        hrefLang={HTML_LANG[locale]}
                      >
                        {name}
                      </a>
                    </Fragment>
                  )
                );
              })}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="other-states" tone="muted" title={t.otherStates}>
        <ul className="state-links state-links--compact">
          {stateGroups()
            .filter((g) => g.name !== group.name)
            .map((g) => (
              <li key={g.key}>
                <a href={statePagePath(g.name)}>{g.name}</a>
              </li>
            ))}
        </ul>
      </Section>
      <QuoteCta />
    </>
  );
}
