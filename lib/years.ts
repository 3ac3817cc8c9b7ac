// The years-of-service rule lives beside foundedYear in content/site.ts, so content can use it too.
export { yearsOfService } from '@/content/site';
