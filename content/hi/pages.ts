import type { PageInfo, PagePath } from '../pages';
import { site } from '../site';

/**
 * Title, description, heading and introduction of the pages that have a Hindi version (the
 * English, and what each field is for, in content/pages.ts). Titles get the brand appended.
 */
export const pages = {
  '/': {
    title: 'भारत में पैकर्स एंड मूवर्स – सुरक्षित, समय पर शिफ्टिंग',
    description: `${site.foundedYear} से भारत के 100+ शहरों में घर, ऑफिस और गाड़ी की शिफ्टिंग। मुफ्त सर्वे, लिखित कोटेशन, GST बिल और ट्रांजिट बीमा। 2 मिनट में मुफ्त कोटेशन पाएं।`,
    h1: 'पूरे भारत में भरोसेमंद पैकर्स एंड मूवर्स',
    intro:
      'घर की शिफ्टिंग, ऑफिस शिफ्टिंग, कार-बाइक ट्रांसपोर्ट और स्टोरेज, सब हमारी अपनी प्रशिक्षित टीम करती है। पहले लिखित कोटेशन, फिर शिफ्टिंग वाले दिन कोई अचानक खर्च नहीं।',
    crumb: 'होम',
  },
} satisfies Partial<Record<PagePath, PageInfo>>;
