import node from 'lucide/dist/esm/icons/chevron-up.mjs';
import { lucideIcon } from '../Icon';

export const ChevronUp = /* @__PURE__ */ lucideIcon(node);
