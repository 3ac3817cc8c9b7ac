import type { OfflineText } from '../offline-text';
import { pages } from './pages';

/** /hi/offline in Hindi (the English is in content/offline-text.ts). */
export const offlineText: OfflineText = {
  page: pages['/offline'],
  home: 'होम',
  form: {
    title: 'कोटेशन फॉर्म बिना इंटरनेट के चलता है',
    text: (button) =>
      `फॉर्म अभी भरें। "${button}" दबाते ही आपका अनुरोध WhatsApp में खुल जाएगा, और इंटरनेट लौटते ही भेजा जा सकेगा।`,
    link: 'कोटेशन फॉर्म खोलें',
  },
  call: {
    title: 'बात करना चाहते हैं?',
    text: 'फोन कॉल के लिए इंटरनेट नहीं चाहिए। हमारी टीम आपसे बात करके आपकी शिफ्टिंग की जानकारी लिख लेगी।',
  },
};
