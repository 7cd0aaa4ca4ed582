import node from 'lucide/dist/esm/icons/building-complex.mjs';
import { lucideIcon } from '../Icon';

export const Building2 = /* @__PURE__ */ lucideIcon(node);
