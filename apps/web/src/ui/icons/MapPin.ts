import node from 'lucide/dist/esm/icons/map-pin.mjs';
import { lucideIcon } from '../Icon';

export const MapPin = /* @__PURE__ */ lucideIcon(node);
