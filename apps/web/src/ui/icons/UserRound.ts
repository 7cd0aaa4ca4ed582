import node from 'lucide/dist/esm/icons/user-round.mjs';
import { lucideIcon } from '../Icon';

export const UserRound = /* @__PURE__ */ lucideIcon(node);
