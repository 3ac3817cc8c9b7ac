import { pageMetadata } from '@/lib/seo/metadata';
import { WarehousePage } from '@/components/content/warehouse-page';

export const metadata = pageMetadata('/warehouse');

export default function Page() {
  return <WarehousePage locale="en" />;
}
