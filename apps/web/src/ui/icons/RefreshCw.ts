import node from 'lucide/dist/esm/icons/refresh-cw.mjs';
import { lucideIcon } from '../Icon';

export const RefreshCw = /* @__PURE__ */ lucideIcon(node);
