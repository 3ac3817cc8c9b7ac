'use client';

import type { ChangeEvent, ReactNode } from 'react';
import type { FloorText, QuoteText } from '@/content/quote-text';
import { FLOOR_FIELDS, LIFT_ANSWERS, MAX_FLOOR, type FloorAnswers } from '@/lib/floors';
import { sizeKindFor, sizesFor } from '@/lib/estimate-options';
import { DEFAULT_SERVICE, SERVICES } from '@/content/sizes';
import type { QuoteData } from '@/lib/quote';
import type { CheckedField } from '@/lib/quote-request';
import { fillTemplate } from '@/lib/template';
import { formatDateTime } from '@/lib/dates';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A field's id, name and value, and its changes handed to the form. */
const bind =
  (
    id: string,
    answers: Partial<QuoteData>,
    onEdit: (field: keyof QuoteData, value: string) => void,
  ) =>
  (field: keyof QuoteData) => ({
    id: `${id}-${field}`,
    name: field,
    value: answers[field] ?? '',
    onChange: (e: ChangeEvent<Control>) => onEdit(field, e.target.value),
  });

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
export function RequestFields(props: RequestFieldsProps) {
  const { id, text, data, messages, onEdit } = props;
  const field = bind(id, data, onEdit);
  const when = formatDateTime(data.time, text.when);
  const sizeLabel = text[sizeKindFor(data.service)];
  // A field's message, or what describes it besides: its id for aria-describedby.
  const described = (f: 'phone' | 'time', note = '') =>
    messages[f] ? `${id}-${f}-error` : note ? `${id}-${f}-${note}` : undefined;
  const error = (f: 'phone' | 'time') =>
    messages[f] && (
      <p id={`${id}-${f}-error`} className="field__error">
        {messages[f]}
      </p>
    );
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-phone`} className="field__label field__label--required">
          {text.phone}
        </label>
        <input
          {...field('phone')}
          type="tel"
          required
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          placeholder={text.phonePlaceholder}
          aria-invalid={messages.phone ? true : undefined}
          aria-describedby={described('phone')}
          onBlur={props.onPhoneBlur}
        />
        {error('phone')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-time`} className="field__label field__label--required">
          {text.time}
        </label>
        <input
          {...field('time')}
          type="datetime-local"
          required
          min={props.minTime}
          aria-invalid={messages.time ? true : undefined}
          aria-describedby={described('time', when && 'chosen')}
        />
        {error('time') ||
          (when && (
            <p id={`${id}-time-chosen`} className="field__note">
              {fillTemplate(text.timeChosen, { when })}
            </p>
          ))}
      </div>
      <div className="field field--wide">
        <label htmlFor={`${id}-service`} className="field__label field__label--required">
          {text.service}
        </label>
        <select {...field('service')} required>
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
        <select {...field('size')}>
          <SelectOptions
            placeholder={fillTemplate(text.sizePlaceholder, { size: sizeLabel.toLowerCase() })}
            values={sizesFor(data.service || DEFAULT_SERVICE)}
            labels={text.sizes}
          />
        </select>
      </div>
      {props.afterSize}
      <div className="field field--wide">
        <label htmlFor={`${id}-message`} className="field__label">
          {text.message} <span className="field__optional">{text.optional}</span>
        </label>
        <textarea
          {...field('message')}
          rows={3}
          maxLength={2000}
          placeholder={text.messagePlaceholder}
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
  const field = bind(id, answers, (f, value) => onEdit(f as keyof FloorAnswers, value));
  return (
    <fieldset className="field field--wide floors">
      <legend className="field__label">
        {text.legend} <span className="field__optional">{optional}</span>
      </legend>
      <p className="field__note">{text.hint}</p>
      <div className="floors__grid">
        {FLOOR_FIELDS.map((f) => (
          <div key={f} className="field">
            <label htmlFor={`${id}-${f}`} className="field__label">
              {text[f]}
            </label>
            {f.endsWith('Floor') ? (
              <input
                {...field(f)}
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_FLOOR}
                step={1}
                placeholder={text.floorPlaceholder}
              />
            ) : (
              <select {...field(f)}>
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
function SelectOptions(props: {
  placeholder: string;
  values: readonly string[];
  labels: Record<string, string>;
}) {
  return (
    <>
      <option value="">{props.placeholder}</option>
      {props.values.map((v) => (
        <option key={v} value={v}>
          {props.labels[v] ?? v}
        </option>
      ))}
    </>
  );
}
