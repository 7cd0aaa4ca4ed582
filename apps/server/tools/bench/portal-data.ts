// Vocabulary of the bench's generated catalogue: what a nationwide rental portal lists. Cities are
// roughly in order of size; the generator gives them Zipf weights by rank, so a few big cities
// hold many listings and the long tail a few dozen each, as on a real portal.

const CITY_LIST = `
New York,NY;Los Angeles,CA;Chicago,IL;Houston,TX;Phoenix,AZ;Philadelphia,PA;San Antonio,TX;San Diego,CA;Dallas,TX;Austin,TX;
Jacksonville,FL;San Jose,CA;Fort Worth,TX;Columbus,OH;Charlotte,NC;Indianapolis,IN;San Francisco,CA;Seattle,WA;Denver,CO;
Oklahoma City,OK;Nashville,TN;Washington,DC;El Paso,TX;Las Vegas,NV;Boston,MA;Detroit,MI;Portland,OR;Louisville,KY;Memphis,TN;
Baltimore,MD;Milwaukee,WI;Albuquerque,NM;Tucson,AZ;Fresno,CA;Sacramento,CA;Mesa,AZ;Atlanta,GA;Kansas City,MO;Colorado Springs,CO;
Omaha,NE;Raleigh,NC;Miami,FL;Virginia Beach,VA;Long Beach,CA;Oakland,CA;Minneapolis,MN;Bakersfield,CA;Tulsa,OK;Tampa,FL;
Arlington,TX;Aurora,CO;Wichita,KS;Cleveland,OH;New Orleans,LA;Henderson,NV;Honolulu,HI;Anaheim,CA;Orlando,FL;Lexington,KY;
Stockton,CA;Riverside,CA;Irvine,CA;Corpus Christi,TX;Newark,NJ;Santa Ana,CA;Cincinnati,OH;Pittsburgh,PA;St. Paul,MN;
Greensboro,NC;Jersey City,NJ;Durham,NC;Lincoln,NE;North Las Vegas,NV;Plano,TX;Anchorage,AK;Gilbert,AZ;Madison,WI;Reno,NV;
Chandler,AZ;St. Louis,MO;Chula Vista,CA;Buffalo,NY;Fort Wayne,IN;Lubbock,TX;St. Petersburg,FL;Toledo,OH;Laredo,TX;
Port St. Lucie,FL;Glendale,AZ;Irving,TX;Winston-Salem,NC;Chesapeake,VA;Garland,TX;Scottsdale,AZ;Boise,ID;Hialeah,FL;Frisco,TX;
Richmond,VA;Cape Coral,FL;Norfolk,VA;Spokane,WA;Huntsville,AL;Santa Clarita,CA;Tacoma,WA;Fremont,CA;McKinney,TX;
San Bernardino,CA;Baton Rouge,LA;Modesto,CA;Fontana,CA;Salt Lake City,UT;Moreno Valley,CA;Des Moines,IA;Worcester,MA;
Yonkers,NY;Fayetteville,NC;Sioux Falls,SD;Grand Prairie,TX;Rochester,NY;Tallahassee,FL;Little Rock,AR;Amarillo,TX;
Overland Park,KS;Augusta,GA;Mobile,AL;Oxnard,CA;Grand Rapids,MI;Peoria,AZ;Vancouver,WA;Knoxville,TN;Birmingham,AL;
Montgomery,AL;Providence,RI;Huntington Beach,CA;Brownsville,TX;Chattanooga,TN;Fort Lauderdale,FL;Tempe,AZ;Akron,OH;
Clarksville,TN;Ontario,CA;Newport News,VA;Elk Grove,CA;Cary,NC;Aurora,IL;Salem,OR;Pembroke Pines,FL;Eugene,OR;Santa Rosa,CA;
Rancho Cucamonga,CA;Shreveport,LA;Garden Grove,CA;Oceanside,CA;Fort Collins,CO;Springfield,MO;Murfreesboro,TN;Surprise,AZ;
Lancaster,CA;Denton,TX;Roseville,CA;Palmdale,CA;Corona,CA;Salinas,CA;Killeen,TX;Paterson,NJ;Alexandria,VA;Hollywood,FL;
Hayward,CA;Charleston,SC;Macon,GA;Lakewood,CO;Sunnyvale,CA;Kansas City,KS;Springfield,MA;Bellevue,WA;Naperville,IL;Joliet,IL;
Bridgeport,CT;Mesquite,TX;Pasadena,TX;Olathe,KS;Escondido,CA;Savannah,GA;McAllen,TX;Gainesville,FL;Pomona,CA;Rockford,IL;
Thornton,CO;Waco,TX;Visalia,CA;Syracuse,NY;Columbia,SC;Midland,TX;Miramar,FL;Palm Bay,FL;Jackson,MS;Coral Springs,FL;
Victorville,CA;Elizabeth,NJ;Fullerton,CA;Meridian,ID;Torrance,CA;Stamford,CT;West Valley City,UT;Orange,CA;Cedar Rapids,IA;
Warren,MI;Hampton,VA;New Haven,CT;Dayton,OH;Lafayette,LA;Fargo,ND;Evansville,IN;Ann Arbor,MI;Athens,GA;Berkeley,CA;
Billings,MT;Provo,UT;Boulder,CO;Burlington,VT;Portland,ME;Manchester,NH;Wilmington,DE;Charleston,WV;Cheyenne,WY;
Rapid City,SD;Bismarck,ND;Missoula,MT;Bozeman,MT;Asheville,NC;Santa Fe,NM;Flagstaff,AZ;Bend,OR;Olympia,WA;Bellingham,WA;
Duluth,MN;Green Bay,WI;Kalamazoo,MI;Lansing,MI;Erie,PA;Scranton,PA;Allentown,PA;Harrisburg,PA;Lancaster,PA;State College,PA;
Trenton,NJ;Hoboken,NJ;Princeton,NJ;Hartford,CT;Cambridge,MA;Lowell,MA;Somerville,MA;Newton,MA;Portsmouth,NH;Concord,NH;
Nashua,NH;Montpelier,VT;Bangor,ME;Newport,RI;Warwick,RI;Annapolis,MD;Frederick,MD;Rockville,MD;Arlington,VA;
Charlottesville,VA;Roanoke,VA;Lynchburg,VA;Wilmington,NC;Greenville,SC;Myrtle Beach,SC;Chapel Hill,NC;Pensacola,FL;
Sarasota,FL;Naples,FL;Key West,FL;Daytona Beach,FL;Boca Raton,FL;Columbus,GA;Tuscaloosa,AL;Biloxi,MS;Oxford,MS;
Lake Charles,LA;Fayetteville,AR;Springdale,AR;Norman,OK;Lawrence,KS;Columbia,MO;Iowa City,IA;Ames,IA;Davenport,IA;Peoria,IL;
Champaign,IL;Bloomington,IN;South Bend,IN;Youngstown,OH;Canton,OH;Albany,NY;Saratoga Springs,NY;Troy,NY;Schenectady,NY;
Ithaca,NY;Kingston,NY;Utica,NY;Binghamton,NY;Poughkeepsie,NY;Glens Falls,NY;Lake Placid,NY;Hudson,NY;Cooperstown,NY;
White Plains,NY;New Rochelle,NY;Long Beach,NY;Santa Cruz,CA;San Luis Obispo,CA;Santa Barbara,CA;Palo Alto,CA;Mountain View,CA;
Monterey,CA;Eureka,CA;Redding,CA;Chico,CA;Davis,CA;Napa,CA;Palm Springs,CA;Carson City,NV;Juneau,AK;Hilo,HI;Casper,WY;
Pierre,SD;Helena,MT;Dover,DE;Augusta,ME;Burlington,NC;Jackson,WY`;

