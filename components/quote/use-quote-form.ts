'use client';

import {
  useCallback,
  useContext,
  useEffect,
  useReducer,
  useRef,
  type FormEvent,
  type RefObject,
} from 'react';
import { DEFAULT_SERVICE } from '@/content/sizes';
import { sizesFor } from '@/lib/estimate-options';
import { isHomeMove } from '@/lib/floors';
import { isIndianMobile } from '@/lib/phone';
import { isPastMoveTime } from '@/lib/move-time';
import type { QuoteData } from '@/lib/quote';
import {
  judgePlace,
  type Judge,
  type PlaceContext,
  type PlaceMatch,
  type PlaceVerdict,
} from '@/lib/quote-places';
import { checkRequest, type BusinessContact } from '@/lib/quote-request';
import { selectFrom, selectSetCity, selectSetShown, useOriginStore } from '@/lib/store/origin';
import { formReducer, initialState, type LocationField } from './form-state';
import { clearDraft, useDraft } from './use-draft';
import { useEstimator } from './use-estimator';
import { GAZETTEER_WAIT_MS, useGazetteer } from './use-gazetteer';
import { LocalNamesContext } from './local-names-context';
import { useOutbox } from './use-outbox';
import { useKeptSent } from './kept-sent';
import { useItemList } from './use-item-list';
import { usePlaceJudging } from './use-place-judging';
import { writeRequest } from './write-request';
import { announceLead } from '@/lib/lead-event';
import { readAttribution } from '@/lib/attribution';
import { pageOf, quoteLead } from '@/lib/leads/outgoing';

export interface QuoteFormOptions {
  /** A city page's city, as the page writes it: Moving From's value in the static HTML. */
  defaultFrom: string;
  /** A city page's city: its localities come first, and a bare "Sector 62" is taken as its. */
  context?: PlaceContext;
  /**
   * Each request also goes to the business through the outbox: to the leads endpoint, or as an
   * e-mail copy where the host has none and EmailJS is configured.
   */
  delivery: boolean;
  /** A chat line asking for a reply in the visitor's language; '' in English. */
  languageLine: string;
  /** The page's language code: the item list's words and its written scope's address follow it. */
  lang: string;
  contact: BusinessContact;
}

/**
 * Everything the quote form does, behind named operations; the view (quote-form.tsx) only draws
 * the state. The request is written out by code the page starts with: nothing a submit needs is
 * fetched at that moment unless a place needs the locality data, and then for at most
 * GAZETTEER_WAIT_MS before the place is judged without it.
 */
