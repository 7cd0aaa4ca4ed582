import node from 'lucide/dist/esm/icons/external-link.mjs';
import { lucideIcon } from '../Icon';

export const ExternalLink = /* @__PURE__ */ lucideIcon(node);
