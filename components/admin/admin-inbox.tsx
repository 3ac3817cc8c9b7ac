'use client';

import { useCallback, useEffect, useState } from 'react';
import type { AdminText } from '@/content/admin-text';
import { adminApi, type Outcome } from '@/lib/admin/client';
import { AdminLeads } from './admin-leads';
import { AdminReportView } from './admin-report';
import { AdminSignIn } from './admin-sign-in';
import styles from './admin.module.css';

type Phase = 'checking' | 'signed-out' | 'not-configured' | 'unreachable' | 'signed-in';
/** Why a call to the edge failed. */
export type Failure = Exclude<Outcome<unknown>, { ok: true }>['reason'];

/**
 * The owner's lead inbox (docs/owner-inbox.md): asks the edge whether the owner is signed in,
 * then shows the sign-in form, the leads or the report. Every call that finds the session gone
 * brings the sign-in form back. `available` is false on a build without the edge functions.
 */
export function AdminInbox({ text, available }: { text: AdminText; available: boolean }) {
  const [phase, setPhase] = useState<Phase>(available ? 'checking' : 'unreachable');
  const [view, setView] = useState<'leads' | 'report'>('leads');

  const failed = useCallback((reason: Failure) => {
    if (reason === 'signed-out') setPhase('signed-out');
    else if (reason === 'not-configured') setPhase('not-configured');
  }, []);

  useEffect(() => {
    if (!available) return;
    let live = true;
    void adminApi.session().then((outcome) => {
      if (!live) return;
      if (outcome.ok) setPhase('signed-in');
      else if (outcome.reason === 'signed-out' || outcome.reason === 'not-configured')
        setPhase(outcome.reason);
      else setPhase('unreachable');
    });
    return () => {
      live = false;
    };
  }, [available]);

  const notice = { 'not-configured': text.notConfigured, unreachable: text.unreachable };

  async function signOut() {
    await adminApi.signOut();
    setPhase('signed-out');
    setView('leads');
  }

  return (
    <>
      <div className={styles.bar}>
        <div className={styles.barInner}>
          <h1 className={styles.title}>{text.title}</h1>
          {phase === 'signed-in' && (
            <button type="button" className="btn btn--outline btn--sm" onClick={signOut}>
              {text.signOut}
            </button>
          )}
        </div>
      </div>
      <div className={styles.inbox}>
        {phase === 'checking' && (
          <p className={styles.notice} role="status">
            {text.checking}
          </p>
        )}
        {(phase === 'not-configured' || phase === 'unreachable') && (
          <div className={styles.notice} role="alert">
            <h2 className={styles.noticeTitle}>{notice[phase].title}</h2>
            <p>{notice[phase].text}</p>
          </div>
        )}
        {phase === 'signed-out' && (
          <AdminSignIn
            text={text.signIn}
            onSignedIn={() => setPhase('signed-in')}
            onFailed={(reason) => (reason === 'not-configured' ? failed(reason) : undefined)}
          />
        )}
        {phase === 'signed-in' && (
          <>
            <div className={styles.views} role="group" aria-label={text.tabs.label}>
              {(['leads', 'report'] as const).map((v) => (
                <button
                  key={v}
                  type="button"
                  className={styles.view}
                  aria-pressed={view === v}
                  onClick={() => setView(v)}
                >
                  {text.tabs[v]}
                </button>
              ))}
            </div>
            <div hidden={view !== 'leads'}>
              <AdminLeads text={text} onFailed={failed} />
            </div>
            {view === 'report' && <AdminReportView text={text} onFailed={failed} />}
          </>
        )}
      </div>
    </>
  );
}
