import node from 'lucide/dist/esm/icons/archive.mjs';
import { lucideIcon } from '../Icon';

export const Archive = /* @__PURE__ */ lucideIcon(node);
