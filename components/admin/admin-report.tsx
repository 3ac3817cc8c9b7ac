'use client';

import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import type { AdminText } from '@/content/admin-text';
import { adminApi } from '@/lib/admin/client';
import { indiaDay } from '@/lib/admin/india-time';
import type { AdminReport, ReportRow } from '@/lib/admin/types';
import { fillTemplate } from '@/lib/template';
import type { Failure } from './admin-inbox';
import styles from './admin.module.css';

const DAY = 24 * 60 * 60;

/** Leads and bookings between two days (the last 30 by default), by page, city and source. */
export function AdminReportView({
  text,
  onFailed,
}: {
  text: AdminText;
  onFailed: (reason: Failure) => void;
}) {
  const id = useId();
  const t = text.report;
  const [range] = useState(() => {
    const now = Math.floor(Date.now() / 1000);
    return { from: indiaDay(now - 29 * DAY), to: indiaDay(now) };
  });
  const [report, setReport] = useState<AdminReport | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [refusal, setRefusal] = useState('');

  const load = useCallback(
    async (from: string, to: string) => {
      setState('loading');
      setRefusal('');
      const outcome = await adminApi.report(from, to);
      if (!outcome.ok) {
        setState('failed');
        if (outcome.reason === 'refused')
          setRefusal(fillTemplate(text.refused, { field: outcome.field, error: outcome.error }));
        onFailed(outcome.reason);
        return;
      }
      setReport(outcome.value);
      setState('ready');
    },
    [onFailed, text.refused],
  );

  useEffect(() => {
    // The report of the default days, once it is first shown.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load(range.from, range.to);
    // Only on opening: later days are asked for with the form (its fields are the browser's own).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void load(String(data.get('from')), String(data.get('to')));
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.count}>
        {t.title}
      </h2>
      <p className="field__note">{t.intro}</p>
      <form className={styles.range} onSubmit={submit}>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-from`}>
            {t.from}
          </label>
          <input id={`${id}-from`} name="from" type="date" defaultValue={range.from} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-to`}>
            {t.to}
          </label>
          <input id={`${id}-to`} name="to" type="date" defaultValue={range.to} />
        </div>
        <button type="submit" className="btn btn--accent">
          {t.show}
        </button>
      </form>

      <p role="status" className={styles.state}>
        {state === 'loading' ? t.loading : ''}
      </p>
      {state === 'failed' && (
        <p role="alert" className={styles.notice}>
          {refusal || text.list.failed}
        </p>
      )}
      {report && state === 'ready' && (
        <>
          <div className={styles.totals}>
            <p>
              <span className={styles.big}>{report.total.leads}</span> {t.total}
            </p>
            <p>
              <span className={styles.big}>{report.total.booked}</span> {t.booked}
            </p>
          </div>
          {report.total.leads === 0 ? (
            <p>{t.empty}</p>
          ) : (
            <>
              <ReportTable title={t.byPage} keyName={t.page} rows={report.byPage} text={t} />
              <ReportTable title={t.byCity} keyName={t.city} rows={report.byCity} text={t} />
              <ReportTable title={t.bySource} keyName={t.source} rows={report.bySource} text={t} />
            </>
          )}
        </>
      )}
    </section>
  );
}

function ReportTable({
  title,
  keyName,
  rows,
  text,
}: {
  title: string;
  keyName: string;
  rows: ReportRow[];
  text: AdminText['report'];
}) {
  const id = useId();
  return (
    <div className={styles.table}>
      <h3 id={id} className={styles.tableTitle}>
        {title}
      </h3>
      <table aria-labelledby={id}>
        <thead>
          <tr>
            <th scope="col">{keyName}</th>
            <th scope="col" className={styles.num}>
              {text.leads}
            </th>
            <th scope="col" className={styles.num}>
              {text.booked}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.key}</th>
              <td className={styles.num}>{r.leads}</td>
              <td className={styles.num}>{r.booked}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
