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
import { flushSync } from 'react-dom';
import type { QuoteText } from '@/content/quote-text';
import { DEFAULT_SERVICE } from '@/content/sizes';
import { sizesFor } from '@/lib/estimate-options';
import { FLOORS_NOT_GIVEN, floorsOf, isHomeMove } from '@/lib/floors';
import { useLazyModule } from '@/lib/hooks/use-lazy-module';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n';
import type { ListSummary } from '@/lib/trucks';
import { isIndianMobile } from '@/lib/phone';
import { isPastMoveTime } from '@/lib/move-time';
import { OUTBOX_EVENT, addToOutbox, type OutgoingLead } from '@/lib/outbox';
import type { FlushResult } from '@/lib/outbox-flush';
import { TYPED_LOCATION_DEBOUNCE_MS, type QuoteData } from '@/lib/quote';
import { placeForMessage } from '@/lib/quote-message';
import {
  judgePlace,
  type Judge,
  type PlaceContext,
  type PlaceLookup,
  type PlaceMatch,
  type PlaceVerdict,
} from '@/lib/quote-places';
import { makeQuoteRef } from '@/lib/quote-ref';
import { checkRequest, composeRequest, type BusinessContact } from '@/lib/quote-request';
import { selectFrom, selectSetCity, selectSetShown, useOriginStore } from '@/lib/store/origin';
import { formReducer, initialState, type LocationField } from './form-state';
import { clearDraft, LIST_KEY, readKept, useDraft } from './use-draft';
import { GAZETTEER_WAIT_MS, useGazetteer } from './use-gazetteer';
import { LocalNamesContext } from './local-names-context';
import { announceLead } from '@/lib/lead-event';
import { readAttribution } from '@/lib/attribution';
import { pageOf, quoteLead } from '@/lib/leads/outgoing';

// The estimate (its code and rate table) and the item list (its panel, catalogue and the code that
// writes the list and the written scope) are extras, fetched when first wanted: a failed fetch is
// asked again on the next press, and a request goes without them.
const loadEstimatePanel = () => import('./estimate-panel');
const loadItemsPanel = () => import('./items-panel');

export interface QuoteFormOptions {
  /** A city page's city, as the page writes it: Moving From's value in the static HTML. */
  defaultFrom?: string;
  /** A city page's city: its localities come first, and a bare "Sector 62" is taken as its. */
  context?: PlaceContext;
  /** Each request also goes to the business through the outbox (endpoint or e-mail copy). */
  delivery: boolean;
  text: Pick<QuoteText, 'languageLine' | 'lang'>;
  contact: BusinessContact;
}

/** What the estimate prices: the form's answers, with the served cities the places name. */
export const estimateInput = (
  data: QuoteData,
  [from, to]: PlaceVerdict[],
  list: ListSummary | null,
) => ({
  ...data,
  from: from?.kind === 'served' ? from.match.city : data.from,
  to: to?.kind === 'served' ? to.match.city : data.to,
  service: data.service || DEFAULT_SERVICE,
  list,
  floors: isHomeMove(data.service) ? floorsOf(data) : null,
});

const withLookup = (judge: Judge, lookup: PlaceLookup | null): Judge => ({
  ...judge,
  lookup,
  lookupFailed: lookup === null,
});

/**
 * Everything the quote form does, behind named operations; the view (quote-form.tsx) only draws
 * the state. The request is written out by code the page starts with: nothing a submit needs is
 * fetched at that moment unless a place needs the locality data, and then for at most
 * GAZETTEER_WAIT_MS before the place is judged without it.
 */
