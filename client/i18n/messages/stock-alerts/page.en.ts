/**
 * English back-in-stock strings the server renders (issue 32 point 4): the API's answers, the
 * confirm and unsubscribe pages and the e-mails. They define this part's keys; the other languages
 * must have the same (messages.test.ts).
 */
export const page = {
  "stockAlert.active": "We will e-mail you when it is back.",
  "stockAlert.checkInbox":
    "Almost done: please confirm with the link we have e-mailed you. Then we will let you know when it is back.",
  "stockAlert.inStock": "This size is in stock: you can add it to your bag now.",
  "stockAlert.chooseSize": "Please choose a size first.",
  "stockAlert.unknownProduct": "This product does not exist.",
  "stockAlert.emailRequired": "Please enter your e-mail address.",
  "stockAlert.tooMany": "Too many requests. Please try again later.",
  "stockAlert.noSize": "One size",
  "stockAlert.unknownSku": "No stock for sku {sku}.",
  "stockAlert.page.title": "Back-in-stock alert",
  "stockAlert.page.confirmHeading": "Confirm your alert",
  "stockAlert.page.confirmIntro":
    "Confirm that we may e-mail {email} once when {product} in size {size} is back in stock.",
  "stockAlert.page.confirmButton": "Confirm alert",
  "stockAlert.page.confirmedHeading": "Your alert is set",
  "stockAlert.page.confirmedText": "We will e-mail you once when {product} in size {size} is back in stock.",
  "stockAlert.page.unsubscribeHeading": "Stop your alerts",
  "stockAlert.page.unsubscribeIntro": "Stop every back-in-stock alert for {email}?",
  "stockAlert.page.unsubscribeButton": "Stop alerts",
  "stockAlert.page.unsubscribedHeading": "Alerts stopped",
  "stockAlert.page.unsubscribedText": "You will receive no more back-in-stock e-mails from us.",
  "stockAlert.page.invalidHeading": "This link does not work",
  "stockAlert.page.invalidText": "This link is not valid, has expired or has already been used.",
  "stockAlert.page.continue": "Continue shopping",
  "stockAlert.page.viewProduct": "View the product",
  "mail.stockAlert.confirm.subject": "Confirm your back-in-stock alert",
  "mail.stockAlert.confirm.intro":
    "You asked us to tell you when {product} in size {size} is back in stock. Please confirm that we may e-mail you.",
  "mail.stockAlert.confirm.cta": "Confirm alert",
  "mail.stockAlert.confirm.ignore":
    "This link is valid for 48 hours. Did not ask for this? Then ignore this e-mail: nothing will be sent.",
  "mail.stockAlert.back.subject": "Back in stock: {product}",
  "mail.stockAlert.back.intro": "Good news: {product} in size {size} is back in stock.",
  "mail.stockAlert.back.cta": "Shop now",
  "mail.stockAlert.back.note": "Stock is limited, and this is the only e-mail we send about it.",
  "mail.stockAlert.signoff": "Atelier Noord",
  "mail.stockAlert.unsubscribe": "No more back-in-stock e-mails? {url}",
  "mail.stockAlert.unsubscribeLink": "Stop back-in-stock e-mails",
} as const;
