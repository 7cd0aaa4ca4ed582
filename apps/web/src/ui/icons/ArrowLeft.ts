import node from 'lucide/dist/esm/icons/arrow-left.mjs';
import { lucideIcon } from '../Icon';

export const ArrowLeft = /* @__PURE__ */ lucideIcon(node);
