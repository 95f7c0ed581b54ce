/**
 * English shell strings the browser needs: header, menus, side panels, footer, notifications, forms.
 * They define this part's keys; the other languages must have the same (messages.test.ts).
 */
export const ui = {
  "a11y.mainNavigation": "Main navigation",
  "a11y.home": "Atelier Noord home page",

  "header.menu": "Menu",
  "header.openMenu": "Open menu",
  "header.closeMenu": "Close menu",
  "header.search": "Search",
  "header.language": "Language",
  "header.account": "Account",
  "header.wishlist": "Favourites",
  "header.cart": "Shopping bag",
  "header.cartCount": "Shopping bag, {count} items",

  "panel.close": "Close",
  "panel.language.title": "Choose your language",
  "panel.language.current": "Current language",
  "panel.error.load": "An error occured while loading the component.",
  "panel.error.offline": "Component couldn't be loaded due to lack of network connectivity.",
  "panel.error.retry": "Try again",
  "panel.unknown": "Please make sure you have the related panel component.",

  "menu.back": "Back",
  "menu.all": "ALL {name}",
  "menu.seeAll": "See all",
  "menu.chooseLanguage": "Choose your language",

  "tabbar.label": "Quick navigation",
  "tabbar.home": "Home",
  "tabbar.search": "Search",
  "tabbar.wishlist": "Favourites",
  "tabbar.account": "Account",
  "tabbar.cart": "Bag",

  "footer.language": "Language: {language}",

  "notification.close": "Close notification",
  "notification.ok": "OK",
  "notification.region": "Notifications",

  "offline.badge": "You are offline. Some features might not be available.",
  "offline.update": "A new version of the shop is ready.",
  "offline.reload": "Reload",
  "offline.order.title": "Ordering offline",

  "loader.loading": "Loading…",

  "progress.label": "Loading page",

  "modal.close": "Close",
  "modal.language.title": "Choose your language",
  "modal.featureNotImplemented.title": "Coming soon",
  "modal.featureNotImplemented.text": "This feature is not available yet. We are working on it.",

  "form.required": "Field is required",
  "form.email": "Please provide valid e-mail address",
  "form.optional": "optional",
  "form.nameTooShort": "Name must have at least 2 letters",
  "form.zipTooShort": "Zip-code must have at least 2 letters",
  "form.zipInvalid": "The zipcode is not valid",
  "form.houseNumberInvalid": "The housenumber is not valid",
  "form.phone": "Please provide valid phone number",
  "form.fixErrors": "Please fix the validation errors",
  "form.shippingAddress": "Please provide a valid shipping address",
  "form.countryUnsupported": "We do not deliver to this country",
  "sizeGuide.title": "Size guide",
  "country.NL": "Netherlands",
  "country.BE": "Belgium",
  "country.DE": "Germany",
  "country.AT": "Austria",
  "country.LU": "Luxembourg",
} as const;
