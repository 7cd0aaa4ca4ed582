import node from 'lucide/dist/esm/icons/bell-ring.mjs';
import { lucideIcon } from '../Icon';

export const BellRing = /* @__PURE__ */ lucideIcon(node);
