import node from 'lucide/dist/esm/icons/badge-check.mjs';
import { lucideIcon } from '../Icon';

export const BadgeCheck = /* @__PURE__ */ lucideIcon(node);
