'use client';

import type { QuoteText } from '@/content/quote-text';
import type { Suggestion } from '@/lib/gazetteer/lookup';
import { fillTemplate } from '@/lib/template';
import { useEarlyTap } from '@/lib/early-taps';
import { PinIcon } from '@/components/ui/icons';
import { PlaceInput } from './place-input';
import type { LocationField as Field } from './form-state';

interface LocationFieldProps {
  id: string;
  field: Field;
  text: QuoteText;
  value: string;
  /** The message beside the field ('' for none). */
  message: string;
  /** The field still holds what the page filled in: the first tap selects it, to type over. */
  prefilled: boolean;
  suggest: ((text: string) => Suggestion[]) | null;
  onChange: (value: string) => void;
  onStart: () => void;
  onMap: () => void;
  /** The locality data is on its way: the field says it is looking. */
  looking: boolean;
}

/** Moving From or Moving To: the place field with suggestions, its map pin and its message. */
export function LocationField(props: LocationFieldProps) {
  const { id, field, text, message, prefilled } = props;
  const label = field === 'from' ? text.from : text.to;
  const inputId = `${id}-${field}`;
  const messageId = `${inputId}-error`;
  // Pressed before the page was live: the map opens now.
  useEarlyTap(`${inputId}-map`, props.onMap);
  return (
    <div className="field">
      <label htmlFor={inputId} className="field__label field__label--required">
        {label}
      </label>
      <div className="field__with-btn">
        <PlaceInput
          id={inputId}
          name={field}
          placeholder={field === 'from' ? text.fromPlaceholder : text.toPlaceholder}
          listLabel={fillTemplate(text.suggestions, { label })}
          countWords={text.suggestionCount}
          value={props.value}
          onChange={props.onChange}
          suggest={props.suggest}
          onStart={props.onStart}
          selectOnFocus={prefilled}
          looking={props.looking ? text.lookingPlaces : ''}
          invalid={Boolean(message)}
          describedBy={message ? messageId : undefined}
        />
        <button
          type="button"
          className="field__pin"
          data-early={`${inputId}-map`}
          aria-label={fillTemplate(text.mapButton, { label })}
          onClick={props.onMap}
        >
          <PinIcon size={20} />
        </button>
      </div>
      {message && (
        <p id={messageId} className="field__error">
          {message}
        </p>
      )}
    </div>
  );
}
