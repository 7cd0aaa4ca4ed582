import node from 'lucide/dist/esm/icons/columns-3.mjs';
import { lucideIcon } from '../Icon';

export const Columns3 = /* @__PURE__ */ lucideIcon(node);
