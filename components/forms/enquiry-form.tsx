'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useEarlyInput } from '@/lib/early-input';
import { env } from '@/lib/env';
import { postLead } from '@/lib/leads/client';
import { enquiryLead, pageOf } from '@/lib/leads/outgoing';
import { OUTBOX_EVENT, addToOutbox } from '@/lib/outbox';
import type { FlushResult } from '@/lib/outbox-flush';
import { makeQuoteRef } from '@/lib/quote-ref';
import {
  MESSAGES,
  fallbackLinks,
  sendEnquiry,
  type EnquiryKind,
  type EnquiryValues,
} from '@/lib/email';
import { sourceText } from '@/lib/attribution';
import { useAttribution } from '@/lib/hooks/use-attribution';
import { announceLead } from '@/lib/lead-event';
import { readIndianPhone } from '@/lib/phone';
import { WhatsAppIcon, MailIcon } from '@/components/ui/icons';
import { enquiryWords as w } from '@/content/enquiry-text';
import './enquiry-form.css';

export interface FieldSpec<K extends EnquiryKind> {
  name: keyof EnquiryValues[K] & string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'textarea';
  autoComplete?: string;
  rows?: number;
  maxLength?: number;
}

interface EnquiryFormProps<K extends EnquiryKind> {
  kind: K;
  label: string;
  fields: FieldSpec<K>[];
  submitLabel: string;
  /** Show a Clear button that empties every field. */
  clearable?: boolean;
}

type Phase = 'idle' | 'sending' | 'sent' | 'failed' | 'offline' | 'queued' | 'limited';

/**
 * Phone fields as the business writes numbers (+91 98765 43210), for what is sent and for the
 * WhatsApp and e-mail fallbacks; the fields keep what the visitor typed. The first one that
 * cannot be read stops the send.
 */
function readPhones<K extends EnquiryKind>(
  fields: FieldSpec<K>[],
  typed: EnquiryValues[K],
): { values: EnquiryValues[K] } | { bad: string } {
  let read = typed;
  for (const f of fields.filter((field) => field.type === 'tel')) {
    const reading = readIndianPhone(typed[f.name]);
    if (!reading.ok) return { bad: f.name };
    read = { ...read, [f.name]: reading.display };
  }
  return { values: read };
}

/**
 * A contact or partner enquiry form (docs/product.md#contact-and-partner-forms). Native
 * validation first; then one send at a time with visible progress; the fixed messages in the
 * page; values kept on failure; WhatsApp and e-mail links where the message cannot go from the page.
 */
