// The property columns other modules read, named once so every "which home?" answer has the same
// shape. In db/ (below every module) so using one adds no import between modules.
import { properties } from '../schema';

/** A home named by another record (a message, a request): its id and title. */
export const propertyRef = { id: properties.id, title: properties.title };

/** Where a home is: its street address, city, state and ZIP (the parts a letter or invite needs). */
export const propertyPlace = {
  address: properties.address,
  city: properties.city,
  state: properties.state,
  pincode: properties.pincode,
};
