import node from 'lucide/dist/esm/icons/chevrons-up-down.mjs';
import { lucideIcon } from '../Icon';

export const ChevronsUpDown = /* @__PURE__ */ lucideIcon(node);
