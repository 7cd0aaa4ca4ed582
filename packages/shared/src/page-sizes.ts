// Page sizes of the public pages, apart from their domains' zod schemas so the web's route
// loaders (in the first-load JavaScript) can read them without pulling zod in.

/** The Notices page shows 10 at a time. */
export const NOTICES_PAGE_SIZE = 10;
/** The About page and the admin screen load 20 team members at a time. */
export const TEAM_ABOUT_PAGE_SIZE = 20;
