import node from 'lucide/dist/esm/icons/plus.mjs';
import { lucideIcon } from '../Icon';

export const Plus = /* @__PURE__ */ lucideIcon(node);
