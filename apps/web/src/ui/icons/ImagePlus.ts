import node from 'lucide/dist/esm/icons/image-plus.mjs';
import { lucideIcon } from '../Icon';

export const ImagePlus = /* @__PURE__ */ lucideIcon(node);