export function useQuoteForm(
  options: QuoteFormOptions,
  /** The <form>: what was typed into it before the page was live is read from it once. */
  formRef: RefObject<HTMLFormElement | null>,
) {
  const { defaultFrom, context, delivery, languageLine, contact, lang } = options;
  // The served cities' names in the page's language (a page in another language provides them).
  const localNames = useContext(LocalNamesContext);
  const [state, dispatch] = useReducer(formReducer, defaultFrom, initialState);
  const { data } = state;
  const storeFrom = useOriginStore(selectFrom);
  const setCity = useOriginStore(selectSetCity);
  const setShown = useOriginStore(selectSetShown);
  const places = useGazetteer();
  const estimator = useEstimator();
  const outbox = useOutbox(delivery, dispatch);
  // What the hidden field held at the last submit (the edge judges it).
  const honeypot = useRef('');

  useKeptSent(state.sent, dispatch);
  const itemList = useItemList(state, dispatch);
  // A home move with something listed is priced, written out and scoped from its list.
  const homeMove = isHomeMove(data.service);
  const list = homeMove && state.list && Object.keys(state.list.counts).length ? state.list : null;
  // What the estimate prices of the list, once the list's code is in.
  const listed = list && itemList.items ? itemList.items.summarize(list) : null;
  useDraft(data, dispatch, { pageFrom: defaultFrom, storeFrom }, formRef);

  const judge: Judge = {
    lookup: places.gazetteer,
    lookupFailed: places.status === 'failed',
    localNames,
    context,
  };
  const from = judgePlace(data.from, judge);
  const to = judgePlace(data.to, judge);
  // The latest state and judge, for work that finishes after a wait.
  const latest = useRef({ state, judge });
  useEffect(() => {
    latest.current = { state, judge };
  });

  const shown =
    from.kind === 'served' ? (localNames?.[from.match.city]?.[0] ?? from.match.city) : '';
  useEffect(() => setShown(shown), [shown, setShown]);

  const { mapFor } = state;
  const requestPlaces = places.request;
  usePlaceJudging(data, mapFor, places, latest, dispatch);

  const wantsEstimate = Boolean(data.to || data.size || list);
  const requestEstimator = estimator.request;
  useEffect(() => {
    if (wantsEstimate) requestEstimator();
  }, [wantsEstimate, requestEstimator]);

  function edit(field: keyof QuoteData, value: string) {
    if (field === 'from') setCity(value);
    if (field === 'from' || field === 'to') {
      // A message goes as soon as its field is right; a new one waits until typing stops.
      const served = judgePlace(value, judge).kind === 'served';
      dispatch({ type: 'edit', field, value, keepFault: !served });
    } else if (field === 'phone') {
      dispatch({ type: 'edit', field, value, keepFault: !isIndianMobile(value) });
    } else if (field === 'time') {
      dispatch({ type: 'edit', field, value, fault: isPastMoveTime(value) ? 'past' : undefined });
    } else {
      dispatch({ type: 'edit', field, value });
      // Keep the size only if it still fits the service (a car is not a home size).
      if (field === 'service' && !sizesFor(value || DEFAULT_SERVICE).includes(data.size))
        dispatch({ type: 'edit', field: 'size', value: '' });
    }
  }

  function blurPhone() {
    if (data.phone.trim() && !isIndianMobile(data.phone))
      dispatch({ type: 'fault', field: 'phone', fault: 'phone' });
  }

  function finish(j: Judge) {
    const { data: now } = latest.current.state;
    const checked = checkRequest(now, j);
    if (!checked.ok) {
      dispatch({ type: 'blocked', faults: checked.faults, first: checked.first });
      return;
    }
    const attribution = readAttribution();
    const composed = writeRequest({
      data: now,
      checked,
      list,
      estimator: estimator.estimator,
      items: itemList.items,
      lang,
      languageLine,
      contact,
      origin: window.location.origin,
      page: window.location.pathname,
      attribution,
    });
    // With no signal the chat tab would only show an error: the page says so and offers the chat
    // again when the signal returns; the request itself waits in the outbox.
    const noSignal = !navigator.onLine;
    const tab = noSignal ? null : window.open(composed.chatLink, '_blank');
    if (tab) tab.opener = null;
    dispatch({
      type: 'sent',
      sent: {
        ref: composed.ref,
        chatLink: composed.chatLink,
        text: composed.text,
        tabBlocked: !tab && !noSignal,
        noSignal,
        estimateMissing: composed.estimateMissing,
        scopeLink: composed.scopeLink,
        scopeNeedsSize: composed.scopeNeedsSize,
        copy: 'none',
      },
    });
    clearDraft();
    announceLead({ ref: composed.ref, kind: 'quote' });
    const { pickupFloor, pickupLift, dropFloor, dropLift } = now;
    outbox.send(
      quoteLead(
        composed.email,
        {
          fromCity: checked.from.city,
          toCity: checked.to.city,
          moveTime: now.time,
          ...(isHomeMove(now.service) && { pickupFloor, pickupLift, dropFloor, dropLift }),
        },
        {
          page: pageOf(window.location),
          lang,
          elapsedMs: performance.now(),
          website: honeypot.current,
          attribution,
        },
      ),
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.phase === 'checking') return;
    const trap = event.currentTarget.elements.namedItem('website');
    honeypot.current = trap instanceof HTMLInputElement ? trap.value : '';
    if (from.kind !== 'pending' && to.kind !== 'pending') {
      // Synchronous, so the chat tab opens within the tap (no popup blocker) with no network.
      finish(judge);
      return;
    }
    dispatch({ type: 'checking' });
    void places
      .request(GAZETTEER_WAIT_MS)
      .then((g) => finish({ ...latest.current.judge, lookup: g, lookupFailed: g === null }));
  }

  const resolvePlace = useCallback(
    async (place: string): Promise<PlaceMatch | undefined> => {
      const g = await requestPlaces();
      const v = judgePlace(place, { ...latest.current.judge, lookup: g, lookupFailed: !g });
      return v.kind === 'served' ? v.match : undefined;
    },
    [requestPlaces],
  );

  return {
    state,
    listed,
    itemList,
    localNames,
    verdicts: { from, to } as Record<LocationField, PlaceVerdict>,
    gazetteer: places.gazetteer,
    placesLoading: places.status === 'loading',
    requestPlaces,
    estimator,
    wantsEstimate,
    edit,
    blurPhone,
    submit,
    resolvePlace,
    openMap: (field: LocationField) => {
      dispatch({ type: 'openMap', field });
      void requestPlaces();
    },
    closeMap: () => dispatch({ type: 'closeMap' }),
    chatOpened: () => dispatch({ type: 'chatOpened' }),
    mapError: (field: LocationField, message: string | null) =>
      dispatch({ type: 'mapError', field, message }),
    pick: (field: LocationField, value: string) => {
      if (field === 'from') setCity(value);
      dispatch({ type: 'picked', field, value });
    },
  };
}
