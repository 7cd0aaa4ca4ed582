// Public entry for the bookings visit dialog (a public page): its own file, not index.ts, whose
// admin cards Rollup would put into a chunk shared with every importer.
export { withProperty } from './tourTime';
