import node from 'lucide/dist/esm/icons/chevron-right.mjs';
import { lucideIcon } from '../Icon';

export const ChevronRight = /* @__PURE__ */ lucideIcon(node);
