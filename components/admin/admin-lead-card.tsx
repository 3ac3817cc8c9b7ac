'use client';

import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { AdminText } from '@/content/admin-text';
import { adminApi } from '@/lib/admin/client';
import { contactLinks } from '@/lib/admin/contact-links';
import { indiaTimeText } from '@/lib/admin/india-time';
import { LEAD_STATUSES, NOTE_MAX, type LeadStatus } from '@/lib/admin/statuses';
import type { AdminLead } from '@/lib/admin/types';
import { formatDateTime } from '@/lib/dates';
import { mailtoHref } from '@/lib/links';
import { fillTemplate } from '@/lib/template';
import type { Failure } from './admin-inbox';
import styles from './admin.module.css';

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** One lead: who, what and where from; call or WhatsApp; its status, note and history. */
export function AdminLeadCard({
  lead,
  text,
  onChange,
  onFailed,
}: {
  lead: AdminLead;
  text: AdminText;
  onChange: (lead: AdminLead) => void;
  onFailed: (reason: Failure) => void;
}) {
  const id = useId();
  const t = text.lead;
  const [saving, setSaving] = useState(false);
  const [said, setSaid] = useState('');
  const links = contactLinks(lead.phone);
  const source = [lead.source, lead.medium, lead.campaign].filter(Boolean).join(' / ');
  const itemLines = lead.items ? lead.items.split('\n').length : 0;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setSaving(true);
    setSaid('');
    const status = data.get('status') as LeadStatus;
    const outcome = await adminApi.setStatus(lead.ref, status, String(data.get('note')));
    setSaving(false);
    if (outcome.ok) {
      (form.elements.namedItem('note') as HTMLTextAreaElement).value = '';
      setSaid(t.saved);
      onChange(outcome.value.lead);
      return;
    }
    if (outcome.reason === 'refused')
      setSaid(fillTemplate(text.refused, { field: outcome.field, error: outcome.error }));
    else setSaid(text.list.failed);
    onFailed(outcome.reason);
  }

  return (
    <article className={styles.card} aria-labelledby={`${id}-ref`}>
      <div className={styles.cardHead}>
        <h3 id={`${id}-ref`} className={styles.ref}>
          {lead.ref}
        </h3>
        <span className={styles.kind}>{t.kinds[lead.kind]}</span>
        <span className={styles.status} data-status={lead.status}>
          {text.statuses[lead.status].label}
        </span>
      </div>
      <p className={styles.when}>
        {t.received}: <time dateTime={iso(lead.createdAt)}>{indiaTimeText(lead.createdAt)}</time>
      </p>
      {lead.name && <p className={styles.name}>{lead.name}</p>}
      {(lead.from || lead.to) && (
        <p className={styles.route}>
          {lead.from}
          {lead.to && (
            <>
              {' '}
              <span aria-hidden="true">→</span>
              <span className="visually-hidden">{t.to}</span> {lead.to}
            </>
          )}
        </p>
      )}
      <p className={styles.phone}>{lead.phone}</p>
      <div className={styles.contact}>
        <a className="btn btn--primary btn--sm" href={links.tel}>
          {t.call}
          <span className="visually-hidden"> {lead.phone}</span>
        </a>
        {links.whatsapp && (
          <a
            className="btn btn--wa btn--sm"
            href={links.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t.whatsapp}
          </a>
        )}
        {lead.email && (
          <a className="btn btn--outline btn--sm" href={mailtoHref(lead.email)}>
            {t.email}
          </a>
        )}
      </div>

      <dl className={styles.facts}>
        {lead.moveTime && <Fact label={t.moveTime}>{formatDateTime(lead.moveTime)}</Fact>}
        {lead.service && (
          <Fact label={t.service}>{[lead.service, lead.size].filter(Boolean).join(', ')}</Fact>
        )}
        {lead.estimate && <Fact label={t.estimate}>{lead.estimate}</Fact>}
        <Fact label={t.page}>{lead.page.split('?')[0]}</Fact>
        <Fact label={t.source}>{source || t.notRecorded}</Fact>
        {lead.landing && <Fact label={t.landing}>{lead.landing}</Fact>}
        {lead.clickIdKind && <Fact label={t.clickId}>{lead.clickIdKind}</Fact>}
      </dl>

      {lead.scopeLink && (
        <p>
          <a href={lead.scopeLink} target="_blank" rel="noopener noreferrer">
            {t.scope}
          </a>
        </p>
      )}
      {lead.items && (
        <details className={styles.more}>
          <summary>{fillTemplate(t.items, { count: itemLines })}</summary>
          <p className={styles.pre}>{lead.items}</p>
        </details>
      )}
      {lead.message && (
        <div className={styles.message}>
          <p className={styles.label}>{t.message}</p>
          <p className={styles.pre}>{lead.message}</p>
        </div>
      )}
      {lead.suspect && (
        <p className={styles.suspect}>{fillTemplate(t.suspect, { why: lead.suspect })}</p>
      )}

      <form className={styles.change} onSubmit={save} aria-label={`${t.status}: ${lead.ref}`}>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-status`}>
            {t.status}
          </label>
          <select id={`${id}-status`} name="status" defaultValue={lead.status}>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {text.statuses[s].label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-note`}>
            {t.note}
          </label>
          <textarea
            id={`${id}-note`}
            rows={2}
            name="note"
            maxLength={NOTE_MAX}
            aria-describedby={`${id}-note-hint`}
          />
          <p id={`${id}-note-hint`} className="field__note">
            {t.noteHint}
          </p>
        </div>
        <div className={styles.saveRow}>
          <button type="submit" className="btn btn--accent btn--sm" disabled={saving}>
            {saving ? t.saving : t.save}
          </button>
          <p role="status" className={styles.said}>
            {said}
          </p>
        </div>
      </form>

      <details className={styles.more}>
        <summary>
          {t.history} ({lead.events.length + 1})
        </summary>
        <ol className={styles.history}>
          <li>
            <span className={styles.historyWhat}>{t.arrived}</span>{' '}
            <time dateTime={iso(lead.createdAt)}>{indiaTimeText(lead.createdAt)}</time>
          </li>
          {lead.events.map((e, i) => (
            <li key={i}>
              <span className={styles.historyWhat}>{text.statuses[e.status].label}</span>{' '}
              <time dateTime={iso(e.at)}>{indiaTimeText(e.at)}</time>
              {e.note && <p className={styles.pre}>{e.note}</p>}
            </li>
          ))}
        </ol>
      </details>
    </article>
  );
}
