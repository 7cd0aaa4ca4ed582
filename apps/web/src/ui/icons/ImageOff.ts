import node from 'lucide/dist/esm/icons/image-off.mjs';
import { lucideIcon } from '../Icon';

export const ImageOff = /* @__PURE__ */ lucideIcon(node);
