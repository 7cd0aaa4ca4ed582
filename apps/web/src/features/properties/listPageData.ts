import type { PropertyListData } from '@rentfront/shared/properties-core';

/**
 * What /properties loads: a page of the search; on the map view, the homes with a location in the
 * visible area, and `unlocated`, the first homes without one (listed beside the map).
 */
export type PropertyListPageData = PropertyListData & { unlocated?: PropertyListData };
