import node from 'lucide/dist/esm/icons/building.mjs';
import { lucideIcon } from '../Icon';

export const Building = /* @__PURE__ */ lucideIcon(node);
