import node from 'lucide/dist/esm/icons/info.mjs';
import { lucideIcon } from '../Icon';

export const Info = /* @__PURE__ */ lucideIcon(node);
