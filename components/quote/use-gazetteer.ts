'use client';

import { useCallback, useRef, useState } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n';
import type { Gazetteer, GazetteerData, LocalNamesData } from '@/lib/gazetteer/lookup';

/** How long a submit waits for the locality data before judging without it. */
export const GAZETTEER_WAIT_MS = 4000;

/** After a failed load, typing does not try again for this long (a submit always does). */
const RETRY_AFTER_MS = 10_000;

export const GAZETTEER_URL = '/data/localities.json';
/** A language's names of those places (app/data/names/[file]/route.ts), for its pages only. */
export const localNamesUrl = (locale: Locale) => `/data/names/${locale}.json`;

interface Loaded {
  gazetteer: Gazetteer;
  /** False when the English data could not be had: the lookup then knows the served cities only. */
  complete: boolean;
}

/** Each language's load, once a page (a page is in one language; a new one starts afresh). */
const pending = new Map<Locale, Promise<Loaded>>();

/** A JSON file of the site; null (and the error in the console) when it could not be had. */
function fetchJson<T>(url: string, what: string): Promise<T | null> {
  return fetch(url)
    .then((res) => {
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return res.json() as Promise<T>;
    })
    .catch((err: unknown) => {
      console.error(`Could not load ${what}`, err);
      return null;
    });
}

/**
 * The lookup's code and its data, fetched together once a page: /data/localities.json (written at
 * build time) and, on a page in another language, that language's names (/data/names/<lang>.json),
 * merged. Without the English data (offline, a failed request) the lookup still knows the served
 * cities and `complete` is false, and the next call tries again. Without the names, the English
 * data still works (the form goes on, knowing the language's names of cities from the page's own
 * script, not its neighbourhoods'); the names are tried again with the next call after
 * RETRY_AFTER_MS. Without the lookup's code (a script gone after a redeploy) the promise rejects,
 * and the next call tries again.
 */
function loadGazetteer(locale: Locale) {
  const loading = pending.get(locale);
  if (loading) return loading;
  const load = Promise.all([
    fetchJson<GazetteerData>(GAZETTEER_URL, 'the list of localities'),
    locale === DEFAULT_LOCALE
      ? null
      : fetchJson<LocalNamesData>(localNamesUrl(locale), `the localities' names in ${locale}`),
    import('@/lib/gazetteer/lookup'),
  ]).then(
    ([data, names, lookup]) => {
      if (!data) pending.delete(locale);
      else if (locale !== DEFAULT_LOCALE && !names) {
        // Not at once: typing asks on every keystroke, and each answer would index the data anew.
        window.setTimeout(() => {
          if (pending.get(locale) === load) pending.delete(locale);
        }, RETRY_AFTER_MS);
      }
      const merged = data && lookup.withLocalNames(data, names);
      return { gazetteer: lookup.createGazetteer(merged), complete: data !== null };
    },
    (err: unknown) => {
      pending.delete(locale);
      throw err;
    },
  );
  pending.set(locale, load);
  return load;
}

/**
 * The language whose names a text is written in, by its script: a Hindi reader on an English page
 * types पुणे, and the form fetches the Hindi names to read it. Undefined for the Latin script.
 */
const SCRIPTS: readonly [RegExp, Locale][] = [
  [/\p{Script=Devanagari}/u, 'hi'],
  [/\p{Script=Tamil}/u, 'ta'],
];
export const scriptLocale = (text = ''): Locale | undefined =>
  SCRIPTS.find(([script]) => script.test(text))?.[1];

/**
 * The gazetteer for a form on a page in `locale`: null until `request()` (called when the visitor
 * starts on a place field) has loaded it. `status`: idle (not asked for yet), loading, ready, or
 * failed (the data or the code could not be had: a place it cannot find is then not judged, and
 * the next request tries again). `request()` never rejects: it settles with the gazetteer, or with
 * null when it could not be loaded or did not come within `waitMs`. Given the typed `text`, on an
 * English page, it also fetches the names of the language whose script the text is in, and keeps
 * them for the page.
 */
export function useGazetteer(locale: Locale = DEFAULT_LOCALE) {
  const [gazetteer, setGazetteer] = useState<Gazetteer | null>(null);
  const [status, setStatus] = useState<'idle' | 'loading' | 'ready' | 'failed'>('idle');
  const failedAt = useRef(0);
  const names = useRef(locale);

  const request = useCallback(
    (waitMs?: number, text?: string): Promise<Gazetteer | null> => {
      const typed = locale === DEFAULT_LOCALE && scriptLocale(text);
      if (typed) names.current = typed;
      const lang = names.current;
      // Offline, every keystroke would otherwise fetch (and fail) again.
      if (waitMs === undefined && Date.now() - failedAt.current < RETRY_AFTER_MS)
        return Promise.resolve(null);
      // A fetch already under way keeps its status: one a submit stopped waiting for stays failed.
      if (!pending.has(lang)) setStatus((s) => (s === 'ready' ? s : 'loading'));
      const loaded = loadGazetteer(lang).then(
        ({ gazetteer: g, complete }) => {
          if (!complete) failedAt.current = Date.now();
          setGazetteer(g);
          setStatus(complete ? 'ready' : 'failed');
          return complete ? g : null;
        },
        (err: unknown) => {
          console.error('Could not load the place lookup', err);
          failedAt.current = Date.now();
          setStatus('failed');
          return null;
        },
      );
      if (waitMs === undefined) return loaded;
      const timeout = new Promise<null>((resolve) =>
        window.setTimeout(() => {
          // Judged without the data from now on, until it comes: a place it would find is unchecked.
          setStatus((s) => (s === 'loading' ? 'failed' : s));
          resolve(null);
        }, waitMs),
      );
      return Promise.race([loaded, timeout]);
    },
    [locale],
  );

  return { gazetteer, status, request };
}
