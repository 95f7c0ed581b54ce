import type { Translation } from "../types";
import type { page as en } from "./page.en";

/** Dutch system strings only the server renders. */
export const page: Translation<typeof en> = {
  "error.notFound.title": "Pagina niet gevonden",
  "error.notFound.text":
    "We kunnen de pagina die je zoekt niet vinden. Misschien is ze verplaatst of bestaat ze niet meer.",
  "error.server.title": "Er is iets misgegaan",
  "error.server.text": "Er is iets misgegaan, probeer het opnieuw",
  "error.badRequest.title": "Dit adres kan niet worden gelezen",
  "error.badRequest.text": "De link bevat tekens die we niet begrijpen. Controleer het adres en probeer het opnieuw.",
  "error.backHome": "Terug naar de startpagina",
  "error.code": "Fout {code}",

  "maintenance.title": "We zijn zo terug",
  "maintenance.text": "Onze winkel is even gesloten voor onderhoud. Probeer het over een poosje opnieuw.",
  "maintenance.retry": "Opnieuw proberen",

  "styleguide.title": "Stijlgids",
  "styleguide.intro": "De bouwstenen van de Atelier Noord winkel: kleuren, typografie, ruimte en onderdelen.",
  "styleguide.colours": "Kleuren",
  "styleguide.typography": "Typografie",
  "styleguide.spacing": "Ruimte",
  "styleguide.buttons": "Knoppen",
  "styleguide.inputs": "Invoervelden",
  "styleguide.prices": "Prijzen",
  "styleguide.accordion": "Accordeon",
  "styleguide.badges": "Labels",
  "styleguide.feedback": "Meldingen, lader en venster",
  "styleguide.primary": "Primair",
  "styleguide.secondary": "Secundair",
  "styleguide.tertiary": "Tertiair",
  "styleguide.disabled": "Uitgeschakeld",
  "styleguide.sampleHeading": "Wollen jas met sjaalkraag",
  "styleguide.sampleBody":
    "Een losvallende jas van gerecyclede wol met een zachte sjaalkraag, opgestikte zakken en een halve voering. Ruim genoeg voor een dikke trui eronder.",
  "styleguide.emailLabel": "E-mailadres",
  "styleguide.nameLabel": "Voornaam",
  "styleguide.noteLabel": "Opmerking",
  "styleguide.accordion.care": "Materiaal en onderhoud",
  "styleguide.accordion.careText":
    "80% gerecyclede wol, 20% polyamide. Alleen chemisch reinigen. Na het dragen laten luchten.",
  "styleguide.accordion.delivery": "Levering en retour",
  "styleguide.accordion.deliveryText": "Binnen 1–3 werkdagen in huis. Gratis retourneren binnen 30 dagen.",
};
