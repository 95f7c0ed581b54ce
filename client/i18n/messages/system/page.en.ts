/**
 * English system strings only the server renders: error and maintenance pages, the style guide.
 * Never sent as JavaScript.
 * They define this part's keys; the other languages must have the same (messages.test.ts).
 */
export const page = {
  "error.notFound.title": "Page not found",
  "error.notFound.text": "We can't find the page you are looking for. It may have moved or no longer exist.",
  "error.server.title": "Something went wrong",
  "error.server.text": "Something went wrong please try again",
  "error.badRequest.title": "This address cannot be read",
  "error.badRequest.text": "The link contains characters we do not understand. Please check the address and try again.",
  "error.backHome": "Back to the home page",
  "error.code": "Error {code}",

  "maintenance.title": "We'll be right back",
  "maintenance.text": "Our shop is closed for a short maintenance. Please try again in a little while.",
  "maintenance.retry": "Try again",

  "styleguide.title": "Style guide",
  "styleguide.intro": "The building blocks of the Atelier Noord shop: colours, type, spacing and components.",
  "styleguide.colours": "Colours",
  "styleguide.typography": "Typography",
  "styleguide.spacing": "Spacing",
  "styleguide.buttons": "Buttons",
  "styleguide.inputs": "Inputs",
  "styleguide.prices": "Prices",
  "styleguide.accordion": "Accordion",
  "styleguide.badges": "Badges",
  "styleguide.feedback": "Notifications, loader and modal",
  "styleguide.primary": "Primary",
  "styleguide.secondary": "Secondary",
  "styleguide.tertiary": "Tertiary",
  "styleguide.disabled": "Disabled",
  "styleguide.sampleHeading": "Wool coat with shawl collar",
  "styleguide.sampleBody":
    "A relaxed coat in recycled wool with a soft shawl collar, patch pockets and a half lining. Cut to fit over a thick knit.",
  "styleguide.emailLabel": "E-mail address",
  "styleguide.nameLabel": "First name",
  "styleguide.noteLabel": "Note",
  "styleguide.accordion.care": "Material and care",
  "styleguide.accordion.careText": "80% recycled wool, 20% polyamide. Dry clean only. Air out after wearing.",
  "styleguide.accordion.delivery": "Delivery and returns",
  "styleguide.accordion.deliveryText": "Delivered in 1–3 working days. Free returns within 30 days.",
} as const;
