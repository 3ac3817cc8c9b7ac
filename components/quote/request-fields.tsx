'use client';

import type { ReactNode } from 'react';
import type { FloorText, QuoteText } from '@/content/quote-text';
import { FLOOR_FIELDS, LIFT_ANSWERS, MAX_FLOOR, type FloorAnswers } from '@/lib/floors';
import { sizeKindFor, sizesFor } from '@/lib/estimate-options';
import { DEFAULT_SERVICE, SERVICES } from '@/content/sizes';
import type { QuoteData } from '@/lib/quote';
import type { CheckedField } from '@/lib/quote-request';
import { fillTemplate } from '@/lib/template';
import { formatDateTime } from '@/lib/dates';

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

interface FloorFieldsProps {
  id: string;
  text: FloorText;
  /** The form's optional-field hint, "(optional)". */
  optional: string;
  answers: FloorAnswers;
  onEdit: (field: keyof FloorAnswers, value: string) => void;
}

/**
 * The floor and the lift at each end of a home move (docs/product.md#quote-form): the floor a
 * number (the phone's number pad; 0 is the ground floor), the lift a select that starts on an
 * empty "Choose". Nothing is answered for the visitor, and none is required. (A list of sixty-one
 * floors was a long scroll on a phone, and the same words on every city page.)
 */
export function FloorFields({ id, text, optional, answers, onEdit }: FloorFieldsProps) {
  return (
    <fieldset className="field field--wide floors">
      <legend className="field__label">
        {text.legend} <span className="field__optional">{optional}</span>
      </legend>
      <p className="field__note">{text.hint}</p>
      <div className="floors__grid">
        {FLOOR_FIELDS.map((field) => (
          <div key={field} className="field">
            <label htmlFor={`${id}-${field}`} className="field__label">
              {text[field]}
            </label>
            {field.endsWith('Floor') ? (
              <input
                id={`${id}-${field}`}
                name={field}
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_FLOOR}
                step={1}
                placeholder={text.floorPlaceholder}
                value={answers[field]}
                onChange={(e) => onEdit(field, e.target.value)}
              />
            ) : (
              <select
                id={`${id}-${field}`}
                name={field}
                value={answers[field]}
                onChange={(e) => onEdit(field, e.target.value)}
              >
                <SelectOptions placeholder={text.choose} values={LIFT_ANSWERS} labels={text.lift} />
              </select>
            )}
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** A select's options: an empty placeholder first, then the values, each in the page's words. */
function SelectOptions({
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
