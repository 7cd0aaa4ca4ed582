// The bookings feature's public entry: what other features may use (docs/architecture.md).
export { BookingOptionsCard } from './admin/BookingOptionsCard';
