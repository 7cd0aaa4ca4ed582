import node from 'lucide/dist/esm/icons/download.mjs';
import { lucideIcon } from '../Icon';

export const Download = /* @__PURE__ */ lucideIcon(node);
