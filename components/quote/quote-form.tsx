'use client';

import { Suspense, lazy, useEffect, useRef } from 'react';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import type { QuoteText } from '@/content/quote-text';
import { isHomeMove } from '@/lib/floors';
import { mailtoHref, telHref, whatsappHref } from '@/lib/links';
import { toLocalInputValue } from '@/lib/move-time';
import { fillTemplate } from '@/lib/template';
import { PinIcon, WhatsAppIcon } from '@/components/ui/icons';
import { useEarlyTap } from '@/lib/early-taps';
import { LazyBoundary } from '@/components/ui/lazy-boundary';
import type { LocationField as Field } from './form-state';
import { PlaceInput } from './place-input';
import { MapDialog } from './map-dialog';
import { MapLoading } from './map-loading';
import { formMessages } from './form-messages';
import { FloorFields, RequestFields } from './request-fields';
import { SentPanel } from './sent-panel';
import { estimateInput, useQuoteForm, type QuoteFormOptions } from './use-quote-form';
import './estimate-panel.css';
import './items-panel.css';
import './quote-form.css';

// The picker (its geocoder client, and Leaflet inside it) loads only when a pin is pressed, so
// it is never rendered on the server: React.lazy is enough, without next/dynamic's runtime.
const MapPicker = lazy(() => import('./map-picker').then((m) => ({ default: m.MapPicker })));

interface QuoteFormProps extends QuoteFormOptions {
  /** Every word of the form, in the page's language (content/quote-text.ts, content/hi/...). */
  text: QuoteText;
  /** What every id of the form starts with: fixed, one form a page (lib/quote-anchor.ts). */
  id: string;
}

/**
 * The quote request form. Nothing is sent to a server: a valid submit opens WhatsApp with the
 * request written out, and (when e-mail is configured) queues a copy for the business. Without
 * JavaScript the form's own action opens the visitor's e-mail app with the request instead, so no
 * phone number ever goes into a URL of ours.
 */
