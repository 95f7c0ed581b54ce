/**
 * The demo shop's review texts, written for it (not copied): short, plausible notes from shoppers in
 * each store view's language, with the rating each goes with. A product's reviews are drawn from its
 * language's list by a hash of its sku, so every run writes the same.
 */
import type { StoreCode } from "../../../domain/store-views";

export interface DemoText {
  rating: number;
  title: string;
  detail: string;
  nickname: string;
}

export const DEMO_TEXTS: Record<StoreCode, DemoText[]> = {
  nl: [
    {
      rating: 5,
      title: "Precies wat ik zocht",
      detail: "Mooie stof, valt soepel en de kleur is in het echt nog mooier dan op de foto.",
      nickname: "Femke",
    },
    {
      rating: 4,
      title: "Fijne pasvorm",
      detail: "Zit comfortabel en ziet er verzorgd uit. De mouwen zijn net iets lang voor mij.",
      nickname: "Joost",
    },
    {
      rating: 5,
      title: "Goede kwaliteit",
      detail: "Na een paar keer wassen nog steeds in vorm. De naden zijn netjes afgewerkt.",
      nickname: "Anouk",
    },
    {
      rating: 3,
      title: "Valt klein",
      detail: "Mooi gemaakt, maar ik had beter een maat groter kunnen nemen. Ruilen ging gelukkig snel.",
      nickname: "Sander",
    },
    {
      rating: 4,
      title: "Tijdloos",
      detail: "Eenvoudig en goed te combineren. Ik draag het zowel naar kantoor als in het weekend.",
      nickname: "Lieke",
    },
    {
      rating: 5,
      title: "Heel tevreden",
      detail: "Snel geleverd en netjes verpakt. Het materiaal voelt stevig en toch zacht aan.",
      nickname: "Ruben",
    },
    {
      rating: 2,
      title: "Niet mijn kleur",
      detail: "De kwaliteit is prima, maar de tint is warmer dan ik verwachtte.",
      nickname: "Marloes",
    },
    {
      rating: 4,
      title: "Mooi basisstuk",
      detail: "Doet wat het moet doen. Kreukt wel wat sneller dan gedacht.",
      nickname: "Daan",
    },
  ],
  de: [
    {
      rating: 5,
      title: "Genau richtig",
      detail: "Der Stoff fühlt sich hochwertig an und die Farbe wirkt in echt noch schöner.",
      nickname: "Katrin",
    },
    {
      rating: 4,
      title: "Gute Passform",
      detail: "Sitzt bequem und sieht gepflegt aus. Die Ärmel sind für mich etwas lang.",
      nickname: "Jonas",
    },
    {
      rating: 5,
      title: "Sehr gute Verarbeitung",
      detail: "Auch nach mehreren Wäschen formstabil. Die Nähte sind sauber gearbeitet.",
      nickname: "Miriam",
    },
    {
      rating: 3,
      title: "Fällt klein aus",
      detail: "Schön gemacht, aber eine Nummer größer wäre besser gewesen. Der Umtausch lief problemlos.",
      nickname: "Tobias",
    },
    {
      rating: 4,
      title: "Zeitlos schön",
      detail: "Schlicht und gut zu kombinieren, fürs Büro ebenso wie am Wochenende.",
      nickname: "Sabine",
    },
    {
      rating: 5,
      title: "Rundum zufrieden",
      detail: "Schnell geliefert und ordentlich verpackt. Das Material ist fest und trotzdem weich.",
      nickname: "Felix",
    },
    {
      rating: 2,
      title: "Farbe anders als erwartet",
      detail: "Die Qualität stimmt, aber der Farbton ist wärmer als auf den Bildern.",
      nickname: "Anja",
    },
    {
      rating: 4,
      title: "Schönes Basic",
      detail: "Erfüllt seinen Zweck. Knittert allerdings etwas schneller als gedacht.",
      nickname: "Lukas",
    },
  ],
  en: [
    {
      rating: 5,
      title: "Exactly what I wanted",
      detail: "Lovely fabric with a nice drape, and the colour is even better in person.",
      nickname: "Hannah",
    },
    {
      rating: 4,
      title: "Good fit",
      detail: "Comfortable and looks smart. The sleeves are a touch long on me.",
      nickname: "Oliver",
    },
    {
      rating: 5,
      title: "Well made",
      detail: "Still holds its shape after several washes. The seams are neatly finished.",
      nickname: "Grace",
    },
    {
      rating: 3,
      title: "Runs small",
      detail: "Nicely made, but I should have taken a size up. The exchange was quick, though.",
      nickname: "Tom",
    },
    {
      rating: 4,
      title: "A classic",
      detail: "Simple and easy to pair. I wear it to the office and at the weekend.",
      nickname: "Maya",
    },
    {
      rating: 5,
      title: "Very happy",
      detail: "Arrived quickly and well packed. The material feels sturdy yet soft.",
      nickname: "Ben",
    },
    {
      rating: 2,
      title: "Not the shade I expected",
      detail: "The quality is fine, but the colour is warmer than in the photos.",
      nickname: "Chloe",
    },
    {
      rating: 4,
      title: "Solid basic",
      detail: "Does the job. It creases a little faster than I thought it would.",
      nickname: "Sam",
    },
  ],
};
