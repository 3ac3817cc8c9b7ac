import { act, renderHook } from '@testing-library/react';
import { GAZETTEER_URL, localNamesUrl, useGazetteer } from '@/components/quote/use-gazetteer';
import type { Gazetteer, GazetteerData, LocalNamesData } from '@/lib/gazetteer/lookup';
import type { Locale } from '@/lib/i18n';

/**
 * The quote form's gazetteer in the browser (components/quote/use-gazetteer.ts): the English
 * data for every page and, on a page in another language, that language's names, fetched
 * together and merged; the English data works without the names. The load is kept for the page,
 * one per language: each test below uses a language of its own.
 */
const english: GazetteerData = {
  cities: ['Chennai', 'Pune'],
  places: [
    ['Velachery', '600042', 0],
    ['Wakad', '411057', 1],
  ],
  unserved: [],
};
const NAMES: Record<string, LocalNamesData> = {
  [localNamesUrl('ta')]: {
    names: [['சென்னை', 'Chennai']],
    localNames: [['வேளச்சேரி', 0]],
    unserved: [],
  },
};

let fetched: string[];
/** Answers the English data and the Tamil names; a 404 for anything else. */
function serve(url: string) {
  fetched.push(url);
  const body = url === GAZETTEER_URL ? english : NAMES[url];
  return Promise.resolve({
    ok: body !== undefined,
    status: body === undefined ? 404 : 200,
    json: () => Promise.resolve(body),
  } as Response);
}

let errors: jest.SpyInstance;
beforeEach(() => {
  fetched = [];
  global.fetch = jest.fn((input: RequestInfo | URL) => serve(String(input)));
  errors = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errors.mockRestore());

/** The hook on a page in `locale`, once its first request has settled. */
async function load(locale: Locale) {
  const hook = renderHook(() => useGazetteer(locale));
  let g: Gazetteer | null = null;
  await act(async () => {
    g = await hook.result.current.request();
  });
  return { hook, g: g as Gazetteer | null };
}

test('a Tamil page fetches the English data and the Tamil names at once, and knows both', async () => {
  const hook = renderHook(() => useGazetteer('ta'));
  let loading!: Promise<Gazetteer | null>;
  act(() => {
    loading = hook.result.current.request();
  });
  // Both asked for before either answers.
  expect(fetched).toEqual([GAZETTEER_URL, localNamesUrl('ta')]);
  let g: Gazetteer | null = null;
  await act(async () => {
    g = await loading;
  });
  expect(hook.result.current.status).toBe('ready');
  expect(g!.resolve('வேளச்சேரி')).toEqual({ city: 'Chennai', place: 'Velachery', pin: '600042' });
  expect(g!.suggest('வேளச')[0]?.detail).toBe('சென்னை 600042');
  expect(g!.resolve('Wakad')?.city).toBe('Pune');
  // One load a page: asking again fetches nothing.
  await act(async () => {
    await hook.result.current.request();
  });
  expect(fetched).toHaveLength(2);
});

test('without its names file, a Hindi page’s form still knows the English data', async () => {
  const { hook, g } = await load('hi');
  expect(fetched).toEqual([GAZETTEER_URL, localNamesUrl('hi')]);
  expect(hook.result.current.status).toBe('ready');
  expect(g?.resolve('Wakad')).toEqual({ city: 'Pune', place: 'Wakad', pin: '411057' });
  expect(g?.resolve('வேளச்சேரி')).toBeUndefined();
  expect(errors).toHaveBeenCalled();
});

test('an English page fetches the English data only', async () => {
  const { hook, g } = await load('en');
  expect(fetched).toEqual([GAZETTEER_URL]);
  expect(hook.result.current.status).toBe('ready');
  expect(g?.resolve('Velachery')?.city).toBe('Chennai');
  expect(errors).not.toHaveBeenCalled();
});

test('an English page reads a place typed in Tamil script with the Tamil names', async () => {
  const hook = renderHook(() => useGazetteer('en'));
  let latin: Gazetteer | null = null;
  await act(async () => {
    latin = await hook.result.current.request(undefined, 'Velachery');
  });
  expect((latin as Gazetteer | null)?.resolve('வேளச்சேரி')).toBeUndefined();
  let tamil: Gazetteer | null = null;
  await act(async () => {
    tamil = await hook.result.current.request(undefined, 'வேளச்');
  });
  expect((tamil as Gazetteer | null)?.resolve('வேளச்சேரி')).toMatchObject({ city: 'Chennai' });
  // Kept for the page: a later request without text still knows them.
  let later: Gazetteer | null = null;
  await act(async () => {
    later = await hook.result.current.request();
  });
  expect((later as Gazetteer | null)?.resolve('வேளச்சேரி')).toMatchObject({ city: 'Chennai' });
});
