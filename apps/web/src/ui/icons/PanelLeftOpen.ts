import node from 'lucide/dist/esm/icons/panel-left-open.mjs';
import { lucideIcon } from '../Icon';

export const PanelLeftOpen = /* @__PURE__ */ lucideIcon(node);
