import node from 'lucide/dist/esm/icons/sliders-horizontal.mjs';
import { lucideIcon } from '../Icon';

export const SlidersHorizontal = /* @__PURE__ */ lucideIcon(node);
