import { fixedPage } from '@/components/pages/fixed-page';
import { ServicesPage } from '@/components/content/services-page';

const page = fixedPage('/ourservices', (locale) => <ServicesPage locale={locale} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
