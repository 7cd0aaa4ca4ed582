import node from 'lucide/dist/esm/icons/briefcase.mjs';
import { lucideIcon } from '../Icon';

export const Briefcase = /* @__PURE__ */ lucideIcon(node);