/** [city, state] pairs, largest first. */
export const CITIES: readonly (readonly [string, string])[] = CITY_LIST.split(';')
  .map((entry) => entry.trim())
  .filter(Boolean)
  .map((entry) => {
    const [city, state] = entry.split(',');
    return [city, state] as const;
  });

/** Rents run higher here (the generator multiplies the base rent). */
export const EXPENSIVE_CITIES = new Set([
  'New York',
  'San Francisco',
  'San Jose',
  'Boston',
  'Los Angeles',
  'Seattle',
  'Washington',
  'Honolulu',
  'San Diego',
  'Oakland',
  'Irvine',
  'Jersey City',
  'Hoboken',
  'Cambridge',
  'Somerville',
  'Palo Alto',
  'Mountain View',
  'Sunnyvale',
  'Berkeley',
  'Santa Barbara',
  'Santa Cruz',
  'Boulder',
  'Key West',
  'Naples',
  'Miami',
  'Arlington',
  'Newport',
  'Princeton',
  'White Plains',
]);

export const STREETS = [
  'Maple',
  'Oak',
  'Pine',
  'Cedar',
  'Elm',
  'Washington',
  'Lake',
  'Hill',
  'Main',
  'Park',
  'Church',
  'River',
  'Sunset',
  'Highland',
  'Jefferson',
  'Lincoln',
  'Madison',
  'Franklin',
  'Walnut',
  'Spruce',
  'Chestnut',
  'Willow',
  'Center',
  'Broad',
  'Market',
  'Union',
  'Mill',
  'Spring',
  'Ridge',
  'Meadow',
];
export const STREET_SUFFIXES = ['Street', 'Avenue', 'Road', 'Drive', 'Lane', 'Court', 'Boulevard', 'Place', 'Way'];

