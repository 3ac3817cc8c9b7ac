'use client';

import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import {
  EMPTY_QUOTE,
  SERVICES,
  TYPED_LOCATION_DEBOUNCE_MS,
  isServiceable,
  matchLocalName,
  matchServiceableCity,
  sanitizeDraft,
  type QuoteData,
} from '@/lib/quote';
import type { QuoteText } from '@/content/quote-text';
import { fillTemplate } from '@/lib/template';
import { formatWhen } from '@/lib/when';
import type { Gazetteer, PlaceMatch } from '@/lib/gazetteer/lookup';
import { isIndianMobile, normalizeIndianMobile } from '@/lib/phone';
import { MAX_CITY_LENGTH, selectFrom, selectSetCity, useOriginStore } from '@/lib/store/origin';
import { PinIcon, WhatsAppIcon } from '@/components/ui/icons';
import { MapDialog } from './map-dialog';
import { MapLoading } from './map-loading';
import { PlaceInput } from './place-input';
import { useGazetteer } from './use-gazetteer';
import { sizeKindFor, sizesFor } from '@/lib/estimate-options';

export const DRAFT_KEY = 'shiftease:quote-draft';

// The picker (its geocoder client, and Leaflet inside it) loads only when a pin is pressed, so
// it is never rendered on the server: React.lazy is enough, without next/dynamic's runtime.
const MapPicker = lazy(() => import('./map-picker').then((m) => ({ default: m.MapPicker })));

// The estimate and its rate table load once the visitor starts on the form, and so does the
// code that writes the request out for the business.
const loadEstimatePanel = () => import('./estimate-panel');
const loadMessage = () => import('@/lib/quote-message');
const EstimatePanel = lazy(loadEstimatePanel);
type EstimateModule = Pick<typeof import('./estimate-panel'), 'estimateLine' | 'estimateMove'>;

type LocationField = 'from' | 'to';

interface QuoteFormProps {
  /** A city page's city: the Moving From value in the static HTML. */
  defaultFrom?: string;
  /** Every word of the form, in the page's language (content/quote-text.ts, content/hi/...). */
  text: QuoteText;
  /**
   * Served cities' names in the page's language, by their English name, the first the one shown
   * (Hindi pages): accepted as typed, without loading the gazetteer, and used in the estimate.
   */
  localNames?: Record<string, string[]>;
}

function readDraft(): Partial<QuoteData> {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY);
    return raw ? sanitizeDraft(JSON.parse(raw)) : {};
  } catch {
    return {};
  }
}

function writeDraft(data: QuoteData | null) {
  try {
    if (data) window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(data));
    else window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Storage can be full or disabled (private mode); the form still works without a draft.
  }
}

/** `?from=` or `?to=` as plain text (URLSearchParams decodes it); never rendered as HTML. */
function readPlaceParam(name: LocationField): string {
  const value = new URLSearchParams(window.location.search).get(name);
  return value ? value.trim().slice(0, MAX_CITY_LENGTH) : '';
}

type LocalNames = QuoteFormProps['localNames'];

/**
 * The served place a text names: a served city by the SPEC rule (in English or the page's
 * language), or a locality or PIN code.
 */
function findPlace(
  text: string,
  gazetteer: Gazetteer | null,
  local: LocalNames,
): PlaceMatch | undefined {
  const localCity = matchLocalName(text, local);
  const byLocalName = localCity ? { city: localCity } : undefined;
  if (gazetteer) return gazetteer.resolve(text) ?? byLocalName;
  const city = matchServiceableCity(text);
  return city ? { city } : byLocalName;
}

/** Empty (still typing) or a served place. */
function isServed(text: string, gazetteer: Gazetteer | null, local: LocalNames): boolean {
  return (
    isServiceable(text) || Boolean(matchLocalName(text, local)) || Boolean(gazetteer?.resolve(text))
  );
}

/** Served without the gazetteer: a served city's name, in English or the page's language. */
function isKnownCity(text: string, local: LocalNames): boolean {
  return isServiceable(text) || Boolean(matchLocalName(text, local));
}

/** The e-mail copy of a quote goes out beside the chat link; its failure never touches the form. */
function sendEmailCopy(values: import('@/lib/email').QuoteEmailValues) {
  void import('@/lib/email')
    .then((m) => m.sendQuoteCopy(values))
    .catch((err) => console.error('Quote e-mail copy failed', err));
}

/** A select's options: an empty placeholder first, then the values, each in the page's words. */
function Options({
  placeholder,
  values,
  labels,
}: {
  placeholder: string;
  values: readonly string[];
  labels: Record<string, string>;
}) {
  return (
    <>
      <option value="">{placeholder}</option>
      {values.map((v) => (
        <option key={v} value={v}>
          {labels[v] ?? v}
        </option>
      ))}
    </>
  );
}

