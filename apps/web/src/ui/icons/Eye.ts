import node from 'lucide/dist/esm/icons/eye.mjs';
import { lucideIcon } from '../Icon';

export const Eye = /* @__PURE__ */ lucideIcon(node);
