'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import type { AdminText } from '@/content/admin-text';
import { adminApi } from '@/lib/admin/client';
import type { Failure } from './admin-inbox';
import styles from './admin.module.css';

/** The password form: the edge sets the session cookie when it is right. */
export function AdminSignIn({
  text,
  onSignedIn,
  onFailed,
}: {
  text: AdminText['signIn'];
  onSignedIn: () => void;
  onFailed: (reason: Failure) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [wrong, setWrong] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = input.current?.value ?? '';
    if (!password) {
      input.current?.focus();
      return;
    }
    setBusy(true);
    setWrong(false);
    const outcome = await adminApi.signIn(password);
    setBusy(false);
    if (outcome.ok) {
      onSignedIn();
      return;
    }
    if (outcome.reason === 'signed-out' || outcome.reason === 'refused') {
      setWrong(true);
      if (input.current) input.current.value = '';
      input.current?.focus();
    } else onFailed(outcome.reason);
  }

  return (
    <form className={styles.signIn} onSubmit={submit} noValidate>
      <p>{text.intro}</p>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-password`}>
          {text.password}
        </label>
        <input
          ref={input}
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={wrong || undefined}
          aria-describedby={wrong ? `${id}-wrong` : undefined}
        />
        <p id={`${id}-wrong`} className="field__error" role="alert" hidden={!wrong}>
          {wrong ? text.wrong : ''}
        </p>
      </div>
      <button type="submit" className="btn btn--accent" disabled={busy}>
        {busy ? text.busy : text.submit}
      </button>
    </form>
  );
}
