import node from 'lucide/dist/esm/icons/pause.mjs';
import { lucideIcon } from '../Icon';

export const Pause = /* @__PURE__ */ lucideIcon(node);
