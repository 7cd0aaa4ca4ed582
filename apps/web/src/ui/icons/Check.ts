import node from 'lucide/dist/esm/icons/check.mjs';
import { lucideIcon } from '../Icon';

export const Check = /* @__PURE__ */ lucideIcon(node);
