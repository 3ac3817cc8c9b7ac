'use client';

import { useId, useState, type FormEvent } from 'react';
import type { CheckerText } from '@/content/beaware-text';
import { checkerAnswer, verifyContact, type VerifyResult } from '@/lib/verify';
import { ShieldIcon } from '@/components/ui/icons';

/**
 * The "Is this really us?" checker: runs in the browser, sends nothing anywhere. Its words come
 * from the page (`text`, in the page's language), so neither language's dictionary is in the code.
 */
export function ContactChecker({ text }: { text: CheckerText }) {
  const id = useId();
  const [value, setValue] = useState('');
  const [result, setResult] = useState<VerifyResult | null>(null);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setResult(verifyContact(value));
  }

  const answer = result && checkerAnswer(result, text);
  const tone =
    result?.verdict === 'official'
      ? 'ok'
      : result?.verdict === 'empty' || result?.verdict === 'invalid'
        ? 'info'
        : 'bad';

  return (
    <div className="checker" id="checker">
      <form onSubmit={onSubmit} className="checker__form" aria-label={text.formName}>
        <label htmlFor={`${id}-value`} className="field__label">
          {text.label}
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
            placeholder={text.placeholder}
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setResult(null);
            }}
          />
          <button type="submit" className="btn btn--primary">
            {text.button}
          </button>
        </div>
      </form>
      <div role="status" className={`checker__answer ${result ? `checker__answer--${tone}` : ''}`}>
        {answer && (
          <>
            <p className="checker__message">
              <ShieldIcon size={20} /> {answer.message}
            </p>
            {answer.advice.length > 0 && (
              <ul className="bullets">
                {answer.advice.map((a) => (
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
