import node from 'lucide/dist/esm/icons/mail-check.mjs';
import { lucideIcon } from '../Icon';

export const MailCheck = /* @__PURE__ */ lucideIcon(node);
