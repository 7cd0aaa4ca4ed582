// What the browser needs to change the head after a navigation, in one lazily loaded chunk.
export { applyHead } from './applyHead';
export { tagsForMatches } from './matchHead';
