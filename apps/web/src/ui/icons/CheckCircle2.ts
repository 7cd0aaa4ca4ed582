import node from 'lucide/dist/esm/icons/circle-check.mjs';
import { lucideIcon } from '../Icon';

export const CheckCircle2 = /* @__PURE__ */ lucideIcon(node);
