'use client';

import { useMemo, useState, useSyncExternalStore } from 'react';
import type { QuoteText } from '@/content/quote-text';
import { mailtoHref, telHref } from '@/lib/links';
import { replySentence } from '@/lib/reply-time';
import type { BusinessContact } from '@/lib/quote-request';
import { fillTemplate } from '@/lib/template';
import { WhatsAppIcon } from '@/components/ui/icons';
import type { Sent } from './form-state';

function onConnection(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * What the page says once a request is written out: press Send in WhatsApp, the reference, when
 * the reply comes, how the e-mail copy fared, and the same request by phone or e-mail for a
 * visitor without WhatsApp (a desktop, a phone without the app).
 */
export function SentPanel({
  sent,
  text,
  contact,
  onChatOpened,
}: {
  sent: Sent;
  text: QuoteText;
  contact: BusinessContact;
  /** The visitor opened the chat from the page, after a blocked tab or no signal. */
  onChatOpened: () => void;
}) {
  const t = text.sent;
  const online = useSyncExternalStore(
    onConnection,
    () => navigator.onLine,
    () => true,
  );
  const [copied, setCopied] = useState(false);
  // When the reply comes, as of the moment the request was written out.
  const reply = useMemo(
    () => replySentence(new Date(), contact.hours, t),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per request
    [sent.ref],
  );
  const [refBefore, refAfter] = t.ref.split('{ref}') as [string, string | undefined];
  const copy = {
    none: '',
    sending: t.copySending,
    sent: t.copySent,
    queued: t.copyQueued,
  }[sent.copy];

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(sent.chatLink);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <div className="sent" data-ref={sent.ref}>
      <p className="sent__title">{t.title}</p>
      <p className="sent__ref">
        {refBefore}
        <strong className="sent__code">{sent.ref}</strong>
        {refAfter}
      </p>
      {sent.tabBlocked || sent.noSignal ? (
        <div className="form-status__fallback">
          <p>{!sent.noSignal ? text.blocked : online ? text.signalBack : text.noSignal}</p>
          <p>
            <a
              href={sent.chatLink}
              target="_blank"
              rel="noopener noreferrer"
              className="btn btn--primary btn--sm"
              onClick={onChatOpened}
            >
              <WhatsAppIcon size={18} /> {text.openWhatsApp}
            </a>{' '}
            <button type="button" className="btn btn--sm btn--outline" onClick={copyLink}>
              {copied ? text.linkCopied : text.copyLink}
            </button>
          </p>
          {/* The link written out, to copy by hand where the tab was blocked; with no signal the
              button is the way, once the signal is back. */}
          {sent.tabBlocked && <p className="form-status__link">{sent.chatLink}</p>}
        </div>
      ) : (
        <p>
          {text.sentOpened}{' '}
          <a href={sent.chatLink} target="_blank" rel="noopener noreferrer">
            {text.openAgain}
          </a>
          {t.stop} {t.body}
        </p>
      )}
      <p>{reply}</p>
      {sent.scopeLink && (
        <p className="sent__scope">
          <a
            href={sent.scopeLink}
            target="_blank"
            rel="noopener"
            className="btn btn--sm btn--primary"
          >
            {t.scopeLink}
          </a>{' '}
          {t.scopeNote}
        </p>
      )}
      {sent.scopeNeedsSize && <p>{t.scopeNeedsSize}</p>}
      {sent.estimateMissing && <p>{t.estimateMissing}</p>}
      {copy && <p className="sent__copy">{copy}</p>}
      <p className="sent__other">{t.other}</p>
      <p className="sent__ways">
        <a className="btn btn--sm btn--outline" href={telHref(contact.phone)}>
          {fillTemplate(t.call, { phone: contact.phone })}
        </a>{' '}
        <a
          className="btn btn--sm btn--outline"
          href={mailtoHref(
            contact.email,
            fillTemplate(t.mailSubject, { ref: sent.ref }),
            sent.text,
          )}
        >
          {t.email}
        </a>
      </p>
    </div>
  );
}
