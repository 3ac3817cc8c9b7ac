import { fixedPage } from '@/components/pages/fixed-page';
import { HomePage } from '@/components/pages/home-page';

const page = fixedPage('/', (locale) => <HomePage locale={locale} />);
export const metadata = page.metadata;
export default page.English;
