import node from 'lucide/dist/esm/icons/calendar-clock.mjs';
import { lucideIcon } from '../Icon';

export const CalendarClock = /* @__PURE__ */ lucideIcon(node);
