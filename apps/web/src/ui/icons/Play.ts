import node from 'lucide/dist/esm/icons/play.mjs';
import { lucideIcon } from '../Icon';

export const Play = /* @__PURE__ */ lucideIcon(node);
