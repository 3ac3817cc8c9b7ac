import { localityNames, type LocalityName } from '@/content/locality-names';
import { cityNotes } from '@/content/city-notes';
import { cityGuides } from '@/content/city-guides';
import { dictionaries } from '@/lib/dictionaries';
import { PREFIXED_LOCALES, type Locale } from '@/lib/i18n';

/**
 * A city page names its neighbourhoods twice: in its note and guide (prose) and in its list of
 * localities with PIN codes. A local reads both, so a place is spelt the same way in each, in
 * every language: where the English prose of a city names a listed locality, the prose of each
 * other language names it as that language's list does.
 */

const lists = localityNames as Readonly<Record<string, readonly LocalityName[]>>;

/** Whether `name` is a whole word or phrase of `text` (Latin script). */
const mentions = (text: string, name: string) =>
  new RegExp(
    `(?<![\\p{L}\\p{M}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`,
    'u',
  ).test(text);

/**
 * Whether the prose names the place as the list writes it. Tamil joins the case ending to the
 * name and may change its last letter to do so (அடையாறு, அடையாற்றில்), so a Tamil name also counts
 * when all of it but its last letter begins a word of the prose.
 */
function names(locale: Locale, prose: string, listed: string): boolean {
  if (prose.includes(listed)) return true;
  if (locale !== 'ta') return false;
  const stem = listed.replace(/[\u0B80-\u0BFF][\u0BBE-\u0BCD]*$/u, '');
  return stem.length >= 3 && prose.includes(stem);
}

describe.each(PREFIXED_LOCALES)('%s city prose and locality lists', (locale) => {
  const t = dictionaries[locale];

  it('spell each place the list names in the same way', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const [city, entries] of Object.entries(lists)) {
      const english = `${cityNotes[city] ?? ''} ${cityGuides[city] ?? ''}`;
      const prose = `${t.cityNotes[city] ?? ''} ${t.cityGuides[city] ?? ''}`;
      for (const entry of entries) {
        if (!mentions(english, entry[0])) continue;
        checked += 1;
        const listed = t.cityPage.locality(entry);
        if (!names(locale, prose, listed))
          problems.push(`${city}: ${entry[0]} is "${listed}" in the list`);
      }
    }
    expect(checked).toBeGreaterThan(300);
    expect(problems).toEqual([]);
  });
});
