import node from 'lucide/dist/esm/icons/paperclip.mjs';
import { lucideIcon } from '../Icon';

export const Paperclip = /* @__PURE__ */ lucideIcon(node);
