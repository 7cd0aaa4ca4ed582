// Public entry for the tour booking form (a public page): its own file, not index.ts, whose
// admin cards Rollup would put into a chunk shared with every importer.
export { PersonFields } from './PersonFields';
