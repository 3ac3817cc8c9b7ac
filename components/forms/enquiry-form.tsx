'use client';

import { useId, useState, type FormEvent } from 'react';
import { env } from '@/lib/env';
import {
  MESSAGES,
  fallbackLinks,
  sendEnquiry,
  type EnquiryKind,
  type EnquiryValues,
} from '@/lib/email';
import { readIndianPhone } from '@/lib/phone';
import { WhatsAppIcon, MailIcon } from '@/components/ui/icons';

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

type Phase = 'idle' | 'sending' | 'sent' | 'failed' | 'offline';

/**
 * Beside a phone field the form cannot read (lib/phone.ts). A partner may well give an office
 * landline, so any Indian number is taken here; only the quote form needs a mobile (WhatsApp).
 */
const PHONE_MESSAGE =
  'Enter an Indian phone number: a 10-digit mobile number such as 98765 43210, or a landline with its STD code, such as 044 2345 6789.';

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
 * page; values kept on failure; WhatsApp and e-mail links when online sending is unavailable.
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
  const messages = MESSAGES[kind];
  const configured = env.email !== null;
  const read = readPhones(fields, values);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (phase === 'sending') return;
    // A bot filled the hidden field: pretend it worked and send nothing.
    if (honeypot) {
      setValues(empty);
      setPhase('sent');
      return;
    }
    if ('bad' in read) {
      setBadPhone(read.bad);
      (e.currentTarget.elements.namedItem(read.bad) as HTMLInputElement | null)?.focus();
      return;
    }
    setPhase('sending');
    const outcome = await sendEnquiry(kind, read.values);
    if (outcome.status === 'sent') {
      setValues(empty);
      setPhase('sent');
    } else if (outcome.status === 'not-configured') {
      setPhase('offline');
    } else {
      console.error(`Sending the ${kind} enquiry failed`, outcome);
      setPhase('failed');
    }
  }

  const links = fallbackLinks(kind, 'values' in read ? read.values : values);
  const fallback = (
    <p className="form-actions">
      <a
        className="btn btn--primary btn--sm"
        href={links.whatsapp}
        target="_blank"
        rel="noopener noreferrer"
      >
        <WhatsAppIcon size={18} /> Send by WhatsApp
      </a>
      <a className="btn btn--outline btn--sm" href={links.mailto}>
        <MailIcon size={18} /> Send by e-mail
      </a>
    </p>
  );

  return (
    <div className="enquiry">
      <form
        onSubmit={onSubmit}
        aria-label={label}
        className="form-grid"
        aria-busy={phase === 'sending'}
      >
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
              if (phase === 'sent' || phase === 'offline') setPhase('idle');
              if (badPhone === f.name && readIndianPhone(ev.target.value).ok) setBadPhone(null);
            },
          };
          const fault = badPhone === f.name;
          return (
            <div key={f.name} className={`field ${f.type === 'textarea' ? 'field--wide' : ''}`}>
              <label htmlFor={fieldId} className="field__label">
                {f.label}
              </label>
              {f.type === 'textarea' ? (
                <textarea {...common} rows={f.rows ?? 4} />
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
                  {PHONE_MESSAGE}
                </p>
              )}
            </div>
          );
        })}
        {/* Honeypot: hidden from people and assistive technology; bots fill it. */}
        <div className="hp" aria-hidden="true">
          <label htmlFor={`${id}-website`}>Website</label>
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
            {phase === 'sending' ? 'Sending…' : submitLabel}
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
              Clear
            </button>
          )}
        </div>
        {!configured && (
          <p className="field--wide enquiry__note">
            Online sending is unavailable at the moment: when you press {submitLabel}, you can send
            the same message by WhatsApp or e-mail, already filled in.
          </p>
        )}
      </form>
      <div role="status" className="form-status">
        {phase === 'sent' && <p>{messages.success}</p>}
        {phase === 'offline' && (
          <>
            <p>
              Online sending is unavailable right now. Send your message, already filled in, by:
            </p>
            {fallback}
          </>
        )}
      </div>
      <div role="alert" className="form-errors">
        {phase === 'failed' && (
          <>
            <p>{messages.failure}</p>
            <p className="form-errors__hint">Or send it now by WhatsApp or e-mail:</p>
            {fallback}
          </>
        )}
      </div>
    </div>
  );
}
