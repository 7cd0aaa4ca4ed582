import node from 'lucide/dist/esm/icons/bed-double.mjs';
import { lucideIcon } from '../Icon';

export const BedDouble = /* @__PURE__ */ lucideIcon(node);
