import node from 'lucide/dist/esm/icons/calendar-check.mjs';
import { lucideIcon } from '../Icon';

export const CalendarCheck = /* @__PURE__ */ lucideIcon(node);
