import node from 'lucide/dist/esm/icons/log-out.mjs';
import { lucideIcon } from '../Icon';

export const LogOut = /* @__PURE__ */ lucideIcon(node);
