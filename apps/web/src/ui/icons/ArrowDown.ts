import node from 'lucide/dist/esm/icons/arrow-down.mjs';
import { lucideIcon } from '../Icon';

export const ArrowDown = /* @__PURE__ */ lucideIcon(node);
