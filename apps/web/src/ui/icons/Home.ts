import node from 'lucide/dist/esm/icons/house.mjs';
import { lucideIcon } from '../Icon';

export const Home = /* @__PURE__ */ lucideIcon(node);
