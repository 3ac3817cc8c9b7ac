import { fixedPage } from '@/components/pages/fixed-page';
import { OfflinePage } from '@/components/content/offline-page';

// Shown by the service worker, in place of a page of this language not saved on the phone, when
// offline (scripts/service-worker.mjs). Not a page to find by search.
const page = fixedPage('/offline', (locale) => <OfflinePage locale={locale} />, { noindex: true });
export const generateMetadata = page.generateMetadata;
export default page.Page;
