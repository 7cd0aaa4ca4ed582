import node from 'lucide/dist/esm/icons/x.mjs';
import { lucideIcon } from '../Icon';

export const X = /* @__PURE__ */ lucideIcon(node);
