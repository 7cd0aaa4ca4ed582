import node from 'lucide/dist/esm/icons/clipboard-list.mjs';
import { lucideIcon } from '../Icon';

export const ClipboardList = /* @__PURE__ */ lucideIcon(node);
