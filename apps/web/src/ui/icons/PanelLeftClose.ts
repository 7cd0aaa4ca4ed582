import node from 'lucide/dist/esm/icons/panel-left-close.mjs';
import { lucideIcon } from '../Icon';

export const PanelLeftClose = /* @__PURE__ */ lucideIcon(node);
