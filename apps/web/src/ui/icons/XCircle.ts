import node from 'lucide/dist/esm/icons/circle-x.mjs';
import { lucideIcon } from '../Icon';

export const XCircle = /* @__PURE__ */ lucideIcon(node);
