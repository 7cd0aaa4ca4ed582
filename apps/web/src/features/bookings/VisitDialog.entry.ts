// The visit dialog's own public entry: the property page loads it lazily, and a lazy import of
// index.ts would put the admin card it also exports into the same chunk.
export { VisitDialog } from './VisitDialog';
