import { CalendarDays, Download } from '../../ui/icons';
import { buttonClasses } from '../../ui/Button';

/** "Add to calendar": the tour's .ics file (from its manage link) and Google Calendar. */
export function TourAddToCalendar({ calendarUrl, googleUrl }: { calendarUrl: string; googleUrl: string }) {
  return (
    <div role="group" aria-label="Add to calendar" className="flex flex-wrap gap-2">
      <a href={calendarUrl} download="tour.ics" className={buttonClasses('outline', 'sm')}>
        <Download aria-hidden className="h-4 w-4" /> Add to calendar (.ics)
      </a>
      <a href={googleUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline', 'sm')}>
        <CalendarDays aria-hidden className="h-4 w-4" /> Google Calendar
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </div>
  );
}
