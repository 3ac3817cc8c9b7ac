/**
 * The words of /offline, the page the service worker shows for a page not saved on the phone
 * when there is no connection. The Hindi ones are in content/hi/offline-text.ts, of the same type.
 */
import { pages, type PageInfo } from './pages';

export interface OfflineText {
  /** Title, description, heading, introduction and breadcrumb of the page. */
  page: PageInfo;
  /** The breadcrumb of the home page. */
  home: string;
  form: {
    title: string;
    /** Says what the form's submit button (named `button`) does offline. */
    text: (button: string) => string;
    link: string;
  };
  call: { title: string; text: string };
}

export const offlineText: OfflineText = {
  page: pages['/offline'],
  home: pages['/'].crumb,
  form: {
    title: 'The Quote Form Works Offline',
    text: (button) =>
      `Fill it in now. When you press ${button}, your request opens in WhatsApp, ready to send as soon as you are back online.`,
    link: 'Open the quote form',
  },
  call: {
    title: 'Rather Talk to Us?',
    text: 'A phone call needs no internet. Tell our team about your move and we will take it from there.',
  },
};
