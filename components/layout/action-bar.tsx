import { Link } from '@/components/ui/link';
import { dictionary } from '@/lib/dictionaries';
import { site } from '@/content/site';
import { localePath, type Locale } from '@/lib/i18n';
import { telHref, whatsappHref } from '@/lib/links';
import { QUOTE_START_ID } from '@/lib/quote-anchor';
import { NEW_TAB_NOTE } from '@/components/content/proof-link';
import { ClipboardIcon, PhoneIcon, WhatsAppIcon } from '@/components/ui/icons';
import styles from './action-bar.module.css';

/**
 * Call, chat and quote from every page, placed so that they cover nothing by construction
 * (docs/product.md#quality-bars, "Nothing covered"), with no script: below 1280 px a bar of the three at the foot
 * of the screen, the page's last box, which sticks to the bottom while the page scrolls and so
 * keeps its own room at the end of the page; from 1280 px, where the margin beside the content
 * column is wide enough, a round chat button in that margin. CSS alone picks one
 * (action-bar.module.css). The links are written here, on the server. `data-quick-actions` names
 * the two for the browser tests, whatever CSS Modules call their classes.
 */
export function ActionBar({ locale }: { locale: Locale }) {
  const t = dictionary(locale).layout;
  const chat = whatsappHref(site.whatsapp, t.chatGreeting);
  return (
    <>
      <nav className={styles.bar} aria-label={t.actions.name} data-quick-actions="bar">
        <ul className={styles.list}>
          <li>
            <a href={telHref(site.phones.sales)} className={styles.action}>
              <PhoneIcon size={22} className={styles.call} />
              <span>{t.actions.call}</span>
            </a>
          </li>
          <li>
            <a
              href={chat}
              className={styles.action}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={NEW_TAB_NOTE}
            >
              <WhatsAppIcon size={22} className={styles.chat} />
              <span>{t.actions.whatsapp}</span>
            </a>
          </li>
          <li>
            {/* Two links, one shown, as the header's "Request a Quote" (buttons.css). */}
            <a
              href={`#${QUOTE_START_ID}`}
              className={`${styles.action} ${styles.quote} quote-here`}
            >
              <ClipboardIcon size={22} />
              <span>{t.actions.quote}</span>
            </a>
            <Link
              href={localePath(locale, '/form')}
              className={`${styles.action} ${styles.quote} quote-away`}
              onSight
            >
              <ClipboardIcon size={22} />
              <span>{t.actions.quote}</span>
            </Link>
          </li>
        </ul>
      </nav>
      <a
        href={chat}
        className={styles.float}
        data-quick-actions="chat"
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t.chat}
        aria-describedby={NEW_TAB_NOTE}
      >
        <WhatsAppIcon size={26} />
      </a>
    </>
  );
}
