import { pageMetadata } from '@/lib/seo/metadata';
import { ServicesPage } from '@/components/content/services-page';

export const metadata = pageMetadata('/ourservices');

export default function Page() {
  return <ServicesPage locale="en" />;
}
