import node from 'lucide/dist/esm/icons/send-horizontal.mjs';
import { lucideIcon } from '../Icon';

export const SendHorizontal = /* @__PURE__ */ lucideIcon(node);
