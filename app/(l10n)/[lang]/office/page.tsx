import { fixedPage } from '@/components/pages/fixed-page';
import { ServiceDetailPage } from '@/components/content/service-detail';

const page = fixedPage('/office', (locale) => <ServiceDetailPage path="/office" locale={locale} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
