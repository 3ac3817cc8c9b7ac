import { localePage } from '@/components/pages/locale-page';
import { AboutPage } from '@/components/content/about-page';

const page = localePage('/about', (locale) => <AboutPage locale={locale} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
