import { fixedPage } from '@/components/pages/fixed-page';
import { OfflinePage } from '@/components/content/offline-page';

// Not a page to find by search: the service worker shows it (scripts/service-worker.mjs).
const page = fixedPage('/offline', (locale) => <OfflinePage locale={locale} />, { noindex: true });
export const metadata = page.metadata;
export default page.English;
