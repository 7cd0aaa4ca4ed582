import node from 'lucide/dist/esm/icons/scale.mjs';
import { lucideIcon } from '../Icon';

export const Scale = /* @__PURE__ */ lucideIcon(node);
