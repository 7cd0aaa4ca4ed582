import node from 'lucide/dist/esm/icons/rotate-ccw.mjs';
import { lucideIcon } from '../Icon';

export const RotateCcw = /* @__PURE__ */ lucideIcon(node);
