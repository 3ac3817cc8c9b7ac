import { localePage } from '@/components/pages/locale-page';
import { ServicesPage } from '@/components/content/services-page';

const page = localePage('/ourservices', (locale) => <ServicesPage locale={locale} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
