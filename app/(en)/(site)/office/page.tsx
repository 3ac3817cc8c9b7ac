import { notFound } from 'next/navigation';
import { pages } from '@/content/pages';
import { serviceDetails } from '@/content/services';
import { pageMetadata } from '@/lib/seo/metadata';
import { ServiceDetailPage } from '@/components/content/service-detail';

export const metadata = pageMetadata('/office');

export default function OfficePage() {
  const detail = serviceDetails.find((d) => d.path === '/office');
  if (!detail) notFound();
  return <ServiceDetailPage page={pages['/office']} detail={detail} />;
}