export function useQuoteForm(
  options: QuoteFormOptions,
  formRef: RefObject<HTMLFormElement | null>,
) {
  const { defaultFrom = '', context, delivery, contact } = options;
  const { languageLine, lang } = options.text;
  const localNames = useContext(LocalNamesContext);
  const [state, dispatch] = useReducer(formReducer, defaultFrom, initialState);
  const { data, mapFor } = state;
  const storeFrom = useOriginStore(selectFrom);
  const setCity = useOriginStore(selectSetCity);
  const setShown = useOriginStore(selectSetShown);
  const places = useGazetteer(isLocale(lang) ? lang : DEFAULT_LOCALE);
  const requestPlaces = places.request;
  const estimator = useLazyModule(loadEstimatePanel, 'the estimate');
  const itemList = useLazyModule(loadItemsPanel, 'the item list');
  const items = itemList.module;

  useDraft(state, dispatch, { pageFrom: defaultFrom, storeFrom }, formRef);

  const { listOpen } = state;
  const shownList = state.list === 'typical' ? (items?.refilled(data.size) ?? null) : state.list;
  // A home move with something listed is priced, written out and scoped from its list.
  const homeMove = isHomeMove(data.service);
  const list = homeMove && shownList && Object.keys(shownList.counts).length ? shownList : null;
  const listed = list && items ? items.summarize(list) : null;

  // The list's code also writes the scope, which a size is enough for: it is fetched once the
  // service is chosen (the size comes next, and the send may follow at once), or at once for a
  // list kept from before a reload. All the list's work is done by that code.
  const scoped = Boolean(data.size || data.service);
  const requestItems = itemList.request;
  useEffect(() => {
    if (scoped || readKept(LIST_KEY)) requestItems();
  }, [scoped, requestItems]);
  useEffect(() => {
    items?.keepList(state.list, listOpen, dispatch);
  }, [items, state.list, listOpen]);

  const judge: Judge = {
    lookup: places.gazetteer,
    lookupFailed: places.status === 'failed',
    localNames,
    context,
  };
  const from = judgePlace(data.from, judge);
  const to = judgePlace(data.to, judge);
  // For work that finishes after a wait.
  const latest = useRef({ state, judge });
  useEffect(() => {
    latest.current = { state, judge };
  });

  const shown =
    from.kind === 'served' ? (localNames?.[from.match.city]?.[0] ?? from.match.city) : '';
  useEffect(() => setShown(shown), [shown, setShown]);

  // The typed places are judged 700 ms after typing stops, while the map is closed; a place that
  // is no served city's name waits for the locality data, asked for here too (a place restored
  // or from a link was never focused). Its message follows the data as it comes (placeFault).
  useEffect(() => {
    if (mapFor) return;
    const timer = window.setTimeout(() => {
      dispatch({ type: 'judged' });
      const { state: now, judge: j } = latest.current;
      if ([now.data.from, now.data.to].some((p) => judgePlace(p, j).kind === 'pending'))
        void requestPlaces(undefined, `${now.data.from} ${now.data.to}`);
    }, TYPED_LOCATION_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [data.from, data.to, mapFor, requestPlaces]);

  const wantsEstimate = Boolean(data.to || data.size || list);
  const requestEstimator = estimator.request;
  useEffect(() => {
    if (wantsEstimate) requestEstimator();
  }, [wantsEstimate, requestEstimator]);

  // Each request's copy for the business goes through the outbox (lib/outbox.ts): queued on the
  // device first, then sent now if the device is online. When the connection returns, or on a
  // later visit, the layout's OutboxFlusher sends what waits; every flush announces its result
  // (OUTBOX_EVENT), and the form shows how its own requests fared.
  const mine = useRef(new Set<string>());
  const report = useCallback((result: FlushResult) => {
    for (const [ref, { status, scope }] of Object.entries(result)) {
      if (!mine.current.has(ref)) continue;
      // Waiting while online means the edge said "later" (a limit, an outage): the chat message
      // is the request then, and "no connection" would not be true. Dropped: nowhere to send it.
      const shown =
        status === 'sent' ? 'sent' : status === 'queued' && !navigator.onLine ? 'queued' : 'none';
      dispatch({ type: 'copy', ref, status: shown });
      if (scope) dispatch({ type: 'issued', ref, scope });
    }
  }, []);
  useEffect(() => {
    if (!delivery) return;
    const onResult = (e: Event) => report((e as CustomEvent<FlushResult>).detail ?? {});
    window.addEventListener(OUTBOX_EVENT, onResult);
    return () => window.removeEventListener(OUTBOX_EVENT, onResult);
  }, [delivery, report]);

  function sendCopy(lead: OutgoingLead) {
    if (!delivery) return;
    const { ref } = lead;
    mine.current.add(ref);
    let queued = false;
    try {
      queued = addToOutbox(window.localStorage, lead);
    } catch {
      // Storage blocked by the browser (window.localStorage itself throws): nothing can wait, so
      // the copy is sent at once.
    }
    const online = navigator.onLine;
    dispatch({ type: 'copy', ref, status: online || !queued ? 'sending' : 'queued' });
    if (queued && !online) return;
    import('@/lib/outbox-flush')
      .then(async (m) => {
        if (queued) return void (await m.flushStoredOutbox());
        const delivered = await m.defaultSender().send(lead);
        report({ [ref]: delivered.status === 'sent' ? delivered : { status: 'dropped' } });
      })
      .catch((err: unknown) => {
        // The sending code itself could not be fetched (a redeploy, a dropped line): it waits.
        console.error('Could not send the request yet', err);
        dispatch({ type: 'copy', ref, status: queued ? 'queued' : 'none' });
      });
  }

  function edit(field: keyof QuoteData, value: string) {
    if (field === 'from') setCity(value);
    if (field === 'phone') {
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

  /**
   * The checked request written out, synchronously, so the chat tab opens within the visitor's
   * tap; the estimate and the written scope only where their code has loaded.
   */
  function finish(j: Judge) {
    const { data: now } = latest.current.state;
    const checked = checkRequest(now, j);
    if (!checked.ok) {
      // The visitor is taken to the first field at fault, its message now beside it.
      flushSync(() => dispatch({ type: 'blocked', faults: checked.faults }));
      const el = formRef.current?.elements.namedItem(checked.first);
      if (el instanceof HTMLInputElement) {
        el.focus({ preventScroll: true });
        el.scrollIntoView({ block: 'center' });
      }
      return;
    }
    const home = isHomeMove(now.service);
    const verdicts = [checked.from, checked.to].map(
      (match) => ({ kind: 'served', match }) as const,
    );
    const input = estimateInput(now, verdicts, listed);
    const estimate = estimator.module?.estimateMove(input);
    const ref = makeQuoteRef();
    // Without a list, the scope is worked out from the size.
    const basis = list ? '' : now.size;
    const written =
      (basis || list) && items
        ? items.writeList(
            list,
            basis,
            {
              ref,
              from: placeForMessage(now.from, checked.from),
              to: placeForMessage(now.to, checked.to),
              moveTime: now.time,
              // Only a home move's floors are asked (components/quote/request-fields.tsx).
              floors: input.floors ?? FLOORS_NOT_GIVEN,
              low: estimate?.ok ? estimate.low : 0,
              high: estimate?.ok ? estimate.high : 0,
            },
            lang,
            window.location.origin,
          )
        : undefined;
    const attribution = readAttribution();
    const composed = composeRequest({
      data: now,
      checked,
      ref,
      list: written,
      estimateLine: estimate?.ok ? estimator.module!.estimateLine(estimate) : undefined,
      languageLine: languageLine || undefined,
      page: window.location.pathname,
      attribution,
      whatsapp: contact.whatsapp,
    });
    // With no signal the chat tab would only show an error: the page says so and offers the chat
    // again when the signal returns; the request itself waits in the outbox.
    const noSignal = !navigator.onLine;
    const tab = noSignal ? null : window.open(composed.chatLink, '_blank');
    if (tab) tab.opener = null;
    dispatch({
      type: 'sent',
      sent: {
        ref,
        chatLink: composed.chatLink,
        text: composed.text,
        tabBlocked: !tab && !noSignal,
        noSignal,
        // A size or a list was given but the estimator had not loaded: no `Estimate:` line.
        estimateMissing: Boolean(now.size || list) && !estimator.module,
        scopeLink: written?.scopeLink,
        scopeNeedsSize: !basis && !list,
        copy: 'none',
      },
    });
    clearDraft();
    announceLead({ ref, kind: 'quote' });
    const { pickupFloor, pickupLift, dropFloor, dropLift } = now;
    sendCopy(
      quoteLead(
        composed.email,
        {
          fromCity: checked.from.city,
          toCity: checked.to.city,
          moveTime: now.time,
          ...(home && { pickupFloor, pickupLift, dropFloor, dropLift }),
        },
        {
          page: pageOf(window.location),
          lang,
          elapsedMs: performance.now(),
          // The hidden field a bot fills (the edge judges it).
          website: String(new FormData(formRef.current ?? undefined).get('website') ?? ''),
          attribution,
        },
      ),
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.checking) return;
    if (from.kind !== 'pending' && to.kind !== 'pending') {
      // Synchronous, so the chat tab opens within the tap (no popup blocker) with no network.
      finish(judge);
      return;
    }
    dispatch({ type: 'checking' });
    const typed = `${data.from} ${data.to}`;
    void requestPlaces(GAZETTEER_WAIT_MS, typed).then((g) =>
      finish(withLookup(latest.current.judge, g)),
    );
  }

  const resolvePlace = useCallback(
    async (place: string): Promise<PlaceMatch | undefined> => {
      const v = judgePlace(
        place,
        withLookup(latest.current.judge, await requestPlaces(undefined, place)),
      );
      return v.kind === 'served' ? v.match : undefined;
    },
    [requestPlaces],
  );

  return {
    state,
    dispatch,
    listed,
    shownList,
    itemList: {
      ...itemList,
      show: (open: boolean) => {
        if (open) requestItems();
        dispatch({ type: 'listOpen', open });
      },
    },
    localNames,
    judge,
    verdicts: { from, to },
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
