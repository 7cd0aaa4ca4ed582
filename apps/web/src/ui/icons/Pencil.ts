import node from 'lucide/dist/esm/icons/pencil.mjs';
import { lucideIcon } from '../Icon';

export const Pencil = /* @__PURE__ */ lucideIcon(node);
