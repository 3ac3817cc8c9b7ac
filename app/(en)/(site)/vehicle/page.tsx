import { pageMetadata } from '@/lib/seo/metadata';
import { ServiceDetailPage } from '@/components/content/service-detail';

export const metadata = pageMetadata('/vehicle');

export default function Page() {
  return <ServiceDetailPage path="/vehicle" locale="en" />;
}
