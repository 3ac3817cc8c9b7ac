import { localePage } from '@/components/pages/locale-page';
import { HomePage } from '@/components/pages/home-page';

const page = localePage('/', (locale) => <HomePage locale={locale} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
