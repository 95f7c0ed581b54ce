/**
 * English strings the browser needs (islands, panels, modals, shared components). Together with
 * page.en.ts this is the source of every message key; SPEC §8 messages keep the SPEC's wording.
 */
export const uiEn = {
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
  "panel.search.title": "Search",
  "panel.search.label": "Search the shop",
  "panel.search.placeholder": "What are you looking for?",
  "panel.search.minChars": "Type at least {count} characters to search.",
  "panel.microcart.title": "Shopping bag",
  "panel.error.load": "An error occured while loading the component.",
  "panel.error.offline": "Component couldn't be loaded due to lack of network connectivity.",
  "panel.error.retry": "Try again",
  "panel.unknown": "Please make sure you have the related panel component.",

  "cart.empty.title": "Your shopping bag is empty",
  "cart.empty.text": "Discover the new collection and find your next favourite piece.",
  "cart.empty.cta": "Continue shopping",

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

  "loader.loading": "Loading…",

  "progress.label": "Loading page",

  "modal.close": "Close",
  "modal.language.title": "Choose your language",
  "modal.featureNotImplemented.title": "Coming soon",
  "modal.featureNotImplemented.text": "This feature is not available yet. We are working on it.",

  "price.regular": "Regular price",
  "price.special": "Sale price",
  "price.from": "From",
  "price.inclTax": "incl. VAT",
  "price.discount": "-{percent}%",

  "form.required": "Field is required",
  "form.email": "Please provide valid e-mail address",
  "form.optional": "optional",

  "styleguide.notify.success": "Show a success notification",
  "styleguide.notify.danger": "Show an error notification",
  "styleguide.notify.successText": "Product has been added to the cart!",
  "styleguide.notify.dangerText": "Something went wrong",
  "styleguide.loader": "Show the loader for 2 seconds",
  "styleguide.modal": "Open a modal",
} as const;

export type UiMessageKey = keyof typeof uiEn;
export type UiMessages = Record<UiMessageKey, string>;
