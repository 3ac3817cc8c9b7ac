'use client';

import { useId, useState, type FormEvent } from 'react';
import { site } from '@/content/site';
import { mailtoHref, whatsappHref } from '@/lib/links';

const EMPTY = { name: '', email: '', phone: '', city: '', message: '' };
type PartnerData = typeof EMPTY;

function enquiryText(d: PartnerData): string {
  return [
    'Branch partner enquiry',
    `Name: ${d.name.trim()}`,
    `Email: ${d.email.trim()}`,
    `Phone: ${d.phone.trim()}`,
    `City: ${d.city.trim()}`,
    `Message: ${d.message.trim()}`,
  ].join('\n');
}

/**
 * The partner enquiry form (SPEC: Partner page): five required fields, Submit and Clear.
 * Online sending is not set up, so a valid submit offers the same enquiry, pre-filled, by
 * WhatsApp or e-mail; nothing the visitor typed is lost.
 */
export function PartnerForm() {
  const id = useId();
  const [data, setData] = useState<PartnerData>(EMPTY);
  const [ready, setReady] = useState(false);

  const set = (key: keyof PartnerData) => (value: string) => {
    setData((d) => ({ ...d, [key]: value }));
    setReady(false);
  };

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setReady(true);
  }

  const field = (key: keyof PartnerData, label: string, type: string, autoComplete: string) => (
    <div className="field">
      <label htmlFor={`${id}-${key}`} className="field__label">
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        name={key}
        type={type}
        required
        autoComplete={autoComplete}
        maxLength={type === 'email' ? 254 : 100}
        value={data[key]}
        onChange={(e) => set(key)(e.target.value)}
      />
    </div>
  );

  const text = enquiryText(data);
  return (
    <div>
      <form onSubmit={onSubmit} aria-label="Partner enquiry" className="form-grid">
        {field('name', 'Full Name', 'text', 'name')}
        {field('email', 'Email Address', 'email', 'email')}
        {field('phone', 'Phone Number', 'tel', 'tel')}
        {field('city', 'City', 'text', 'address-level2')}
        <div className="field field--wide">
          <label htmlFor={`${id}-message`} className="field__label">
            Your Message
          </label>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={2}
            required
            maxLength={2000}
            value={data.message}
            onChange={(e) => set('message')(e.target.value)}
          />
        </div>
        <div className="field--wide form-actions">
          <button type="submit" className="btn btn--accent">
            Submit
          </button>
          <button
            type="button"
            className="btn btn--outline"
            onClick={() => {
              setData(EMPTY);
              setReady(false);
            }}
          >
            Clear
          </button>
        </div>
      </form>
      <div role="status" className="form-status">
        {ready && (
          <>
            <p>
              Online sending is not available right now. Send the same enquiry, already filled in,
              by WhatsApp or e-mail:
            </p>
            <p className="form-actions">
              <a
                className="btn btn--primary btn--sm"
                href={whatsappHref(text)}
                target="_blank"
                rel="noopener noreferrer"
              >
                Send by WhatsApp
              </a>
              <a
                className="btn btn--outline btn--sm"
                href={mailtoHref(site.email, 'Branch partner enquiry', text)}
              >
                Send by e-mail
              </a>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
