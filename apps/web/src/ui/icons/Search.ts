import node from 'lucide/dist/esm/icons/search.mjs';
import { lucideIcon } from '../Icon';

export const Search = /* @__PURE__ */ lucideIcon(node);
