import node from 'lucide/dist/esm/icons/layout-grid.mjs';
import { lucideIcon } from '../Icon';

export const LayoutGrid = /* @__PURE__ */ lucideIcon(node);
