import node from 'lucide/dist/esm/icons/chevron-left.mjs';
import { lucideIcon } from '../Icon';

export const ChevronLeft = /* @__PURE__ */ lucideIcon(node);
