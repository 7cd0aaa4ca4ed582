import node from 'lucide/dist/esm/icons/calendar-days.mjs';
import { lucideIcon } from '../Icon';

export const CalendarDays = /* @__PURE__ */ lucideIcon(node);
