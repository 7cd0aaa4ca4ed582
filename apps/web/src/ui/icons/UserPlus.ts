import node from 'lucide/dist/esm/icons/user-plus.mjs';
import { lucideIcon } from '../Icon';

export const UserPlus = /* @__PURE__ */ lucideIcon(node);
