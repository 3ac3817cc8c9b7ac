import { pageMetadata } from '@/lib/seo/metadata';
import { ServiceDetailPage } from '@/components/content/service-detail';

export const metadata = pageMetadata('/office');

export default function Page() {
  return <ServiceDetailPage path="/office" locale="en" />;
}
