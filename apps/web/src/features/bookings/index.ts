// The bookings feature's public entry: what other features may use (docs/architecture-layers.md).
export { BookingOptionsCard } from './admin/BookingOptionsCard';
