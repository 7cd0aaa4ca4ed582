import node from 'lucide/dist/esm/icons/clock.mjs';
import { lucideIcon } from '../Icon';

export const Clock = /* @__PURE__ */ lucideIcon(node);
