import node from 'lucide/dist/esm/icons/bell.mjs';
import { lucideIcon } from '../Icon';

export const Bell = /* @__PURE__ */ lucideIcon(node);
