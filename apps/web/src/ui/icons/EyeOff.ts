import node from 'lucide/dist/esm/icons/eye-off.mjs';
import { lucideIcon } from '../Icon';

export const EyeOff = /* @__PURE__ */ lucideIcon(node);
