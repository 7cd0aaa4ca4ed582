import node from 'lucide/dist/esm/icons/face-slightly-smiling.mjs';
import { lucideIcon } from '../Icon';

export const Smile = /* @__PURE__ */ lucideIcon(node);
