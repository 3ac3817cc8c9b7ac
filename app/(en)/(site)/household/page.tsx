import { pageMetadata } from '@/lib/seo/metadata';
import { ServiceDetailPage } from '@/components/content/service-detail';

export const metadata = pageMetadata('/household');

export default function Page() {
  return <ServiceDetailPage path="/household" locale="en" />;
}
