'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { CheckerText } from '@/content/beaware-text';
import { checkerAnswer, scopeVerdict, verifyContact, type VerifyResult } from '@/lib/verify';
import { env } from '@/lib/env';
import { ShieldIcon } from '@/components/ui/icons';
import './contact-checker.css';

/**
 * Whether we issued a written scope (lib/scope-confirm.ts), with how long a scope holds: their
 * code, the item catalogue and the rates come only when a scope's link is pasted.
 */
async function confirmScopeLink(fragment: string) {
  const [{ confirmScope, scopeEndpoint }, { SCOPE_VALID_DAYS }] = await Promise.all([
    import('@/lib/scope-confirm'),
    import('@/content/pricing'),
  ]);
  return confirmScope(fragment, {
    publicKeyJwk: env.scopePublicKey,
    endpoint: scopeEndpoint(env.leadsApi, window.location.href),
    validDays: SCOPE_VALID_DAYS,
  });
}

/**
 * The "Is this really us?" checker: runs in the browser and sends nothing anywhere, but for a
 * written scope's link, which it asks our site about as the scope page does
 * (docs/product.md#the-written-scope). Its words come from the page (`text`, in the page's
 * language), so neither language's dictionary is in the code.
 */
export function ContactChecker({ text }: { text: CheckerText }) {
  const id = useId();
  const [result, setResult] = useState<VerifyResult | null>(null);
  // The latest check: a scope's answer that comes after the value changed is not this value's.
  const latest = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);

  function check(input: string) {
    const verdict = verifyContact(input);
    const asked = ++latest.current;
    setResult(verdict);
    if (verdict.verdict !== 'checking') return;
    confirmScopeLink(verdict.fragment ?? '')
      .catch(() => ({ status: 'not-issued' as const, reason: 'unchecked' as const }))
      .then((confirmation) => {
        if (latest.current === asked) setResult(scopeVerdict(verdict, confirmation));
      });
  }

  // Pressed before the page was live, the form went as plain HTML: the page came back with the
  // value in its address (`?value=`), and is answered now. (The field is the browser's own, so
  // what was pasted before the page was live stays in it.)
  useEffect(() => {
    const asked = new URLSearchParams(window.location.search).get('value');
    if (!asked || !inputRef.current) return;
    inputRef.current.value = asked;
    check(asked);
  }, []);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    check(inputRef.current?.value ?? '');
  }

  const answer = result && checkerAnswer(result, text);
  const tone =
    result?.verdict === 'official'
      ? 'ok'
      : result?.verdict === 'empty' ||
          result?.verdict === 'invalid' ||
          result?.verdict === 'checking'
        ? 'info'
        : 'bad';

  return (
    <div className="checker" id="checker">
      <form
        onSubmit={onSubmit}
        action="#checker"
        className="checker__form"
        aria-label={text.formName}
      >
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
            ref={inputRef}
            onChange={() => {
              latest.current++;
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
