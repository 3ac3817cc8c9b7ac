import { decode } from './export';

/**
 * The places an exported city page names, read from its HTML as a visitor reads them: the
 * localities it lists by PIN code, the few it picks as examples (the quote section's intro and
 * the FAQ on the parts covered), and the localities its note on the city names in prose.
 */

/** Text of a piece of HTML: tags off, React's entities decoded. */
export const textOf = (html: string) => decode(html.replace(/<[^>]*>/g, ''));

/** The neighbourhoods the page lists with their PIN codes (#localities): "Kharadi 411014". */
export function listedPlaces(html: string): { name: string; pin: string }[] {
  return [
    ...html.matchAll(
      /<li>([^<]*?)(?:<!-- -->)?\s?(?:<!-- -->)?<span class="pins__pin">(\d{6})<\/span><\/li>/g,
    ),
  ].map((m) => ({ name: textOf(m[1]!).trim(), pin: m[2]! }));
}

/** The names alone. */
export function listedNames(html: string): string[] {
  return listedPlaces(html).map((p) => p.name);
}

const splitList = (list: string) => list.split(/, | and | और /).map((s) => s.trim());

/** The localities the quote section's intro and the FAQ on the parts covered give as examples. */
export function sampleNames(html: string, lang: 'en' | 'hi'): string[] {
  const patterns =
    lang === 'en'
      ? [
          /<p class="section__intro">From ([^<]*?) to anywhere in India\./,
          /PIN codes of [^,<]+, ([^<]*?) among them/,
        ]
      : [
          /<p class="section__intro">([^<]*?) से भारत में कहीं भी शिफ्ट करें।/,
          /पिन कोड(?: में)?, जैसे ([^<]*?)(?:, पास के शहरों से)?।/,
        ];
  return patterns.flatMap((re) => {
    const m = re.exec(html);
    return m ? splitList(textOf(m[1]!)) : [];
  });
}

/** The page's note on its city, in prose. */
export function noteOf(html: string): string {
  return textOf(/<p class="city-note city-note--local">(.*?)<\/p>/s.exec(html)?.[1] ?? '');
}

const SECTORS = {
  en: /\b[Ss]ectors?\s+(?:such as\s+)?(\d+(?:(?:,\s*|\s+and\s+|\s+to\s+)\d+)*)/g,
  hi: /सेक्टर\s+(\d+(?:(?:,\s*|\s+और\s+|\s+से\s+)\d+)*)/g,
};

/**
 * The sectors a note names, as "Sector N" or "सेक्टर N": "Sectors 50, 62 and 75 to 78", "sectors
 * such as 8, 11 and 15", "सेक्टर 50, 62 और 75 से 78"; and the note without them.
 */
export function sectorNames(note: string, lang: 'en' | 'hi'): { sectors: string[]; rest: string } {
  const sectors: string[] = [];
  const rest = note.replace(SECTORS[lang], (_all, list: string) => {
    for (const part of list.split(/,\s*|\s+and\s+|\s+और\s+/)) {
      const [from, to = from] = part.split(/\s+to\s+|\s+से\s+/).map(Number);
      for (let n = from!; n <= to!; n++) sectors.push(`${lang === 'en' ? 'Sector' : 'सेक्टर'} ${n}`);
    }
    return ' ';
  });
  return { sectors, rest };
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}.'’-]*/gu;

/** Every word a set of English texts writes in lower case: the language, not names. */
export function lowerCaseWords(texts: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const t of texts) {
    for (const [w] of t.matchAll(WORD)) if (/^\p{Ll}/u.test(w)) words.add(w.replace(/[.’']+$/, ''));
  }
  return words;
}

/**
 * The names an English note writes with capitals: runs of capitalised words ("Kamla Nagar",
 * "K.K. Nagar", "C-Scheme", "150 Feet Ring Road"), without a possessive ("Salem’s"). A word
 * that opens a sentence is a name only if the notes never write it in lower case.
 */
export function capitalisedNames(note: string, common: ReadonlySet<string>): string[] {
  const names: string[] = [];
  // A full stop ends a sentence, not an initial ("T. Nagar", "K.K. Nagar").
  for (const sentence of note.split(/(?<!\b\p{Lu})[.!?]\s+/u)) {
    let run: string[] = [];
    let end = -1;
    const flush = () => {
      if (run.length > 0) names.push(run.join(' '));
      run = [];
    };
    const words = [...sentence.matchAll(WORD)];
    words.forEach((m, i) => {
      const word = m[0].replace(/[’']s$/, '');
      const next = words[i + 1]?.[0] ?? '';
      const isName =
        /^\p{Lu}/u.test(word) || (/^\d/.test(word) && (run.length > 0 || /^\p{Lu}/u.test(next)));
      const joined = end >= 0 && /^\s+$/.test(sentence.slice(end, m.index));
      if (!isName || !joined) flush();
      const opening = m.index === words[0]?.index;
      if (isName && !(opening && common.has(word.toLowerCase()))) {
        // "T." and "K.K." keep their points; a word does not.
        run.push(/^(?:\p{Lu}\.)+$/u.test(word) ? word : word.replace(/\.$/, ''));
      }
      if (word !== m[0]) flush();
      end = m.index + m[0].length;
    });
    flush();
  }
  return [...new Set(names)];
}
