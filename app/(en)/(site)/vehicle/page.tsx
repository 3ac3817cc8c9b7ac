import { fixedPage } from '@/components/pages/fixed-page';
import { ServiceDetailPage } from '@/components/content/service-detail';

const page = fixedPage('/vehicle', (locale) => (
  <ServiceDetailPage path="/vehicle" locale={locale} />
));
export const metadata = page.metadata;
export default page.English;
