import node from 'lucide/dist/esm/icons/phone.mjs';
import { lucideIcon } from '../Icon';

export const Phone = /* @__PURE__ */ lucideIcon(node);
