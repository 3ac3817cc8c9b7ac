import { fixedPage } from '@/components/pages/fixed-page';
import { ServiceDetailPage } from '@/components/content/service-detail';

const page = fixedPage('/household', (locale) => (
  <ServiceDetailPage path="/household" locale={locale} />
));
export const metadata = page.metadata;
export default page.English;
