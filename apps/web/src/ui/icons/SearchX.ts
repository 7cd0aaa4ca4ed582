import node from 'lucide/dist/esm/icons/search-x.mjs';
import { lucideIcon } from '../Icon';

export const SearchX = /* @__PURE__ */ lucideIcon(node);
