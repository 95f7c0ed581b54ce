/**
 * English strings of the store islands (opening state, "use my location", the product page's
 * in-store stock panel). They define this part's keys; the other languages must have the same.
 */
export const ui = {
  "stores.openUntil": "Open until {time}",
  "stores.opensToday": "Closed — opens today {time}",
  "stores.opensTomorrow": "Closed — opens tomorrow {time}",
  "stores.opensOn": "Closed — opens {day} {time}",
  "stores.closed": "Closed",
  "stores.useLocation": "Use my location",
  "stores.locating": "Finding your location…",
  "stores.locationFailed": "Your location could not be determined. Search by postcode or city instead.",
  "stores.stock.button": "Check availability in store",
  "stores.stock.title": "Availability in store",
  "stores.stock.near": "Available in {count} stores near you",
  "stores.stock.nearOne": "Available in 1 store near you",
  "stores.stock.none": "Not available in a store near you",
  "stores.stock.chooseSize": "Choose a size to see its availability in store.",
  "stores.stock.inStock": "In stock",
  "stores.stock.lastOnes": "Only {qty} left",
  "stores.stock.soldOut": "Not in stock",
  "stores.stock.failed": "Store availability could not be loaded.",
  "stores.stock.loading": "Checking stores…",
  "stores.stock.close": "Close",
  "stores.stock.distance": "{km} km",
  "stores.stock.size": "Size {size}",
  "stores.stock.where": "Postcode or city",
  "stores.stock.search": "Show stores",
  "stores.stock.notFound": "We could not find that place. Try a postcode or a city.",
  "stores.stock.sizeLabel": "Size",
  "stores.stock.storePage": "Store details",
};
