import '../styles.css';

export { ComplianceCalendarPage as default } from '../compliance-calendar/compliance-calendar-page';
