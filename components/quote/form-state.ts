/**
 * The quote form's state and every change to it, as one pure reducer (the shape of vercel/commerce's
 * cart context): the view dispatches what happened, the hooks dispatch what they found out, and a
 * test can drive it without a browser. Messages are kept as faults, not words, so the state is the
 * same in every language.
 */
import { EMPTY_QUOTE, type QuoteData } from '@/lib/quote';
import type { CheckedField, Fault, Faults } from '@/lib/quote-request';
import type { ItemList } from '@/lib/read-list';

export type LocationField = 'from' | 'to';

/** Where the request's copy for the business is: none when no delivery is configured. */
export type CopyStatus = 'none' | 'sending' | 'sent' | 'queued';

export interface Sent {
  ref: string;
  chatLink: string;
  /** The request written out, for the e-mail the visitor can send instead. */
  text: string;
  tabBlocked: boolean;
  /** A size was chosen but the estimator could not load, so the message has no estimate. */
  estimateMissing: boolean;
  copy: CopyStatus;
  scopeLink?: string;
  /** No signal at the press, so no chat tab was opened: the page offers it when the signal returns. */
  noSignal?: boolean;
  /** Sent with neither a size nor a list: the page says a scope needs one. */
  scopeNeedsSize?: boolean;
}

export interface FormState {
  data: QuoteData;
  /** A submit waits for the locality data. */
  checking: boolean;
  /** The phone's and the time's faults; a place's is worked out (form-messages.ts placeFault). */
  faults: Faults;
  /**
   * The places as last judged (typing stopped, a refused submit): a place's message is about that
   * text, and quotes it while the visitor types on.
   */
  judged: Partial<Record<LocationField, string>>;
  /** The last submit was refused for a place: the summary says so until a place changes. */
  placesBlocked: boolean;
  sent: Sent | null;
  mapFor: LocationField | null;
  mapError: { field: LocationField; message: string } | null;
  /** Moving From still holds what the page filled in: tapping into it selects it, to type over. */
  prefilled: boolean;
  /**
   * The item list: none, a typical home of the size chosen (until a count is changed by hand), or
   * the visitor's own counts.
   */
  list: ItemList | 'typical' | null;
  listOpen: boolean;
}

export type Action =
  | { type: 'restore'; data: Partial<QuoteData>; prefilled: boolean }
  /** A field changed; `fault` is its fault now if it is known at once. */
  | { type: 'edit'; field: keyof QuoteData; value: string; fault?: Fault; keepFault?: boolean }
  | { type: 'judged' }
  | { type: 'fault'; field: CheckedField; fault: Fault | undefined }
  | { type: 'checking' }
  | { type: 'blocked'; faults: Faults }
  | { type: 'sent'; sent: Sent }
  | { type: 'chatOpened' }
  | { type: 'copy'; ref: string; status: CopyStatus }
  /** The edge issued the request's written scope: its link now carries the signature. */
  | { type: 'issued'; ref: string; scope: string }
  | { type: 'openMap'; field: LocationField }
  | { type: 'closeMap' }
  | { type: 'mapError'; field: LocationField; message: string | null }
  | { type: 'picked'; field: LocationField; value: string }
  | { type: 'list'; list: FormState['list'] }
  | { type: 'listOpen'; open: boolean };

export function initialState(from = ''): FormState {
  return {
    data: { ...EMPTY_QUOTE, from },
    checking: false,
    faults: {},
    judged: {},
    placesBlocked: false,
    sent: null,
    mapFor: null,
    mapError: null,
    prefilled: from !== '',
    list: null,
    listOpen: false,
  };
}

function withFault(faults: Faults, field: CheckedField, fault: Fault | undefined): Faults {
  const next = { ...faults };
  if (fault) next[field] = fault;
  else delete next[field];
  return next;
}

export function formReducer(state: FormState, action: Action): FormState {
  switch (action.type) {
    case 'restore':
      return { ...state, data: { ...state.data, ...action.data }, prefilled: action.prefilled };
    case 'list':
      // What was sent stays sent, but the page stops saying so.
      return { ...state, list: action.list, sent: null };
    case 'listOpen':
      return {
        ...state,
        listOpen: action.open,
        list: action.open ? (state.list ?? 'typical') : state.list,
      };
    case 'edit': {
      const { field, value } = action;
      const isPlace = field === 'from' || field === 'to';
      const faults =
        (field === 'phone' || field === 'time') && !action.keepFault
          ? withFault(state.faults, field, action.fault)
          : state.faults;
      return {
        ...state,
        data: { ...state.data, [field]: value },
        faults,
        // A new request starts: what was sent stays sent, but the page stops saying so.
        sent: null,
        placesBlocked: isPlace ? false : state.placesBlocked,
        prefilled: field === 'from' ? false : state.prefilled,
        mapError:
          isPlace && !state.mapFor && state.mapError?.field === field ? null : state.mapError,
      };
    }
    case 'judged':
      return { ...state, judged: { from: state.data.from, to: state.data.to } };
    case 'fault':
      return { ...state, faults: withFault(state.faults, action.field, action.fault) };
    case 'checking':
      return { ...state, checking: true };
    case 'blocked': {
      const { from, to, ...faults } = action.faults;
      return {
        ...state,
        checking: false,
        faults,
        judged: { from: state.data.from, to: state.data.to },
        placesBlocked: Boolean(from || to),
      };
    }
    case 'sent':
      return {
        ...state,
        checking: false,
        faults: {},
        placesBlocked: false,
        sent: action.sent,
      };
    case 'chatOpened':
      return state.sent
        ? { ...state, sent: { ...state.sent, noSignal: false, tabBlocked: false } }
        : state;
    case 'copy':
      return state.sent?.ref === action.ref
        ? { ...state, sent: { ...state.sent, copy: action.status } }
        : state;
    case 'issued':
      return state.sent?.ref === action.ref && state.sent.scopeLink
        ? {
            ...state,
            sent: {
              ...state.sent,
              scopeLink: `${state.sent.scopeLink.split('#')[0]}#${action.scope}`,
            },
          }
        : state;
    case 'openMap':
      return { ...state, mapFor: action.field, mapError: null };
    case 'closeMap':
      return { ...state, mapFor: null };
    case 'mapError':
      return {
        ...state,
        mapError: action.message ? { field: action.field, message: action.message } : null,
      };
    case 'picked':
      return {
        ...formReducer(state, { type: 'edit', field: action.field, value: action.value }),
        mapError: null,
      };
  }
}
