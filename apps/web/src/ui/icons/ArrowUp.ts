import node from 'lucide/dist/esm/icons/arrow-up.mjs';
import { lucideIcon } from '../Icon';

export const ArrowUp = /* @__PURE__ */ lucideIcon(node);
