import node from 'lucide/dist/esm/icons/menu.mjs';
import { lucideIcon } from '../Icon';

export const Menu = /* @__PURE__ */ lucideIcon(node);
