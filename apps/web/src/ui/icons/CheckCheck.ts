import node from 'lucide/dist/esm/icons/check-check.mjs';
import { lucideIcon } from '../Icon';

export const CheckCheck = /* @__PURE__ */ lucideIcon(node);
