import node from 'lucide/dist/esm/icons/mail.mjs';
import { lucideIcon } from '../Icon';

export const Mail = /* @__PURE__ */ lucideIcon(node);
