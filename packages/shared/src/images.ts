// Kept apart from properties-core so the home page's hero can name the default image without
// pulling the property helpers into the first-load JavaScript.

/** The default and fallback image of the site: properties without pictures, a hero slide that fails. */
export const FALLBACK_IMAGE = '/Home1.jpg';
