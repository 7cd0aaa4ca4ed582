import node from 'lucide/dist/esm/icons/trash.mjs';
import { lucideIcon } from '../Icon';

export const Trash2 = /* @__PURE__ */ lucideIcon(node);
