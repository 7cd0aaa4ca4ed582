import node from 'lucide/dist/esm/icons/power-off.mjs';
import { lucideIcon } from '../Icon';

export const PowerOff = /* @__PURE__ */ lucideIcon(node);
