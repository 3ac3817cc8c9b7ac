'use client';

import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { Suggestion } from '@/lib/gazetteer/lookup';
import { MAX_CITY_LENGTH } from '@/lib/store/origin';
import { countText, type CountWords } from '@/lib/plural';
import './place-input.css';

interface PlaceInputProps {
  id: string;
  name: 'from' | 'to';
  /** The suggestion list's accessible name ("Moving From suggestions"). */
  listLabel: string;
  /** "3 suggestions", announced as the list shows. */
  countWords: CountWords;
  value: string;
  onChange: (value: string) => void;
  /** Suggestions for a text; null until the gazetteer has loaded. */
  suggest: ((text: string) => Suggestion[]) | null;
  /** The visitor has started on the field: time to load the gazetteer. */
  onStart: (typed?: string) => void;
  placeholder: string;
  invalid?: boolean;
  describedBy?: string;
  /** Select the value the page filled in on focus, so what is typed replaces it. */
  selectOnFocus?: boolean;
  /** What to say while the suggestions' data is on its way ('' once it is here). */
  looking?: string;
}

/**
 * A place field with suggestions (WAI-ARIA 1.2 combobox with a list popup): typing shows the
 * served cities and localities that match; Down and Up move through them, Enter or a click
 * chooses one, Escape closes the list. The field stays free text: nothing typed is replaced
 * unless a suggestion is chosen.
 */
export function PlaceInput({
  id,
  name,
  listLabel,
  countWords,
  value,
  onChange,
  suggest,
  onStart,
  placeholder,
  invalid,
  describedBy,
  selectOnFocus,
  looking = '',
}: PlaceInputProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Suggestions follow what the visitor typed, not a value chosen or restored.
  const [query, setQuery] = useState('');
  const found = open && suggest && query ? suggest(query) : [];
  // Nothing to offer when the one suggestion is what the field already says.
  const options =
    found.length === 1 && found[0]!.value.toLowerCase() === value.trim().toLowerCase() ? [] : found;
  const expanded = options.length > 0;
  // The first search waits for the locality data: the field says it is looking, not nothing.
  const waiting = open && query !== '' && !suggest && looking !== '';

  function choose(s: Suggestion) {
    onChange(s.value);
    setOpen(false);
    setActive(-1);
  }

  // The highlighted option stays in sight as the keys move through a list taller than its box.
  useEffect(() => {
    if (active < 0) return;
    document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, listId]);

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    // Keys that compose a word (Devanagari, Chinese or Japanese input) are the input method's:
    // Enter or an arrow then picks a candidate there, not a suggestion here.
    if (e.nativeEvent.isComposing || e.keyCode === 229) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!expanded) {
        setQuery(value);
        setOpen(true);
        setActive(-1);
        return;
      }
      const last = options.length - 1;
      setActive((i) => (e.key === 'ArrowDown' ? (i >= last ? 0 : i + 1) : i <= 0 ? last : i - 1));
    } else if (e.key === 'Enter' && expanded && active >= 0 && options[active]) {
      e.preventDefault();
      choose(options[active]);
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const activeOption = expanded && active >= 0 ? `${listId}-${active}` : undefined;

  return (
    <div className="combo">
      <input
        id={id}
        name={name}
        type="text"
        required
        autoComplete="off"
        maxLength={MAX_CITY_LENGTH}
        placeholder={placeholder}
        value={value}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeOption}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onFocus={(e) => {
          onStart();
          if (!selectOnFocus) return;
          // After the tap's own mouseup/touchend, which would put a caret in the selection. On a
          // busy phone that can come after the first letters typed: those are kept, not selected.
          const input = e.currentTarget;
          const atFocus = input.value;
          window.setTimeout(() => {
            if (document.activeElement === input && input.value === atFocus) input.select();
          }, 0);
        }}
        onChange={(e) => {
          onStart(e.target.value);
          onChange(e.target.value);
          setQuery(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        className="combo__list"
        hidden={!expanded}
      >
        {options.map((s, i) => (
          // Keys reach the options through the field (aria-activedescendant), as the ARIA
          // combobox pattern has it; the option itself only takes the pointer.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={s.value}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className="combo__option"
            // Keep focus in the field: the click chooses, the blur would close the list first.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(s)}
          >
            <span className="combo__label">{s.label}</span>
            <span className="combo__detail">{s.detail}</span>
          </li>
        ))}
      </ul>
      {waiting && (
        <p className="combo__looking" aria-hidden="true">
          {looking}
        </p>
      )}
      <span className="visually-hidden" role="status">
        {expanded ? countText(options.length, countWords) : waiting ? looking : ''}
      </span>
    </div>
  );
}
