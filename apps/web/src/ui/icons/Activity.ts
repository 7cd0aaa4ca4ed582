import node from 'lucide/dist/esm/icons/activity.mjs';
import { lucideIcon } from '../Icon';

export const Activity = /* @__PURE__ */ lucideIcon(node);
