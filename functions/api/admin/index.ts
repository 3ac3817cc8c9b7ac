/** `/api/admin` itself: handed over like every path under it (./[[path]].ts). */
export { onRequest } from './[[path]]';
