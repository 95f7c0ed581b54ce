import type { ConsentStrings } from "../../../components/consent/consent-strings";

/** De woorden van de toestemmingsbanner in het Nederlands. */
export const banner: ConsentStrings = {
  title: "Jouw privacy, jouw keuze",
  text: "Met jouw toestemming meten we hoe de winkel wordt gebruikt en tonen we aanbiedingen die bij je passen. Voordat je kiest, wordt er niets gemeten of gedeeld, en je kunt je keuze altijd wijzigen via “Cookie-instellingen” onderaan elke pagina.",
  accept: "Alles accepteren",
  reject: "Alles weigeren",
  choose: "Per doel kiezen",
  save: "Mijn keuze opslaan",
  purposes: "Doelen",
  necessary: "Noodzakelijk",
  necessaryText: "Je winkeltas, inloggen en afrekenen; er wordt niets gedeeld.",
  preferences: "Voorkeuren",
  preferencesText: "Instellingen zoals je taal onthouden om de winkel persoonlijker te maken.",
  statistics: "Statistieken",
  statisticsText: "Anonieme metingen van bezoeken en aankopen, zodat we de winkel kunnen verbeteren.",
  marketing: "Marketing",
  marketingText: "Onze campagnes meten en je relevante aanbiedingen tonen op andere websites.",
  alwaysOn: "Altijd aan",
  saved: "Je keuze is opgeslagen.",
};