export const TITLE_ADJECTIVES = [
  'Sunny',
  'Spacious',
  'Renovated',
  'Modern',
  'Charming',
  'Cozy',
  'Bright',
  'Updated',
  'Quiet',
  'Elegant',
  'Historic',
  'Luxury',
  'Affordable',
  'Newly Built',
];
export const TITLE_TAILS = [
  'near Downtown',
  'with Balcony',
  'with Fenced Yard',
  'with Garage',
  'near the University',
  'with Lake Views',
  'with Rooftop Deck',
  'close to Light Rail',
  'in the Historic District',
  'with Pool Access',
  'with Home Office',
  'on a Quiet Street',
  'near the Waterfront',
  'by the Park',
];

/** Description sentences about the home; each is picked for a share of listings. */
export const FEATURE_SENTENCES = [
  'Hardwood floors throughout and plenty of natural light.',
  'The renovated kitchen has granite countertops and stainless steel appliances.',
  'In-unit washer and dryer.',
  'Private balcony overlooking the courtyard.',
  'Wood-burning fireplace in the living room.',
  'Attached garage with extra storage.',
  'Fenced backyard, great for pets and gardening.',
  'Residents enjoy a pool, a fitness center and a rooftop deck.',
  'Walk-in closet in the primary bedroom.',
  'Central air conditioning and a new high-efficiency furnace.',
  'Waterfront views from the living room.',
  'Dishwasher and microwave included.',
  'Exposed brick and high ceilings in this converted loft.',
  'Home office nook with built-in shelves.',
  'Covered parking space included.',
  'Freshly painted with new carpet in the bedrooms.',
  'Large patio for grilling and outdoor dining.',
  'Covered front porch with room for a swing.',
];
export const LOCATION_SENTENCES = [
  'Walking distance to shops, restaurants and the farmers market.',
  'Minutes from downtown and the university.',
  'Close to the light rail and major highways.',
  'Near parks, trails and top-rated schools.',
  'Quiet tree-lined street near the hospital.',
  'Steps from the beach and the boardwalk.',
];
export const TERMS_SENTENCES = [
  'Heat and hot water included.',
  'Tenant pays electricity and gas.',
  'Pets considered case by case.',
  'Professionally managed with online rent payments.',
  'Available now; showings by appointment.',
  'Laundry room and bike storage in the building.',
];

/**
 * Words and phrases visitors type into the keyword box. Each occurs in the generated titles,
 * descriptions or addresses (some often, some rarely), so keyword searches find homes.
 */
export const KEYWORDS = [
  'hardwood',
  'granite',
  'balcony',
  'fireplace',
  'garage',
  'backyard',
  'pool',
  'rooftop',
  'waterfront',
  'loft',
  'washer',
  'dishwasher',
  'university',
  'downtown',
  'renovated',
  'spacious',
  'sunny',
  'quiet',
  'historic',
  'luxury',
  'light rail',
  'walk-in closet',
  'stainless steel',
  'home office',
  'patio',
  'beach',
  'pets',
  'parking',
  'laundry',
  'porch',
  'views',
  'garden',
  'Maple',
  'Lincoln',
];

export const AMENITIES = [
  'Parking',
  'In-unit laundry',
  'Balcony',
  'Gym',
  'Pool',
  'Storage',
  'Dishwasher',
  'Central air',
  'Fireplace',
  'Garden',
  'Elevator',
  'Doorman',
  'Bike storage',
];
export const UTILITIES = ['Heat', 'Hot water', 'Water', 'Sewer', 'Trash', 'Gas', 'Electricity', 'Internet'];
export const APPLIANCES = ['Refrigerator', 'Range', 'Dishwasher', 'Microwave', 'Washer', 'Dryer'];
