'use client';

import { ITEM_IDS, MAX_COUNT, ROOMS, items, type ItemId } from '@/content/items';
import { SCOPE_VALID_DAYS } from '@/content/pricing';
import { formatNumber } from '@/lib/format';
import { DEFAULT_LOCALE, isLocale, localePrefix, type Locale } from '@/lib/i18n';
import { itemsText as en, type ItemsText } from '@/content/items-text';
import { itemsText as hi } from '@/content/hi/items-text';
import { itemsText as ta } from '@/content/ta/items-text';
import { addDays, localDay, scopeFragment, type Scope } from '@/lib/scope-link';
import { fillTemplate } from '@/lib/template';
import {
  carCount,
  listedItems,
  listVolume,
  readList,
  truckFor,
  truckName,
  typicalList,
  type ItemList,
} from '@/lib/volume';
import type { Dispatch } from 'react';
import type { Action, FormState } from './form-state';
import { CountField } from './count-field';
import { LIST_KEY, keep, readKept } from './use-draft';
import './items-panel.css';

/**
 * The list's words by language, here so that no page's first script carries them. A language
 * added to lib/i18n.ts must add its line: the type fails the build until it does.
 */
const WORDS: Record<Locale, ItemsText> = { en, hi, ta };

interface ItemsPanelProps {
  id: string;
  lang: string;
  list: ItemList;
  /** The home size chosen on the form, '' for none, and its words on this page. */
  size: string;
  sizeLabel: string;
  truckNames: Parameters<typeof truckName>[1];
  edited: boolean;
  dispatch: Dispatch<Action>;
}

/**
 * The item list (docs/product.md#the-written-scope): a count for every item, room by room, with
 * the volume and truck they come to kept in sight. Loaded when the visitor opens it, with its
 * words and the code that writes the list into the request.
 */
export default function ItemsPanel(props: ItemsPanelProps) {
  const { id, lang, list, size, sizeLabel, edited, dispatch } = props;
  const t = WORDS[isLocale(lang) ? lang : DEFAULT_LOCALE];
  const change = (next: ItemList | 'typical') => dispatch({ type: 'list', list: next });
  const volume = listVolume(list.counts);
  const truck = truckFor(volume);
  const cars = carCount(list.counts);
  const count = (item: ItemId) => (
    <CountField
      key={item}
      id={`${id}-item-${item}`}
      label={t.names[item]}
      value={list.counts[item] ?? 0}
      max={MAX_COUNT}
      words={t}
      onChange={(n) => change(withCount(list, item, n))}
    />
  );

  return (
    <div className="items-panel">
      <h3 className="items-panel__title">{t.title}</h3>
      <p className="items-panel__note">
        {size ? fillTemplate(t.startedFrom, { size: sizeLabel }) : t.noSize}
      </p>
      {ROOMS.map((room) => (
        <fieldset key={room} className="items-panel__room">
          <legend>{t.rooms[room]}</legend>
          <div className="items-panel__counts">
            {ITEM_IDS.filter((item) => items[item].room === room).map(count)}
          </div>
        </fieldset>
      ))}
      <p className="items-panel__total">
        {truck
          ? fillTemplate(t.total, {
              volume: formatNumber(volume),
              vehicle: truckName(truck, props.truckNames),
            })
          : t.noTruck}
        {cars > 0 && ` ${fillTemplate(t.cars, { count: cars })}`}
      </p>
      <div className="items-panel__actions">
        {edited && size && (
          <button
            type="button"
            className="btn btn--sm btn--outline"
            onClick={() => change('typical')}
          >
            {fillTemplate(t.restart, { size: sizeLabel })}
          </button>
        )}
        <button
          type="button"
          className="btn btn--sm btn--outline"
          onClick={() => {
            dispatch({ type: 'list', list: null });
            dispatch({ type: 'listOpen', open: false });
          }}
        >
          {t.clear}
        </button>
      </div>
    </div>
  );
}

