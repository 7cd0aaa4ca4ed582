import node from 'lucide/dist/esm/icons/inbox.mjs';
import { lucideIcon } from '../Icon';

export const Inbox = /* @__PURE__ */ lucideIcon(node);
