import node from 'lucide/dist/esm/icons/list.mjs';
import { lucideIcon } from '../Icon';

export const List = /* @__PURE__ */ lucideIcon(node);
