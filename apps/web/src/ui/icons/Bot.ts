import node from 'lucide/dist/esm/icons/bot.mjs';
import { lucideIcon } from '../Icon';

export const Bot = /* @__PURE__ */ lucideIcon(node);
