import node from 'lucide/dist/esm/icons/reply.mjs';
import { lucideIcon } from '../Icon';

export const Reply = /* @__PURE__ */ lucideIcon(node);
