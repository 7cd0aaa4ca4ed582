import node from 'lucide/dist/esm/icons/triangle-alert.mjs';
import { lucideIcon } from '../Icon';

export const AlertTriangle = /* @__PURE__ */ lucideIcon(node);
