import { notFound } from 'next/navigation';
import { pages } from '@/content/pages';
import { serviceDetails } from '@/content/services';
import { pageMetadata } from '@/lib/seo/metadata';
import { ServiceDetailPage } from '@/components/content/service-detail';

export const metadata = pageMetadata('/vehicle');

export default function VehiclePage() {
  const detail = serviceDetails.find((d) => d.path === '/vehicle');
  if (!detail) notFound();
  return <ServiceDetailPage page={pages['/vehicle']} detail={detail} />;
}
