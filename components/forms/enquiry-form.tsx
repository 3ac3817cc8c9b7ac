'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { env } from '@/lib/env';
import { postLead } from '@/lib/leads/client';
import { enquiryLead, pageOf } from '@/lib/leads/outgoing';
import { OUTBOX_EVENT, addToOutbox } from '@/lib/outbox';
import type { FlushResult } from '@/lib/outbox-flush';
import { makeQuoteRef } from '@/lib/quote-ref';
import { fallbackLinks, sendEnquiry, type EnquiryKind, type EnquiryValues } from '@/lib/email';
import { sourceText } from '@/lib/attribution';
import { useAttribution } from '@/lib/hooks/use-attribution';
import { announceLead } from '@/lib/lead-event';
import { readIndianPhone } from '@/lib/phone';
import { WhatsAppIcon, MailIcon } from '@/components/ui/icons';
import { enquiryFormText, enquiryWords, type EnquiryFormWords } from '@/content/enquiry-text';
import './enquiry-form.css';

type FieldName<K extends EnquiryKind> = Exclude<keyof EnquiryValues[K], 'source'> & string;

/** Each field's input by its name (the partner form has them all); 120 characters unless said. */
const INPUTS: Record<
  FieldName<'partner'>,
  { type: string; autoComplete?: string; maxLength?: number }
> = {
  name: { type: 'text', autoComplete: 'name' },
  phone: { type: 'tel', autoComplete: 'tel', maxLength: 20 },
  email: { type: 'email', autoComplete: 'email', maxLength: 254 },
  city: { type: 'text', autoComplete: 'address-level2' },
  message: { type: 'textarea', maxLength: 2000 },
};

interface EnquiryFormProps<K extends EnquiryKind> {
  kind: K;
  /** Each field's label by its name, in the order the form shows them. */
  labels: Record<FieldName<K>, string>;
  /** The message box's height, in lines. */
  rows: number;
  /** Show a Clear button that empties every field. */
  clearable?: boolean;
  /** The form's words in the page's language: its own, and those both forms share. */
  text?: EnquiryFormWords;
  words?: typeof enquiryWords;
}

type Phase = 'idle' | 'sending' | 'sent' | 'failed' | 'offline' | 'queued' | 'limited';

/**
 * A contact or partner enquiry form (docs/product.md#contact-and-partner-forms), every field
 * required. Native validation first; then one send at a time with visible progress; the fixed
 * messages in the page; values kept on failure; WhatsApp and e-mail links where the message cannot
 * go from the page.
 */
