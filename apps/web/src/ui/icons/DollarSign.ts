import node from 'lucide/dist/esm/icons/dollar-sign.mjs';
import { lucideIcon } from '../Icon';

export const DollarSign = /* @__PURE__ */ lucideIcon(node);
