import { localePage } from '@/components/pages/locale-page';
import { ServiceDetailPage } from '@/components/content/service-detail';

const page = localePage('/household', (locale) => (
  <ServiceDetailPage path="/household" locale={locale} />
));
export const generateMetadata = page.generateMetadata;
export default page.Page;
