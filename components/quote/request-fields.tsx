'use client';

import type { ReactNode } from 'react';
import type { QuoteText } from '@/content/quote-text';
import { sizeKindFor, sizesFor } from '@/lib/estimate-options';
import { DEFAULT_SERVICE, SERVICES } from '@/content/sizes';
import type { QuoteData } from '@/lib/quote';
import type { CheckedField } from '@/lib/quote-request';
import { fillTemplate } from '@/lib/template';
import { formatDateTime } from '@/lib/dates';
import { SelectOptions } from './select-options';

interface RequestFieldsProps {
  id: string;
  text: QuoteText;
  data: QuoteData;
  /** The message beside each field ('' for none). */
  messages: Record<CheckedField, string>;
  /** The earliest moving time (now), once the page is live. */
  minTime?: string;
  onEdit: (field: keyof QuoteData, value: string) => void;
  onPhoneBlur: () => void;
  /** What follows the size field: the item list, for a home move. */
  afterSize?: ReactNode;
}

/** The quote form's fields after the two places: phone, date and time, service, size, message. */
export function RequestFields({
  id,
  text,
  data,
  messages,
  minTime,
  onEdit,
  onPhoneBlur,
  afterSize,
}: RequestFieldsProps) {
  const when = formatDateTime(data.time, text.when);
  const sizeLabel = text[sizeKindFor(data.service)];
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-phone`} className="field__label field__label--required">
          {text.phone}
        </label>
        <input
          id={`${id}-phone`}
          name="phone"
          type="tel"
          required
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          placeholder={text.phonePlaceholder}
          value={data.phone}
          aria-invalid={messages.phone ? true : undefined}
          aria-describedby={messages.phone ? `${id}-phone-error` : undefined}
          onChange={(e) => onEdit('phone', e.target.value)}
          onBlur={onPhoneBlur}
        />
        {messages.phone && (
          <p id={`${id}-phone-error`} className="field__error">
            {messages.phone}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-time`} className="field__label field__label--required">
          {text.time}
        </label>
        <input
          id={`${id}-time`}
          name="time"
          type="datetime-local"
          required
          min={minTime}
          value={data.time}
          aria-invalid={messages.time ? true : undefined}
          aria-describedby={
            messages.time ? `${id}-time-error` : when ? `${id}-time-chosen` : undefined
          }
          onChange={(e) => onEdit('time', e.target.value)}
        />
        {messages.time ? (
          <p id={`${id}-time-error`} className="field__error">
            {messages.time}
          </p>
        ) : (
          when && (
            <p id={`${id}-time-chosen`} className="field__note">
              {fillTemplate(text.timeChosen, { when })}
            </p>
          )
        )}
      </div>
      <div className="field field--wide">
        <label htmlFor={`${id}-service`} className="field__label field__label--required">
          {text.service}
        </label>
        <select
          id={`${id}-service`}
          name="service"
          required
          value={data.service}
          onChange={(e) => onEdit('service', e.target.value)}
        >
          <SelectOptions
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
          onChange={(e) => onEdit('size', e.target.value)}
        >
          <SelectOptions
            placeholder={fillTemplate(text.sizePlaceholder, { size: sizeLabel.toLowerCase() })}
            values={sizesFor(data.service || DEFAULT_SERVICE)}
            labels={text.sizes}
          />
        </select>
      </div>
      {afterSize}
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
          onChange={(e) => onEdit('message', e.target.value)}
        />
      </div>
    </>
  );
}
