import node from 'lucide/dist/esm/icons/megaphone.mjs';
import { lucideIcon } from '../Icon';

export const Megaphone = /* @__PURE__ */ lucideIcon(node);
