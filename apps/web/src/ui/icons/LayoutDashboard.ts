import node from 'lucide/dist/esm/icons/layout-dashboard.mjs';
import { lucideIcon } from '../Icon';

export const LayoutDashboard = /* @__PURE__ */ lucideIcon(node);
