import node from 'lucide/dist/esm/icons/bath.mjs';
import { lucideIcon } from '../Icon';

export const Bath = /* @__PURE__ */ lucideIcon(node);
