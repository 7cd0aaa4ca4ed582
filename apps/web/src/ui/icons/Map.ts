import node from 'lucide/dist/esm/icons/map.mjs';
import { lucideIcon } from '../Icon';

export const Map = /* @__PURE__ */ lucideIcon(node);
