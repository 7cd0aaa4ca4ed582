import node from 'lucide/dist/esm/icons/send.mjs';
import { lucideIcon } from '../Icon';

export const Send = /* @__PURE__ */ lucideIcon(node);
