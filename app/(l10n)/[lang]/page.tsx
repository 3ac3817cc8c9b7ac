import { fixedPage } from '@/components/pages/fixed-page';
import { HomePage } from '@/components/pages/home-page';

const page = fixedPage('/', (locale) => <HomePage locale={locale} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
