import node from 'lucide/dist/esm/icons/message-square-reply.mjs';
import { lucideIcon } from '../Icon';

export const MessageSquareReply = /* @__PURE__ */ lucideIcon(node);
