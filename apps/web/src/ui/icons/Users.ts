import node from 'lucide/dist/esm/icons/users.mjs';
import { lucideIcon } from '../Icon';

export const Users = /* @__PURE__ */ lucideIcon(node);
