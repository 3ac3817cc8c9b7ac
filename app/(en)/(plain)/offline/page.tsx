import { pageMetadata } from '@/lib/seo/metadata';
import { OfflinePage } from '@/components/content/offline-page';

// Not a page to find by search: the service worker shows it (scripts/service-worker.mjs).
export const metadata = pageMetadata('/offline', { noindex: true });

export default function Page() {
  return <OfflinePage locale="en" />;
}
