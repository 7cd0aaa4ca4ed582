import node from 'lucide/dist/esm/icons/hammer.mjs';
import { lucideIcon } from '../Icon';

export const Hammer = /* @__PURE__ */ lucideIcon(node);
