import node from 'lucide/dist/esm/icons/message-square.mjs';
import { lucideIcon } from '../Icon';

export const MessageSquare = /* @__PURE__ */ lucideIcon(node);
