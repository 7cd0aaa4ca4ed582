import node from 'lucide/dist/esm/icons/arrow-right.mjs';
import { lucideIcon } from '../Icon';

export const ArrowRight = /* @__PURE__ */ lucideIcon(node);
