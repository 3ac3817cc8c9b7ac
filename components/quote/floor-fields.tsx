'use client';

import type { FloorText } from '@/content/quote-text';
import { FLOOR_FIELDS, LIFT_ANSWERS, MAX_FLOOR, type FloorAnswers } from '@/lib/floors';
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
