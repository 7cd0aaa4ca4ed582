import node from 'lucide/dist/esm/icons/chevron-down.mjs';
import { lucideIcon } from '../Icon';

export const ChevronDown = /* @__PURE__ */ lucideIcon(node);