export function EnquiryForm<K extends EnquiryKind>({
  kind,
  labels,
  rows,
  clearable = false,
  text,
  words: w = enquiryWords,
}: EnquiryFormProps<K>) {
  const id = useId();
  const t = text ?? enquiryFormText[kind];
  const names = Object.keys(labels) as FieldName<K>[];
  const [phase, setPhase] = useState<Phase>('idle');
  // The field marked wrong, if any: a phone number that cannot be read (its message shows until
  // it reads), or the field the shared lead rules (lib/leads/lead.ts) refused.
  const [bad, setBad] = useState<string | null>(null);
  // The values of the last message that did not go, for the WhatsApp and e-mail fallbacks.
  const [unsent, setUnsent] = useState<Record<string, string>>({});
  const attribution = useAttribution();
  const api = env.leadsApi;
  const configured = api !== null || env.email !== null;
  // One reference per message: a retry of the same message is the same lead at the edge.
  const ref = useRef('');
  useEffect(() => {
    if (!api) return;
    // A message that waited on the phone and has now gone: say so.
    const onResult = (e: Event) => {
      const result = (e as CustomEvent<FlushResult>).detail ?? {};
      if (result[ref.current]?.status === 'sent') {
        ref.current = '';
        setPhase((p) => (p === 'queued' ? 'sent' : p));
      }
    };
    window.addEventListener(OUTBOX_EVENT, onResult);
    return () => window.removeEventListener(OUTBOX_EVENT, onResult);
  }, [api]);

  /** Gone, or waiting on the phone: the fields empty for the next message. */
  function done(form: HTMLFormElement, reference: string, next: 'sent' | 'queued') {
    announceLead({ ref: reference, kind });
    if (next === 'sent') ref.current = '';
    form.reset();
    setPhase(next);
  }

  /** Not gone: the fields keep what was typed, and the fallbacks carry it. */
  function fail(next: 'failed' | 'limited' | 'offline', typed: Record<string, string>) {
    setUnsent(typed);
    setPhase(next);
  }

  /** To the leads endpoint; with no connection, into the outbox. */
  async function sendToEndpoint(
    url: string,
    typed: Record<string, string>,
    website: string,
    form: HTMLFormElement,
  ) {
    ref.current ||= makeQuoteRef();
    const lead = enquiryLead(kind, ref.current, typed, {
      page: pageOf(window.location),
      lang: 'en',
      elapsedMs: performance.now(),
      website,
      attribution,
    });
    setPhase('sending');
    // Where the site uses Turnstile, its script comes now, not with the page.
    if (env.turnstileSiteKey) {
      const { turnstileToken } = await import('@/lib/turnstile-client');
      lead.turnstile = await turnstileToken(env.turnstileSiteKey);
    }
    const outcome = await postLead(url, lead);
    if (outcome.status === 'stored') return done(form, lead.ref, 'sent');
    if (outcome.status === 'retry' && outcome.cause === 'network') {
      try {
        if (addToOutbox(window.localStorage, lead)) return done(form, lead.ref, 'queued');
      } catch {
        // No storage (disabled by the browser): it fails as any other send.
      }
    }
    if (outcome.status === 'limited') return fail('limited', typed);
    // The edge judges by the rules of lib/leads/lead.ts; a field it refuses is marked here.
    if (outcome.status === 'refused') {
      setBad(outcome.field);
      (form.elements.namedItem(outcome.field) as HTMLInputElement | null)?.focus();
    }
    console.error(`Sending the ${kind} enquiry failed`, outcome);
    fail('failed', typed);
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (phase === 'sending') return;
    const form = e.currentTarget;
    const data = new FormData(form);
    const field = (name: string) => String(data.get(name) ?? '');
    // The phone as the business writes numbers (+91 98765 43210), for what is sent and for the
    // WhatsApp and e-mail fallbacks; the field keeps what the visitor typed.
    const phone = readIndianPhone(field('phone'));
    if (!phone.ok) {
      setBad('phone');
      (form.elements.namedItem('phone') as HTMLInputElement | null)?.focus();
      return;
    }
    const typed = { ...Object.fromEntries(names.map((n) => [n, field(n)])), phone: phone.display };
    const website = field('website');
    // The endpoint judges the hidden field itself: it keeps such a lead aside, in case a browser's
    // autofill, not a bot, filled it.
    if (api) return sendToEndpoint(api, typed, website, form);
    // A bot filled the hidden field: pretend it worked and send nothing.
    if (website) {
      form.reset();
      setPhase('sent');
      return;
    }
    setPhase('sending');
    const source = attribution ? sourceText(attribution) : '';
    // The e-mail carries the reference the conversion is counted under, as the edge's copy does.
    const reference = (ref.current ||= makeQuoteRef());
    const values = { ...typed, source } as unknown as EnquiryValues[K];
    const outcome = await sendEnquiry(kind, values, {}, reference);
    if (outcome.status === 'sent') {
      done(form, reference, 'sent');
    } else if (outcome.status === 'not-configured') {
      fail('offline', typed);
    } else {
      console.error(`Sending the ${kind} enquiry failed`, outcome);
      fail('failed', typed);
    }
  }

  const links = fallbackLinks(kind, unsent, attribution);
  const fallback = (
    <p className="form-actions">
      <a
        className="btn btn--primary btn--sm"
        href={links.whatsapp}
        target="_blank"
        rel="noopener noreferrer"
      >
        <WhatsAppIcon size={18} /> {w.sendByWhatsApp}
      </a>
      <a className="btn btn--outline btn--sm" href={links.mailto}>
        <MailIcon size={18} /> {w.sendByEmail}
      </a>
    </p>
  );

  // The fields are the browser's own (uncontrolled): what was typed before the page was live
  // stays, a failed send keeps it, and a message gone empties them with the form's reset.
  return (
    <div className="enquiry">
      <form
        onSubmit={onSubmit}
        onChange={({ target }) => {
          const el = target as EventTarget as HTMLInputElement;
          if (phase !== 'sending' && phase !== 'idle') setPhase('idle');
          if (bad === el.name && (el.type !== 'tel' || readIndianPhone(el.value).ok)) setBad(null);
        }}
        onBlur={({ target }) => {
          const el = target as EventTarget as HTMLInputElement;
          if (el.type === 'tel' && el.value.trim() && !readIndianPhone(el.value).ok)
            setBad(el.name);
        }}
        onReset={() => setPhase('idle')}
        action={links.action}
        method="post"
        encType="text/plain"
        aria-label={t.label}
        className="form-grid"
        aria-busy={phase === 'sending'}
      >
        {/* Every field is required; screen readers hear it from each field itself. */}
        <p className="form-legend field--wide" aria-hidden="true">
          {w.required}
        </p>
        {names.map((name) => {
          const { type, autoComplete, maxLength = 120 } = INPUTS[name as FieldName<'partner'>];
          const label = labels[name];
          const fieldId = `${id}-${name}`;
          const fault = bad === name;
          const Control = type === 'textarea' ? 'textarea' : 'input';
          return (
            <div key={name} className={`field ${type === 'textarea' ? 'field--wide' : ''}`}>
              <label htmlFor={fieldId} className="field__label field__label--required">
                {label}
              </label>
              <Control
                id={fieldId}
                name={name}
                required
                maxLength={maxLength}
                {...(type === 'textarea' ? { rows } : { type, autoComplete })}
                aria-invalid={fault || undefined}
                aria-describedby={fault ? `${fieldId}-error` : undefined}
              />
              {fault && (
                <p id={`${fieldId}-error`} className="field__error">
                  {type === 'tel' ? w.phone : w.field.replace('{label}', label)}
                </p>
              )}
            </div>
          );
        })}
        {/* Honeypot: hidden from people and assistive technology; bots fill it. */}
        <div className="hp" aria-hidden="true">
          <label htmlFor={`${id}-website`}>{w.honeypot}</label>
          <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <div className="field--wide form-actions">
          <button type="submit" className="btn btn--accent" disabled={phase === 'sending'}>
            {phase === 'sending' ? w.sending : t.submit}
          </button>
          {clearable && (
            <button type="reset" className="btn btn--outline">
              {w.clear}
            </button>
          )}
        </div>
        {!configured && (
          <p className="field--wide enquiry__note">
            {w.notConfigured.replace('{submit}', t.submit)}
          </p>
        )}
      </form>
      <div role="status" className="form-status">
        {phase === 'sent' && <p>{t.success}</p>}
        {phase === 'queued' && <p>{w.queued}</p>}
        {phase === 'offline' && (
          <>
            <p>{w.ready}</p>
            {fallback}
          </>
        )}
      </div>
      <div role="alert" className="form-errors">
        {phase === 'limited' && (
          <>
            <p>{w.limited}</p>
            {fallback}
          </>
        )}
        {phase === 'failed' && (
          <>
            <p>{t.failure}</p>
            <p className="form-errors__hint">{w.sendNow}</p>
            {fallback}
          </>
        )}
      </div>
    </div>
  );
}
