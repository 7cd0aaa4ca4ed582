import node from 'lucide/dist/esm/icons/key-round.mjs';
import { lucideIcon } from '../Icon';

export const KeyRound = /* @__PURE__ */ lucideIcon(node);
