'use client';

import { useState, type KeyboardEvent } from 'react';
import type { ItemsText } from '@/content/items-text';
import { readWholeNumber } from '@/lib/read-list';
import { fillTemplate } from '@/lib/template';
import { MinusIcon, PlusIcon } from '@/components/ui/icons';
import './items-panel.css';

interface CountFieldProps {
  id: string;
  label: string;
  value: number;
  max: number;
  /** The buttons' names (`{item}` for the label), and the message for what is not a count. */
  words: Pick<ItemsText, 'fewer' | 'more' | 'badNumber'>;
  onChange: (value: number) => void;
}

/**
 * A count the visitor can type, step with the arrow keys (the ARIA spin button pattern) or change
 * by thumb with the minus and plus buttons. What is typed stays in the field even when it is not a number, with a
 * message beside it, until it is put right.
 */
export function CountField({ id, label, value, max, words, onChange }: CountFieldProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const read = typed === null ? value : readWholeNumber(typed, max);
  // What was typed while it is wrong or still says the count; the count once it changes elsewhere.
  const shown = typed !== null && (read === null || read === value) ? typed : String(value);
  const bad = typed !== null && read === null;
  const step = (by: number) => {
    const next = Math.min(max, Math.max(0, (bad ? value : (read ?? value)) + by));
    setTyped(null);
    onChange(next);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const by = { ArrowUp: 1, ArrowDown: -1, PageUp: 10, PageDown: -10 }[e.key];
    if (by === undefined) return;
    e.preventDefault();
    step(by);
  };
  return (
    <div className={`count${bad ? ' count--bad' : ''}`}>
      <label htmlFor={id} className="count__label">
        {label}
      </label>
      <div className="count__control">
        <button
          type="button"
          className="count__step"
          tabIndex={-1}
          aria-label={fillTemplate(words.fewer, { item: label })}
          disabled={value <= 0 && !bad}
          onClick={() => step(-1)}
        >
          <MinusIcon size={16} strokeWidth={3} />
        </button>
        <input
          id={id}
          type="text"
          role="spinbutton"
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
          className="count__input"
          value={shown}
          aria-valuenow={value}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-invalid={bad || undefined}
          aria-describedby={bad ? `${id}-error` : undefined}
          onChange={(e) => {
            setTyped(e.target.value);
            const n = readWholeNumber(e.target.value, max);
            if (n !== null) onChange(n);
          }}
          onBlur={() => {
            if (!bad) setTyped(null);
          }}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="count__step"
          tabIndex={-1}
          aria-label={fillTemplate(words.more, { item: label })}
          disabled={value >= max && !bad}
          onClick={() => step(1)}
        >
          <PlusIcon size={16} strokeWidth={3} />
        </button>
      </div>
      {bad && (
        <p id={`${id}-error`} className="field__error count__error">
          {fillTemplate(words.badNumber, { max })}
        </p>
      )}
    </div>
  );
}
