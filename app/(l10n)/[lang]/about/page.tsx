import { fixedPage } from '@/components/pages/fixed-page';
import { AboutPage } from '@/components/content/about-page';

const page = fixedPage('/about', (locale) => <AboutPage locale={locale} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
