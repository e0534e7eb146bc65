/** React Query keys shared by the address and clearance screens (invalidated after a change). */
export const ADDRESS_QUERY_KEY = "addresses";
export const ADDRESS_ONE_QUERY_KEY = "address";
export const CLEARANCE_QUERY_KEY = "clearancePersons";
export const CLEARANCE_ONE_QUERY_KEY = "clearancePerson";