export function QuoteForm(props: QuoteFormProps) {
  const { id, text, contact } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const form = useQuoteForm(props, formRef);
  const { state, verdicts } = form;
  const { data, sent, mapFor } = state;
  const sentRef = useRef<HTMLDivElement>(null);
  // The earliest moving time is now: only once live, since the static HTML cannot know today.
  const minTime = useHydrated() ? toLocalInputValue(new Date()) : undefined;

  useEffect(() => {
    if (sent) sentRef.current?.scrollIntoView({ block: 'nearest' });
  }, [sent]);
  // A map pin or the list's button pressed before the page was live: the map or the list opens now.
  useEarlyTap(`${id}-from-map`, () => form.openMap('from'));
  useEarlyTap(`${id}-to-map`, () => form.openMap('to'));
  useEarlyTap(`${id}-items`, () => form.itemList.show(true));

  const pageCity = props.context ? (props.context.label ?? props.context.city) : undefined;
  const messages = formMessages(state, verdicts, form.judge, text, pageCity);

  const { gazetteer } = form;
  // On a city page, its places come first, and an unknown place is offered as "<place>, <city>".
  const suggest = gazetteer
    ? (t: string) => gazetteer.suggest(t, { context: props.context })
    : null;
  const home = isHomeMove(data.service);
  // Asked once the move is known to be a home's (the service, which every request names, or a
  // home size): a form that has not started yet stays short on a phone.
  const floorsAsked = home && (data.service !== '' || data.size !== '');
  const Estimate = form.estimator.module?.default;
  // Moving From or Moving To: the place field with suggestions, its map pin and its message.
  const place = (f: Field) => {
    const label = f === 'from' ? text.from : text.to;
    const error = messages.field[f] && `${id}-${f}-error`;
    return (
      <div className="field">
        <label htmlFor={`${id}-${f}`} className="field__label field__label--required">
          {label}
        </label>
        <div className="field__with-btn">
          <PlaceInput
            id={`${id}-${f}`}
            name={f}
            placeholder={f === 'from' ? text.fromPlaceholder : text.toPlaceholder}
            listLabel={fillTemplate(text.suggestions, { label })}
            countWords={text.suggestionCount}
            value={data[f]}
            onChange={(value) => form.edit(f, value)}
            suggest={suggest}
            onStart={(typed) => void form.requestPlaces(undefined, typed)}
            selectOnFocus={f === 'from' && state.prefilled}
            looking={form.placesLoading ? text.lookingPlaces : ''}
            invalid={Boolean(error)}
            describedBy={error || undefined}
          />
          <button
            type="button"
            className="field__pin"
            data-early={`${id}-${f}-map`}
            aria-label={fillTemplate(text.mapButton, { label })}
            onClick={() => form.openMap(f)}
          >
            <PinIcon size={20} />
          </button>
        </div>
        {error && (
          <p id={error} className="field__error">
            {messages.field[f]}
          </p>
        )}
      </div>
    );
  };
  const { listOpen } = state;
  const list = form.shownList;
  const Panel = form.itemList.module?.default;
  const panelId = `${id}-items`;

  return (
    <div className="quote-form">
      <div role="alert" className="form-errors">
        {messages.summary.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
      <form
        ref={formRef}
        onSubmit={form.submit}
        onFocus={form.estimator.request}
        aria-label={text.formName}
        action={mailtoHref(contact.email, text.sent.mailSubject.replace(' {ref}', ''))}
        method="post"
        encType="text/plain"
        aria-busy={state.checking || undefined}
      >
        <noscript>
          <p className="quote-form__noscript">
            {text.noscript} <a href={telHref(contact.phone)}>{contact.phone}</a> ·{' '}
            <a href={whatsappHref(contact.whatsapp)} target="_blank" rel="noopener noreferrer">
              {text.noscriptWhatsApp}
            </a>
          </p>
        </noscript>
        {/* Screen readers hear "required" from each field itself. */}
        <p className="form-legend" aria-hidden="true">
          {text.requiredNote}
        </p>
        <div className="form-grid">
          {place('from')}
          {place('to')}
          <RequestFields
            id={id}
            text={text}
            data={data}
            messages={messages.field}
            minTime={minTime}
            onEdit={form.edit}
            onPhoneBlur={form.blurPhone}
            afterSize={
              home && (
                <>
                  {floorsAsked && (
                    <FloorFields
                      id={id}
                      text={text.floors}
                      optional={text.optional}
                      answers={data}
                      onEdit={form.edit}
                    />
                  )}
                  {/* The item list's panel comes with its own code: until the button is
                      pressed, this is all the page has of it. */}
                  <div className="field field--wide item-list">
                    <button
                      type="button"
                      className="btn btn--outline item-list__toggle"
                      aria-expanded={listOpen}
                      aria-controls={panelId}
                      data-early={panelId}
                      onClick={() => form.itemList.show(!listOpen)}
                    >
                      {text.list.button}
                    </button>
                    <div id={panelId} hidden={!listOpen}>
                      {listOpen &&
                        (Panel && list ? (
                          <Panel
                            id={id}
                            lang={text.lang}
                            list={list}
                            size={data.size}
                            sizeLabel={text.sizes[data.size] ?? data.size}
                            truckNames={text.estimate.trucks}
                            edited={state.list !== 'typical'}
                            dispatch={form.dispatch}
                          />
                        ) : (
                          <p className="estimate__hint" role="status">
                            {form.itemList.failed ? text.list.failed : text.list.loading}
                          </p>
                        ))}
                    </div>
                  </div>
                </>
              )
            }
          />
        </div>
        <div role="status" aria-label={text.estimate.name} className="estimate">
          {!form.wantsEstimate ? (
            <p className="estimate__hint">{text.estimate.hint}</p>
          ) : Estimate ? (
            <Estimate
              input={estimateInput(data, [verdicts.from, verdicts.to], form.listed)}
              text={text}
              localNames={form.localNames}
            />
          ) : (
            <p className="estimate__hint">
              {form.estimator.failed ? text.estimate.failed : text.estimate.loading}
            </p>
          )}
        </div>
        <button type="submit" className="btn btn--accent btn--lg quote-form__submit">
          <WhatsAppIcon size={22} />
          {state.checking ? text.checking : text.submit}
        </button>
        <p className="quote-form__note">{text.note}</p>
        {/* Honeypot: hidden from people and assistive technology; bots fill it. The edge keeps
            such a lead aside, unmailed. */}
        <div className="hp" aria-hidden="true">
          <label htmlFor={`${id}-website`}>{text.honeypot}</label>
          <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
      </form>
      <div role="status" className="form-status" ref={sentRef}>
        {sent && (
          <SentPanel sent={sent} text={text} contact={contact} onChatOpened={form.chatOpened} />
        )}
      </div>
      <MapDialog
        open={mapFor !== null}
        title={fillTemplate(text.mapTitle, { label: mapFor === 'to' ? text.to : text.from })}
        closeLabel={text.map.close}
        onClose={form.closeMap}
      >
        {mapFor && (
          <LazyBoundary fallback={<p className="field__error">{text.map.failed}</p>}>
            <Suspense fallback={<MapLoading label={text.map.loadingMap} />}>
              <MapPicker
                label={mapFor === 'to' ? text.to : text.from}
                help={mapFor === 'to' ? text.map.helpTo : text.map.helpFrom}
                text={text.map}
                fieldValue={data[mapFor]}
                error={state.mapError?.message ?? null}
                onError={(message) => form.mapError(mapFor, message)}
                resolvePlace={form.resolvePlace}
                onPick={(name) => form.pick(mapFor, name)}
              />
            </Suspense>
          </LazyBoundary>
        )}
      </MapDialog>
    </div>
  );
}
