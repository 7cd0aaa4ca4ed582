import node from 'lucide/dist/esm/icons/settings.mjs';
import { lucideIcon } from '../Icon';

export const Settings = /* @__PURE__ */ lucideIcon(node);
