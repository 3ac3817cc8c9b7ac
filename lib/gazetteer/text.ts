/**
 * Pure text helpers of the gazetteer (lib/gazetteer/lookup.ts): how a typed place is folded for
 * matching, cut into runs of words, and read for a PIN code or a sector number.
 */

/**
 * Lower case, accents off, every run of punctuation and space to one space. Devanagari keeps its
 * vowel signs (marks, but part of the word) and drops the nukta and chandrabindu's difference
 * from anusvara, as people write the same name both ways (फरीदाबाद, फ़रीदाबाद). Devanagari digits
 * are read as digits (सेक्टर १३७ is Sector 137).
 */
export function normalizePlace(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u093C]/g, '')
    .replace(/\u0901/g, '\u0902')
    .replace(/[\u0966-\u096F]/g, (d) => String(d.charCodeAt(0) - 0x0966))
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

const SECTOR_WORD = '(?:sector|sectors|sec|sect|sctr|सेक्टर|सैक्टर|செக்டர்)(?: no)?';

/**
 * A normalised text with every way of writing a sector the same: "sec 62", "sector62",
 * "sector no 62" and "सेक्टर 62" are all "sector 62", so "Dwarka Sec-6" is found as typed
 * "Dwarka Sector 6".
 */
export function canonicalSectors(normalised: string): string {
  return normalised.replace(new RegExp(`(^| )${SECTOR_WORD} ?(\\d)`, 'g'), '$1sector $2');
}

/** The key a place is matched by: normalised, sectors written one way. */
export const placeKey = (text: string) => canonicalSectors(normalizePlace(text));

/** A normalised name without its spaces: "indira nagar" and "indiranagar" meet. */
export const squash = (normalised: string) => normalised.replace(/ /g, '');

/** The longest run of words we look up: "Shivaji Nagar Housing Society" is four. */
const MAX_WORDS = 5;

export interface WordRun {
  text: string;
  /** Index of the first word and one past the last. */
  start: number;
  end: number;
}

/**
 * Runs of consecutive words of a normalised text, longest first; the whole text first too when
 * it is longer ("West of Chord Road II Stage" is a name of six words).
 */
export function wordRuns(normalised: string): WordRun[] {
  const words = normalised.split(' ').filter(Boolean);
  const runs: WordRun[] =
    words.length > MAX_WORDS ? [{ text: words.join(' '), start: 0, end: words.length }] : [];
  for (let n = Math.min(MAX_WORDS, words.length); n >= 1; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      runs.push({ text: words.slice(i, i + n).join(' '), start: i, end: i + n });
    }
  }
  return runs;
}

/** A PIN code in a typed text ("411057", "411 057"), as six digits. */
export function findPin(text: string): string | undefined {
  const m = /(?:^|\D)([1-9]\d{2})\s?(\d{3})(?!\d)/.exec(text);
  return m ? `${m[1]}${m[2]}` : undefined;
}

/** How many letters a text has (Latin or Devanagari; vowel signs and digits do not count). */
export function letterCount(text: string): number {
  return text.match(/\p{L}/gu)?.length ?? 0;
}

export interface SectorMention {
  /** The sector's number. */
  number: number;
  /** "Sector 16B" is 16 and "b". */
  suffix: string;
  /** The name as the gazetteer writes it: "Sector 137", "Sector 16B". */
  name: string;
  /** The rest of the normalised text, without the sector: "noida" of "sec 62 noida". */
  rest: string;
}

/**
 * A sector number in a normalised text: "sector 137", "sector 137 noida" (from "Sector-137,
 * Noida"), "sec 62", "sector62", "sector no 5", "sec 16 b", "सेक्टर 137". One letter after the
 * number is the sector's suffix (16B); a longer word is the rest of the address.
 */
export function findSector(normalised: string): SectorMention | undefined {
  const m = new RegExp(`(?:^| )${SECTOR_WORD} ?(\\d+)(?: ?([a-z])(?= |$))?(?= |$)`).exec(
    normalised,
  );
  if (!m) return undefined;
  const number = Number(m[1]);
  const suffix = m[2] ?? '';
  const rest = `${normalised.slice(0, m.index)} ${normalised.slice(m.index + m[0].length)}`
    .replace(/ +/g, ' ')
    .trim();
  return { number, suffix, name: `Sector ${number}${suffix.toUpperCase()}`, rest };
}
