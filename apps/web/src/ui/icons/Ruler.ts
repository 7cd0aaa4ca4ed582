import node from 'lucide/dist/esm/icons/ruler.mjs';
import { lucideIcon } from '../Icon';

export const Ruler = /* @__PURE__ */ lucideIcon(node);
