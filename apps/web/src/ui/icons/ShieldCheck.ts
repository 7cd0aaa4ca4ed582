import node from 'lucide/dist/esm/icons/shield-check.mjs';
import { lucideIcon } from '../Icon';

export const ShieldCheck = /* @__PURE__ */ lucideIcon(node);
