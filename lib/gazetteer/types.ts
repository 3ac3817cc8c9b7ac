/** The gazetteer's data and answers (lib/gazetteer/lookup.ts re-exports them). */

export interface GazetteerData {
  /** Served city names, as spelt in content/cities.ts. */
  cities: string[];
  /** Localities: [name, PIN code, index into `cities`]. */
  places: [name: string, pin: string, city: number][];
  /**
   * Normalised names of places we do not serve (districts, unserved cities). A typed text that
   * names one of them is not taken for a locality that happens to share a word with it.
   */
  unserved: string[];
  /** Served cities' other-language names (Devanagari): [name, the city's English name]. */
  names?: [name: string, city: string][];
  /** Localities' Devanagari names: [name, index into `places` of the same locality]. */
  localNames?: [name: string, place: number][];
}

/** The city a page is about, so that the form reads a typed place as that city's first. */
export interface PlaceContext {
  /** The city's English name, as in content/cities.ts. */
  city: string;
  /** The city's name as the page writes it ("पुणे"); the English name when not given. */
  label?: string;
}

export interface PlaceMatch {
  /** The served city, as spelt in content/cities.ts. */
  city: string;
  /** The locality the text named, when it was not the city itself. */
  place?: string;
  pin?: string;
}

export interface Suggestion {
  /** What goes into the field when the suggestion is chosen. */
  value: string;
  /** The name shown. */
  label: string;
  /** A state for a city; city and PIN code for a locality. */
  detail: string;
}

export interface SuggestOptions {
  /** At most this many suggestions (8). */
  limit?: number;
  context?: PlaceContext;
}

export interface Gazetteer {
  /** The served city a text refers to, or undefined when it names no served place. */
  resolve(text: unknown, context?: PlaceContext): PlaceMatch | undefined;
  suggest(text: string, options?: SuggestOptions): Suggestion[];
}
