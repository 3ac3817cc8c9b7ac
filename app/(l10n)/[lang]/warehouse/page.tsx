import { localePage } from '@/components/pages/locale-page';
import { WarehousePage } from '@/components/content/warehouse-page';

const page = localePage('/warehouse', (locale) => <WarehousePage locale={locale} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
