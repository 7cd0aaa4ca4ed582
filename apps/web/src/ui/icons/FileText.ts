import node from 'lucide/dist/esm/icons/file-text.mjs';
import { lucideIcon } from '../Icon';

export const FileText = /* @__PURE__ */ lucideIcon(node);
