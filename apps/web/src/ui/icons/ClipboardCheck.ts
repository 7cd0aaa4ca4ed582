import node from 'lucide/dist/esm/icons/clipboard-check.mjs';
import { lucideIcon } from '../Icon';

export const ClipboardCheck = /* @__PURE__ */ lucideIcon(node);
