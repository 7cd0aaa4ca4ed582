import node from 'lucide/dist/esm/icons/power.mjs';
import { lucideIcon } from '../Icon';

export const Power = /* @__PURE__ */ lucideIcon(node);
