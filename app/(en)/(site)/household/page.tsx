import { notFound } from 'next/navigation';
import { pages } from '@/content/pages';
import { serviceDetails } from '@/content/services';
import { pageMetadata } from '@/lib/seo/metadata';
import { ServiceDetailPage } from '@/components/content/service-detail';

export const metadata = pageMetadata('/household');

export default function HouseholdPage() {
  const detail = serviceDetails.find((d) => d.path === '/household');
  if (!detail) notFound();
  return <ServiceDetailPage page={pages['/household']} detail={detail} />;
}