/**
 * What a request carries besides the form's lines: with the visitor's list (a home move), its
 * chat lines and the whole list for the e-mail copy; with none, the size (`basis`) the scope is
 * worked out from: a home size by its typical list, an office size or a vehicle with no list.
 * Each gets the written scope's address on this site (absolute, to share), in the page's language.
 */
export function writeList(
  given: ItemList | null,
  basis: string,
  /** The price range is 0 to 0 where the move could not be priced. */
  facts: Pick<Scope, 'ref' | 'from' | 'to' | 'moveTime' | 'floors' | 'low' | 'high'>,
  lang: string,
  origin: string,
) {
  const list = given ?? { counts: typicalList(basis) };
  const date = localDay();
  const volume = listVolume(list.counts);
  const fragment = scopeFragment({
    ...facts,
    date,
    validUntil: addDays(date, SCOPE_VALID_DAYS),
    basis: given ? '' : basis,
    list,
    volume,
    truck: truckFor(volume),
    cars: carCount(list.counts),
  });
  const prefix = localePrefix(isLocale(lang) ? lang : DEFAULT_LOCALE);
  return {
    lines: given ? listLines(given) : [],
    email: given ? listForEmail(given) : '',
    scopeLink: `${origin}${prefix}/scope#${fragment}`,
  };
}

export { summarize } from '@/lib/volume';

/** The list with the counts of a typical home of this size. */
export const refilled = (size: string): ItemList => ({ counts: typicalList(size) });

export function withCount(list: ItemList, id: ItemId, count: number): ItemList {
  const counts = { ...list.counts };
  if (count > 0) counts[id] = count;
  else delete counts[id];
  return { ...list, counts };
}

let restored = false;

/**
 * Keeps the form's list beside the draft (components/quote/use-draft.ts clears both once the
 * request is sent), once its code is in and after each change; first, once a page, restores a
 * list kept before a reload, read with care, open again if it was.
 */
export function keepList(list: FormState['list'], open: boolean, dispatch: Dispatch<Action>) {
  if (!restored) {
    restored = true;
    const kept = readKept(LIST_KEY) as { list?: unknown; open?: unknown } | null;
    const read = kept?.list === 'typical' ? 'typical' : kept && readList(kept.list);
    if (read && !list) {
      if (kept?.open === true && !open) dispatch({ type: 'listOpen', open: true });
      return dispatch({ type: 'list', list: read });
    }
  }
  keep(LIST_KEY, list && { list, open });
}

// The list written out in English, as the business reads it (docs/product.md#the-written-scope):
// compact lines for the chat message, the whole list by room for the e-mail copy.

/** `Double bed ×2, Refrigerator ×1, Cartons ×40` */
export function itemsSummary(list: ItemList): string {
  return listedItems(list.counts)
    .map(({ id, count }) => `${items[id].name} ×${count}`)
    .join(', ');
}

function vehicleWords(list: ItemList): string {
  const truck = truckFor(listVolume(list.counts));
  const cars = carCount(list.counts);
  const carrier = cars ? `car carrier (${cars} ${cars === 1 ? 'car' : 'cars'})` : '';
  return [truck ? truckName(truck) : '', carrier].filter(Boolean).join(' + ');
}

/** The chat message's lines: Items, Volume and Vehicle (the floors are lib/floors.ts's). */
export function listLines(list: ItemList): string[] {
  return [
    `Items: ${itemsSummary(list)}`,
    `Volume: about ${listVolume(list.counts).toLocaleString('en-IN')} cu ft`,
    `Vehicle: ${vehicleWords(list) || 'none'}`,
  ];
}

/** The whole list for the e-mail copy, room by room, then volume and vehicle. */
export function listForEmail(list: ItemList): string {
  const listed = listedItems(list.counts);
  const rooms = ROOMS.flatMap((room) => {
    const inRoom = listed.filter(({ id }) => items[id].room === room);
    return inRoom.length
      ? [`${en.rooms[room]}:`, ...inRoom.map(({ id, count }) => `  ${items[id].name}: ${count}`)]
      : [];
  });
  return [...rooms, ...listLines(list).slice(1)].join('\n');
}