export function EnquiryForm<K extends EnquiryKind>({
  kind,
  label,
  fields,
  submitLabel,
  clearable = false,
}: EnquiryFormProps<K>) {
  const id = useId();
  const empty = Object.fromEntries(fields.map((f) => [f.name, ''])) as unknown as EnquiryValues[K];
  const [values, setValues] = useState<EnquiryValues[K]>(empty);
  const [phase, setPhase] = useState<Phase>('idle');
  const [honeypot, setHoneypot] = useState('');
  // The phone field the visitor left unreadable, if any: its message shows until it reads.
  const [badPhone, setBadPhone] = useState<string | null>(null);
  // The field the shared lead rules (lib/leads/lead.ts) refused, if any.
  const [badField, setBadField] = useState<string | null>(null);
  const attribution = useAttribution();
  const messages = MESSAGES[kind];
  const api = env.leadsApi;
  const configured = api !== null || env.email !== null;
  const read = readPhones(fields, values);
  // One reference per message: a retry of the same message is the same lead at the edge.
  const ref = useRef('');
  const formRef = useRef<HTMLFormElement>(null);
  // What was typed before the page was live stays (lib/early-input.ts).
  useEarlyInput(formRef, (typed) => {
    const known = fields.filter((f) => f.name in typed).map((f) => [f.name, typed[f.name]]);
    setValues((v) => ({ ...v, ...Object.fromEntries(known) }));
    if (typed.website) setHoneypot(typed.website);
  });
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

  /** To the leads endpoint; with no connection, into the outbox. */
  async function sendToEndpoint(url: string, typed: EnquiryValues[K], form: HTMLFormElement) {
    ref.current ||= makeQuoteRef();
    const lead = enquiryLead(kind, ref.current, typed as unknown as Record<string, string>, {
      page: pageOf(window.location),
      lang: 'en',
      elapsedMs: performance.now(),
      website: honeypot,
      attribution,
    });
    setPhase('sending');
    // Where the site uses Turnstile, its script comes now, not with the page.
    if (env.turnstileSiteKey) {
      const { turnstileToken } = await import('@/lib/turnstile-client');
      lead.turnstile = await turnstileToken(env.turnstileSiteKey);
    }
    const outcome = await postLead(url, lead);
    if (outcome.status === 'stored') {
      announceLead({ ref: lead.ref, kind });
      ref.current = '';
      setValues(empty);
      setPhase('sent');
      return;
    }
    if (outcome.status === 'retry' && outcome.cause === 'network') {
      let queued = false;
      try {
        queued = addToOutbox(window.localStorage, lead);
      } catch {
        queued = false;
      }
      if (queued) {
        announceLead({ ref: lead.ref, kind });
        setValues(empty);
        setPhase('queued');
        return;
      }
    }
    if (outcome.status === 'limited') {
      setPhase('limited');
      return;
    }
    // The edge judges by the rules of lib/leads/lead.ts; a field it refuses is marked here.
    if (outcome.status === 'refused') {
      setBadField(outcome.field);
      (form.elements.namedItem(outcome.field) as HTMLInputElement | null)?.focus();
    }
    console.error(`Sending the ${kind} enquiry failed`, outcome);
    setPhase('failed');
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (phase === 'sending') return;
    if ('bad' in read) {
      setBadPhone(read.bad);
      (e.currentTarget.elements.namedItem(read.bad) as HTMLInputElement | null)?.focus();
      return;
    }
    // The endpoint judges the hidden field itself: it keeps such a lead aside, in case a browser's
    // autofill, not a bot, filled it.
    if (api) return sendToEndpoint(api, read.values, e.currentTarget);
    // A bot filled the hidden field: pretend it worked and send nothing.
    if (honeypot) {
      setValues(empty);
      setPhase('sent');
      return;
    }
    setPhase('sending');
    const source = attribution ? sourceText(attribution) : '';
    // The e-mail carries the reference the conversion is counted under, as the edge's copy does.
    const reference = (ref.current ||= makeQuoteRef());
    const outcome = await sendEnquiry(kind, { ...read.values, source }, {}, reference);
    if (outcome.status === 'sent') {
      ref.current = '';
      announceLead({ ref: reference, kind });
      setValues(empty);
      setPhase('sent');
    } else if (outcome.status === 'not-configured') {
      setPhase('offline');
    } else {
      console.error(`Sending the ${kind} enquiry failed`, outcome);
      setPhase('failed');
    }
  }

  const links = fallbackLinks(kind, 'values' in read ? read.values : values, attribution);
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

  return (
    <div className="enquiry">
      <form
        ref={formRef}
        onSubmit={onSubmit}
        action={links.action}
        method="post"
        encType="text/plain"
        aria-label={label}
        className="form-grid"
        aria-busy={phase === 'sending'}
      >
        {/* Every field is required; screen readers hear it from each field itself. */}
        <p className="form-legend field--wide" aria-hidden="true">
          {w.required}
        </p>
        {fields.map((f) => {
          const fieldId = `${id}-${f.name}`;
          const common = {
            id: fieldId,
            name: f.name,
            required: true,
            value: String(values[f.name] ?? ''),
            maxLength: f.maxLength ?? (f.type === 'textarea' ? 2000 : 120),
            onChange: (ev: { target: { value: string } }) => {
              setValues((v) => ({ ...v, [f.name]: ev.target.value }));
              if (phase !== 'sending' && phase !== 'idle') setPhase('idle');
              if (badField === f.name) setBadField(null);
              if (badPhone === f.name && readIndianPhone(ev.target.value).ok) setBadPhone(null);
            },
          };
          const fault = badPhone === f.name || badField === f.name;
          return (
            <div key={f.name} className={`field ${f.type === 'textarea' ? 'field--wide' : ''}`}>
              <label htmlFor={fieldId} className="field__label field__label--required">
                {f.label}
              </label>
              {f.type === 'textarea' ? (
                <textarea
                  {...common}
                  rows={f.rows ?? 4}
                  aria-invalid={fault || undefined}
                  aria-describedby={fault ? `${fieldId}-error` : undefined}
                />
              ) : (
                <input
                  {...common}
                  type={f.type}
                  autoComplete={f.autoComplete}
                  aria-invalid={fault || undefined}
                  aria-describedby={fault ? `${fieldId}-error` : undefined}
                  onBlur={(ev) => {
                    const typed = ev.target.value.trim();
                    if (f.type === 'tel' && typed && !readIndianPhone(typed).ok)
                      setBadPhone(f.name);
                  }}
                />
              )}
              {fault && (
                <p id={`${fieldId}-error`} className="field__error">
                  {f.type === 'tel' ? w.phone : w.field.replace('{label}', f.label)}
                </p>
              )}
            </div>
          );
        })}
        {/* Honeypot: hidden from people and assistive technology; bots fill it. */}
        <div className="hp" aria-hidden="true">
          <label htmlFor={`${id}-website`}>{w.honeypot}</label>
          <input
            id={`${id}-website`}
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(e) => setHoneypot(e.target.value)}
          />
        </div>
        <div className="field--wide form-actions">
          <button type="submit" className="btn btn--accent" disabled={phase === 'sending'}>
            {phase === 'sending' ? w.sending : submitLabel}
          </button>
          {clearable && (
            <button
              type="button"
              className="btn btn--outline"
              onClick={() => {
                setValues(empty);
                setPhase('idle');
              }}
            >
              {w.clear}
            </button>
          )}
        </div>
        {!configured && (
          <p className="field--wide enquiry__note">
            {w.notConfigured.replace('{submit}', submitLabel)}
          </p>
        )}
      </form>
      <div role="status" className="form-status">
        {phase === 'sent' && <p>{messages.success}</p>}
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
            <p>{messages.failure}</p>
            <p className="form-errors__hint">{w.sendNow}</p>
            {fallback}
          </>
        )}
      </div>
    </div>
  );
}
