'use client';

import { useId, useState, type FormEvent } from 'react';
import { verifyContact, type VerifyResult } from '@/lib/verify';
import { ShieldIcon } from '@/components/ui/icons';

/** The "Is this really us?" checker: runs in the browser, sends nothing anywhere. */
export function ContactChecker() {
  const id = useId();
  const [value, setValue] = useState('');
  const [result, setResult] = useState<VerifyResult | null>(null);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setResult(verifyContact(value));
  }

  const tone =
    result?.verdict === 'official'
      ? 'ok'
      : result?.verdict === 'empty' || result?.verdict === 'invalid'
        ? 'info'
        : 'bad';

  return (
    <div className="checker" id="checker">
      <form onSubmit={onSubmit} className="checker__form" aria-label="Check a contact">
        <label htmlFor={`${id}-value`} className="field__label">
          Check a phone number, website, e-mail or UPI ID
        </label>
        <div className="checker__row">
          <input
            id={`${id}-value`}
            name="value"
            type="text"
            inputMode="text"
            autoComplete="off"
            spellCheck={false}
            // Long pastes are let in so the answer can say what is wrong with them.
            maxLength={20_000}
            placeholder="e.g. +91 98765 43210 or shiftease.example"
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setResult(null);
            }}
          />
          <button type="submit" className="btn btn--primary">
            Check
          </button>
        </div>
      </form>
      <div role="status" className={`checker__answer ${result ? `checker__answer--${tone}` : ''}`}>
        {result && (
          <>
            <p className="checker__message">
              <ShieldIcon size={20} /> {result.message}
            </p>
            {result.advice.length > 0 && (
              <ul className="bullets">
                {result.advice.map((a) => (
                  <li key={a}>{a}</li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </div>
  );
}
