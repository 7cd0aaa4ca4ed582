import node from 'lucide/dist/esm/icons/calendar-x.mjs';
import { lucideIcon } from '../Icon';

export const CalendarX = /* @__PURE__ */ lucideIcon(node);
