import node from 'lucide/dist/esm/icons/loader-circle.mjs';
import { lucideIcon } from '../Icon';

export const Loader2 = /* @__PURE__ */ lucideIcon(node);
