'use client';

import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import type { AdminText } from '@/content/admin-text';
import { adminApi, adsCsvHref, leadsCsvHref, type Filters } from '@/lib/admin/client';
import { LEAD_STATUSES, type LeadStatus } from '@/lib/admin/statuses';
import type { AdminLead } from '@/lib/admin/types';
import { fillTemplate } from '@/lib/template';
import { AdminLeadCard } from './admin-lead-card';
import type { Failure } from './admin-inbox';
import styles from './admin.module.css';

const FILTERS = ['status', 'city', 'source', 'from', 'to'] as const;
const NO_FILTERS: Filters = {
  status: null,
  city: null,
  source: null,
  from: null,
  to: null,
  q: null,
};

/** The leads: search and filters, the two files, the list a page at a time. */
export function AdminLeads({
  text,
  onFailed,
}: {
  text: AdminText;
  onFailed: (reason: Failure) => void;
}) {
  const id = useId();
  const t = text.filters;
  const [applied, setApplied] = useState<Filters>(NO_FILTERS);
  const [leads, setLeads] = useState<AdminLead[]>([]);
  const [total, setTotal] = useState(0);
  const [choices, setChoices] = useState<{ cities: string[]; sources: string[] }>({
    cities: [],
    sources: [],
  });
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [refusal, setRefusal] = useState('');
  const [now] = useState(() => Math.floor(Date.now() / 1000));

  const load = useCallback(
    async (filters: Filters, offset: number) => {
      setState('loading');
      setRefusal('');
      const outcome = await adminApi.leads(filters, offset);
      if (!outcome.ok) {
        setState('failed');
        if (outcome.reason === 'refused')
          setRefusal(fillTemplate(text.refused, { field: outcome.field, error: outcome.error }));
        onFailed(outcome.reason);
        return;
      }
      const list = outcome.value;
      setLeads((had) => (offset ? [...had, ...list.leads] : list.leads));
      setTotal(list.total);
      setChoices({ cities: list.cities, sources: list.sources });
      setState('ready');
    },
    [onFailed, text.refused],
  );

  useEffect(() => {
    // The first page, once the inbox opens; later pages and filters are the owner's doing.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load(NO_FILTERS, 0);
  }, [load]);

  // The fields are the browser's own: Apply reads them, Clear (a reset button) empties them.
  function show(next: Filters) {
    setApplied(next);
    void load(next, 0);
  }

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const read = (key: string) => String(data.get(key) ?? '').trim() || null;
    show({ ...NO_FILTERS, ...Object.fromEntries([...FILTERS, 'q'].map((k) => [k, read(k)])) });
  }

  const replace = useCallback(
    (lead: AdminLead) => setLeads((had) => had.map((l) => (l.ref === lead.ref ? lead : l))),
    [],
  );

  // How many filters are set, for the folded filters' summary.
  const active = FILTERS.filter((k) => applied[k]).length;
  const countText = total === 1 ? text.list.one : fillTemplate(text.list.count, { count: total });

  return (
    <>
      <form
        className={styles.filters}
        onSubmit={apply}
        onReset={() => show(NO_FILTERS)}
        role="search"
        aria-label={t.title}
      >
        <div className="field">
          <label className="field__label" htmlFor={`${id}-q`}>
            {t.search}
          </label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            aria-describedby={`${id}-q-hint`}
            autoComplete="off"
          />
          <p id={`${id}-q-hint`} className="field__note">
            {t.searchHint}
          </p>
        </div>
        <details className={styles.fold}>
          <summary>
            {t.title}
            {active > 0 && (
              <span className={styles.badge}>{fillTemplate(t.active, { count: active })}</span>
            )}
          </summary>
          <div className={styles.grid}>
            <Select
              id={`${id}-status`}
              label={t.status}
              any={t.any}
              name="status"
              options={LEAD_STATUSES.map((s: LeadStatus) => [s, text.statuses[s].label])}
            />
            <Select
              id={`${id}-city`}
              label={t.city}
              any={t.any}
              name="city"
              options={choices.cities.map((c) => [c, c])}
            />
            <Select
              id={`${id}-source`}
              label={t.source}
              any={t.any}
              name="source"
              options={choices.sources.map((s) => [s, s])}
            />
            <div className="field">
              <label className="field__label" htmlFor={`${id}-from`}>
                {t.from}
              </label>
              <input id={`${id}-from`} name="from" type="date" />
            </div>
            <div className="field">
              <label className="field__label" htmlFor={`${id}-to`}>
                {t.to}
              </label>
              <input id={`${id}-to`} name="to" type="date" />
            </div>
          </div>
        </details>
        <div className={styles.actions}>
          <button type="submit" className="btn btn--accent">
            {t.apply}
          </button>
          <button type="reset" className="btn btn--outline">
            {t.clear}
          </button>
        </div>
      </form>

      <details className={`${styles.fold} ${styles.downloads}`}>
        <summary>{text.downloads.title}</summary>
        <ul className={styles.files}>
          <li>
            <a className="btn btn--outline btn--sm" href={leadsCsvHref(applied)} download>
              {text.downloads.leads}
            </a>
            <p className="field__note">{text.downloads.leadsNote}</p>
          </li>
          <li>
            <a className="btn btn--outline btn--sm" href={adsCsvHref(now)} download>
              {text.downloads.ads}
            </a>
            <p className="field__note">
              {text.downloads.adsNote}{' '}
              <a href={adsCsvHref(now, true)} download>
                {text.downloads.adsIos}
              </a>
            </p>
          </li>
        </ul>
      </details>

      <section aria-labelledby={`${id}-count`} className={styles.list}>
        <h2 id={`${id}-count`} className={styles.count}>
          {state === 'ready' || leads.length ? countText : text.list.loading}
        </h2>
        <p role="status" className={styles.state}>
          {state === 'loading' && leads.length ? text.list.loading : ''}
          {state === 'ready' && total === 0 ? text.list.none : ''}
        </p>
        {state === 'failed' && (
          <div role="alert" className={styles.notice}>
            <p>{refusal || text.list.failed}</p>
            <button
              type="button"
              className="btn btn--outline btn--sm"
              onClick={() => void load(applied, 0)}
            >
              {text.list.retry}
            </button>
          </div>
        )}
        <ol className={styles.cards}>
          {leads.map((lead) => (
            <li key={lead.ref}>
              <AdminLeadCard lead={lead} text={text} onChange={replace} onFailed={onFailed} />
            </li>
          ))}
        </ol>
        {leads.length < total && state !== 'failed' && (
          <button
            type="button"
            className={`btn btn--outline ${styles.moreButton}`}
            disabled={state === 'loading'}
            onClick={() => void load(applied, leads.length)}
          >
            {text.list.more}
          </button>
        )}
      </section>
    </>
  );
}

function Select({
  id,
  label,
  any,
  name,
  options,
}: {
  id: string;
  label: string;
  any: string;
  name: string;
  options: [value: string, label: string][];
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} name={name}>
        <option value="">{any}</option>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </div>
  );
}
