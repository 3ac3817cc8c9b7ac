import { pageMetadata } from '@/lib/seo/metadata';
import { WhyChoosePage } from '@/components/content/why-choose-page';

export const metadata = pageMetadata('/whychoose');

export default function Page() {
  return <WhyChoosePage locale="en" />;
}
