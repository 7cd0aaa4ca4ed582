import node from 'lucide/dist/esm/icons/minus.mjs';
import { lucideIcon } from '../Icon';

export const Minus = /* @__PURE__ */ lucideIcon(node);
