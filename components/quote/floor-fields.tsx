'use client';

import type { FloorText } from '@/content/quote-text';
import { FLOOR_FIELDS, LIFT_ANSWERS, type FloorAnswers } from '@/lib/floors';
import { SelectOptions } from './select-options';

interface FloorFieldsProps {
  id: string;
  text: FloorText;
  /** The form's optional-field hint, "(optional)". */
  optional: string;
  answers: FloorAnswers;
  onEdit: (field: keyof FloorAnswers, value: string) => void;
}

/**
 * The floor and the lift at each end of a home move (docs/product.md#quote-form): plain selects
 * that start on an empty "Choose", so nothing is answered for the visitor, and none is required.
 */
export function FloorFields({ id, text, optional, answers, onEdit }: FloorFieldsProps) {
  // The floors' values are their numbers as text, '0' for the ground floor, in ascending order.
  const floors = Object.keys(text.names);
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
            <select
              id={`${id}-${field}`}
              name={field}
              value={answers[field]}
              onChange={(e) => onEdit(field, e.target.value)}
            >
              {field.endsWith('Floor') ? (
                <SelectOptions placeholder={text.choose} values={floors} labels={text.names} />
              ) : (
                <SelectOptions placeholder={text.choose} values={LIFT_ANSWERS} labels={text.lift} />
              )}
            </select>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
