import node from 'lucide/dist/esm/icons/list-checks.mjs';
import { lucideIcon } from '../Icon';

export const ListChecks = /* @__PURE__ */ lucideIcon(node);
