import type { TourType } from '@rentfront/shared/tours-core';

/** A home as the tour page shows it: a thumbnail, its name and where it is. */
export interface TourHomeSummary {
  id: string;
  title: string;
  address: string;
  city: string;
  state: string;
  cover_image: string | null;
}

/** What /tour's loader reads: the tour type, then either the chosen home or homes to choose from. */
export interface TourPageData {
  type: TourType;
  /** The home in the address; null when none (or an unknown one) is named. */
  property: TourHomeSummary | null;
  /** The homes to choose from when no home is named (available ones matching `q` that take this type's tours). */
  homes: TourHomeSummary[];
  /** False when the office does not offer this kind of tour at all (the chooser says so). */
  typeOffered: boolean;
  query: string;
  /** The named home could not be read (not found or the API failed). */
  propertyMissing: boolean;
}
