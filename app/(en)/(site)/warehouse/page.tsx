import { fixedPage } from '@/components/pages/fixed-page';
import { WarehousePage } from '@/components/content/warehouse-page';

const page = fixedPage('/warehouse', (locale) => <WarehousePage locale={locale} />);
export const metadata = page.metadata;
export default page.English;