/**
 * The quote request form (SPEC: Quote form page; PRODUCT.md sections 2 and 3). Nothing is sent
 * to a server: a valid submit opens WhatsApp with the request written out.
 */
export function QuoteForm({ defaultFrom = '', text, localNames }: QuoteFormProps) {
  const id = useId();
  const storeFrom = useOriginStore(selectFrom);
  const setCity = useOriginStore(selectSetCity);
  const [data, setData] = useState<QuoteData>({ ...EMPTY_QUOTE, from: defaultFrom });
  const [errors, setErrors] = useState<Partial<Record<LocationField, string>>>({});
  const [phoneError, setPhoneError] = useState('');
  const [submitError, setSubmitError] = useState('');
  const [sent, setSent] = useState<{ link: string; blocked: boolean } | null>(null);
  const [copied, setCopied] = useState(false);
  const [mapFor, setMapFor] = useState<LocationField | null>(null);
  const [mapError, setMapError] = useState<{ field: LocationField; message: string } | null>(null);
  const { gazetteer, request: requestGazetteer } = useGazetteer();
  const phoneRef = useRef<HTMLInputElement>(null);
  const restored = useRef(false);
  const [estimator, setEstimator] = useState<EstimateModule | null>(null);
  const estimatorRequested = useRef(false);

  // Restore once on load: ?from= wins, then a city page's city, then the shared store, then the
  // draft; ?to= (from the home page's first screen) wins over the draft's.
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const draft = readDraft();
    const from = readPlaceParam('from') || defaultFrom || storeFrom || draft.from || '';
    const to = readPlaceParam('to') || draft.to || '';
    setData((d) => ({ ...d, ...draft, from, to }));
    setCity(from);
  }, [defaultFrom, storeFrom, setCity]);

  // Keep the draft until it is sent (PRODUCT.md: no enquiry is lost on a reload).
  useEffect(() => {
    if (!restored.current) return;
    const empty = Object.values(data).every((v) => v === '');
    writeDraft(empty ? null : data);
  }, [data]);

  // Typed locations are checked 700 ms after typing stops, only while the map is closed. A text
  // that is no served city's name is judged with the gazetteer (a locality, a PIN code), which
  // the field asked for when the visitor started on it, so it is usually there by then.
  useEffect(() => {
    if (mapFor) return;
    let live = true;
    const check = (places: Gazetteer | null) => {
      if (!live) return;
      setErrors({
        from: isServed(data.from, places, localNames)
          ? undefined
          : fillTemplate(text.fromNotServiceable, { from: data.from.trim() }),
        to: isServed(data.to, places, localNames)
          ? undefined
          : fillTemplate(text.toNotServiceable, { to: data.to.trim() }),
      });
    };
    const timer = window.setTimeout(() => {
      if (isKnownCity(data.from, localNames) && isKnownCity(data.to, localNames)) check(null);
      else void requestGazetteer().then(check);
    }, TYPED_LOCATION_DEBOUNCE_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [data.from, data.to, mapFor, requestGazetteer, text, localNames]);

  function update<K extends keyof QuoteData>(key: K, value: QuoteData[K]) {
    setData((d) => ({ ...d, [key]: value }));
    setSent(null);
    if (key === 'from') setCity(value);
    if (key === 'from' || key === 'to') {
      if (submitError) setSubmitError('');
      // A message goes as soon as its field is right; a new one waits until typing stops.
      if (isServed(value, gazetteer, localNames)) setErrors((e) => ({ ...e, [key]: undefined }));
      if (!mapFor && mapError?.field === key) setMapError(null);
    }
    if (key === 'phone' && phoneError && isIndianMobile(value)) setPhoneError('');
  }

  const fromPlace = findPlace(data.from, gazetteer, localNames);
  const toPlace = findPlace(data.to, gazetteer, localNames);
  // The estimate works from the cities that the places belong to ("Whitefield" is Bangalore).
  const estimateInput = {
    ...data,
    from: fromPlace?.city ?? data.from,
    to: toPlace?.city ?? data.to,
    service: data.service || 'Home Shifting',
  };
  // Moving From alone (a city page's city, ?from=) is not enough for an estimate, so a page
  // that opens with it filled in does not fetch and run the estimator while it starts.
  const wantsEstimate = Boolean(data.to || data.size);

  // The estimator's code is fetched as soon as the visitor starts on the form (or has filled in
  // enough for an estimate), so the estimate is there when they have.
  const requestEstimator = useCallback(() => {
    if (estimatorRequested.current) return;
    estimatorRequested.current = true;
    void loadEstimatePanel().then(setEstimator);
    void loadMessage();
  }, []);

  useEffect(() => {
    if (wantsEstimate) requestEstimator();
  }, [wantsEstimate, requestEstimator]);

  const when = formatWhen(data.time, text.when);
  const sizeOptions = sizesFor(data.service || 'Home Shifting');
  const sizeLabel = text[sizeKindFor(data.service)];

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A place that is no served city's name needs the gazetteer before it can be judged.
    const needsGazetteer = !isKnownCity(data.from, localNames) || !isKnownCity(data.to, localNames);
    const [places, { formatMoveTime, pageLine, placeForMessage, quoteChatLink }] =
      await Promise.all([gazetteer ?? (needsGazetteer ? requestGazetteer() : null), loadMessage()]);
    const from = findPlace(data.from, places, localNames);
    const to = findPlace(data.to, places, localNames);
    const phone = normalizeIndianMobile(data.phone);
    setSubmitError(from && to ? '' : text.submitBlocked);
    setPhoneError(phone ? '' : text.phoneMessage);
    if (!from || !to || !phone) {
      if (from && to) phoneRef.current?.focus();
      return;
    }
    const input = { ...estimateInput, from: from.city, to: to.city };
    const estimate = estimator?.estimateMove(input);
    const estimateText = estimate?.ok ? estimator!.estimateLine(estimate) : '';
    const page = window.location.pathname;
    const message = {
      ...data,
      from: placeForMessage(data.from, from),
      to: placeForMessage(data.to, to),
      phone,
    };
    const link = quoteChatLink(message, [
      ...(estimateText ? [estimateText] : []),
      ...(text.languageLine ? [text.languageLine] : []),
      pageLine(page),
    ]);
    const tab = window.open(link, '_blank');
    if (tab) tab.opener = null;
    setSent({ link, blocked: !tab });
    setCopied(false);
    writeDraft(null);
    sendEmailCopy({
      pickup: message.from,
      drop: message.to,
      phone,
      time: formatMoveTime(data.time),
      service: data.service,
      size: data.size,
      message: data.message,
      estimate: estimateText,
      page,
    });
  }

  async function copyLink(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  const locationErrors = [errors.from, errors.to].filter(Boolean) as string[];
  // A map pick that failed, while its field does not hold a served place already.
  const shownMapError =
    mapError &&
    !mapFor &&
    !(data[mapError.field].trim() && isServed(data[mapError.field], gazetteer, localNames))
      ? mapError
      : null;
  const suggest = gazetteer ? (text: string) => gazetteer.suggest(text) : null;

  const locationInput = (field: LocationField, label: string) => {
    const message = shownMapError?.field === field ? shownMapError.message : (errors[field] ?? '');
    const messageId = `${id}-${field}-error`;
    return (
      <div className="field">
        <label htmlFor={`${id}-${field}`} className="field__label">
          {label}
        </label>
        <div className="field__with-btn">
          <PlaceInput
            id={`${id}-${field}`}
            name={field}
            placeholder={field === 'from' ? text.fromPlaceholder : text.toPlaceholder}
            listLabel={fillTemplate(text.suggestions, { label })}
            value={data[field]}
            onChange={(value) => update(field, value)}
            suggest={suggest}
            onStart={requestGazetteer}
            invalid={Boolean(message)}
            describedBy={message ? messageId : undefined}
          />
          <button
            type="button"
            className="field__pin"
            aria-label={fillTemplate(text.mapButton, { label })}
            onClick={() => {
              setMapError(null);
              setMapFor(field);
              void requestGazetteer();
            }}
          >
            <PinIcon size={20} />
          </button>
        </div>
        {message && (
          <p id={messageId} className="field__error">
            {message}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className="quote-form">
      <div role="alert" className="form-errors">
        {locationErrors.map((message) => (
          <p key={message}>
            {message} {text.locationSuffix}
          </p>
        ))}
        {submitError && <p>{submitError}</p>}
        {shownMapError && <p>{shownMapError.message}</p>}
        {phoneError && <p>{phoneError}</p>}
      </div>
      <form
        onSubmit={(e) => void onSubmit(e)}
        onFocus={requestEstimator}
        aria-label={text.formName}
        noValidate={false}
      >
        <div className="form-grid">
          {locationInput('from', text.from)}
          {locationInput('to', text.to)}
          <div className="field">
            <label htmlFor={`${id}-phone`} className="field__label">
              {text.phone}
            </label>
            <input
              ref={phoneRef}
              id={`${id}-phone`}
              name="phone"
              type="tel"
              required
              inputMode="tel"
              autoComplete="tel"
              maxLength={20}
              placeholder={text.phonePlaceholder}
              value={data.phone}
              aria-invalid={phoneError ? true : undefined}
              aria-describedby={phoneError ? `${id}-phone-error` : undefined}
              onChange={(e) => update('phone', e.target.value)}
              onBlur={() => {
                if (data.phone.trim() && !isIndianMobile(data.phone))
                  setPhoneError(text.phoneMessage);
              }}
            />
            {phoneError && (
              <p id={`${id}-phone-error`} className="field__error">
                {phoneError}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor={`${id}-time`} className="field__label">
              {text.time}
            </label>
            <input
              id={`${id}-time`}
              name="time"
              type="datetime-local"
              required
              value={data.time}
              aria-describedby={when ? `${id}-time-chosen` : undefined}
              onChange={(e) => update('time', e.target.value)}
            />
            {when && (
              <p id={`${id}-time-chosen`} className="field__note">
                {fillTemplate(text.timeChosen, { when })}
              </p>
            )}
          </div>
          <div className="field field--wide">
            <label htmlFor={`${id}-service`} className="field__label">
              {text.service}
            </label>
            <select
              id={`${id}-service`}
              name="service"
              required
              value={data.service}
              onChange={(e) => {
                const service = e.target.value;
                update('service', service);
                // Keep the size only if it still fits the service (a car is not a home size).
                if (!sizesFor(service || 'Home Shifting').includes(data.size)) update('size', '');
              }}
            >
              <Options
                placeholder={text.servicePlaceholder}
                values={SERVICES}
                labels={text.services}
              />
            </select>
          </div>
          <div className="field field--wide">
            <label htmlFor={`${id}-size`} className="field__label">
              {sizeLabel} <span className="field__optional">{text.sizeHint}</span>
            </label>
            <select
              id={`${id}-size`}
              name="size"
              value={data.size}
              onChange={(e) => update('size', e.target.value)}
            >
              <Options
                placeholder={fillTemplate(text.sizePlaceholder, { size: sizeLabel.toLowerCase() })}
                values={sizeOptions}
                labels={text.sizes}
              />
            </select>
          </div>
          <div className="field field--wide">
            <label htmlFor={`${id}-message`} className="field__label">
              {text.message} <span className="field__optional">{text.optional}</span>
            </label>
            <textarea
              id={`${id}-message`}
              name="message"
              rows={3}
              maxLength={2000}
              placeholder={text.messagePlaceholder}
              value={data.message}
              onChange={(e) => update('message', e.target.value)}
            />
          </div>
        </div>
        <div role="status" aria-label={text.estimate.name} className="estimate">
          {wantsEstimate ? (
            <Suspense fallback={<p className="estimate__hint">{text.estimate.loading}</p>}>
              <EstimatePanel input={estimateInput} text={text} localNames={localNames} />
            </Suspense>
          ) : (
            <p className="estimate__hint">{text.estimate.hint}</p>
          )}
        </div>
        <button type="submit" className="btn btn--accent btn--lg quote-form__submit">
          <WhatsAppIcon size={22} />
          {text.submit}
        </button>
        <p className="quote-form__note">{text.note}</p>
      </form>
      <div role="status" className="form-status">
        {sent && !sent.blocked && (
          <p>
            {text.sentOpened}{' '}
            <a href={sent.link} target="_blank" rel="noopener noreferrer">
              {text.openAgain}
            </a>
            .
          </p>
        )}
        {sent && sent.blocked && (
          <div className="form-status__fallback">
            <p>{text.blocked}</p>
            <p>
              <a
                href={sent.link}
                target="_blank"
                rel="noopener noreferrer"
                className="btn btn--primary btn--sm"
              >
                <WhatsAppIcon size={18} /> {text.openWhatsApp}
              </a>{' '}
              <button
                type="button"
                className="btn btn--sm btn--outline"
                onClick={() => copyLink(sent.link)}
              >
                {copied ? text.linkCopied : text.copyLink}
              </button>
            </p>
            <p className="form-status__link">{sent.link}</p>
          </div>
        )}
      </div>
      <MapDialog
        open={mapFor !== null}
        title={fillTemplate(text.mapTitle, { label: mapFor === 'to' ? text.to : text.from })}
        closeLabel={text.map.close}
        onClose={() => setMapFor(null)}
      >
        {mapFor && (
          <Suspense fallback={<MapLoading label={text.map.loadingMap} />}>
            <MapPicker
              label={mapFor === 'to' ? text.to : text.from}
              help={mapFor === 'to' ? text.map.helpTo : text.map.helpFrom}
              text={text.map}
              fieldValue={data[mapFor]}
              error={mapError?.message ?? null}
              onError={(message) => setMapError(message ? { field: mapFor, message } : null)}
              resolvePlace={(place) => requestGazetteer().then((g) => g.resolve(place))}
              onPick={(name) => {
                update(mapFor, name);
                setErrors((e) => ({ ...e, [mapFor]: undefined }));
              }}
            />
          </Suspense>
        )}
      </MapDialog>
    </div>
  );
}
