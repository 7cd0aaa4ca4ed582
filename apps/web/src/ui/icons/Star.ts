import node from 'lucide/dist/esm/icons/star.mjs';
import { lucideIcon } from '../Icon';

export const Star = /* @__PURE__ */ lucideIcon(node);
