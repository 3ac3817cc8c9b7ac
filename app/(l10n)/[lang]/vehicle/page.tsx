import { localePage } from '@/components/pages/locale-page';
import { ServiceDetailPage } from '@/components/content/service-detail';

const page = localePage('/vehicle', (locale) => (
  <ServiceDetailPage path="/vehicle" locale={locale} />
));
export const generateMetadata = page.generateMetadata;
export default page.Page;
