import node from 'lucide/dist/esm/icons/wrench.mjs';
import { lucideIcon } from '../Icon';

export const Wrench = /* @__PURE__ */ lucideIcon(node);
