import node from 'lucide/dist/esm/icons/grip-vertical.mjs';
import { lucideIcon } from '../Icon';

export const GripVertical = /* @__PURE__ */ lucideIcon(node);
