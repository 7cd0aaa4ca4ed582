import node from 'lucide/dist/esm/icons/expand.mjs';
import { lucideIcon } from '../Icon';

export const Expand = /* @__PURE__ */ lucideIcon(node);
