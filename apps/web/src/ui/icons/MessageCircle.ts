import node from 'lucide/dist/esm/icons/message-circle.mjs';
import { lucideIcon } from '../Icon';

export const MessageCircle = /* @__PURE__ */ lucideIcon(node);
