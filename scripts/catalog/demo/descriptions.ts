/**
 * Product descriptions: an opening line for the category, then material and fit, then care, and
 * a short facts list, written per language rather than translated word by word.
 */
import type { Localized } from "../../../schema/catalog/localized";
import type { FitKey, MaterialKey } from "./attributes";
import type { Random } from "./random";
import { CARE, COMPOSITION, FIT_PHRASES, LABELS, MATERIAL_PHRASES, l } from "./vocabulary";

const MADE_IN_PORTUGAL = l(
  "Eerlijk gemaakt in Portugal, in kleine series.",
  "Fair in Portugal gefertigt, in kleinen Serien.",
  "Made fairly in Portugal, in small runs.",
);

const INTROS: Record<string, readonly Localized[]> = {
  coats: [
    l(
      "Een tijdloos model voor koude dagen, makkelijk te dragen over een dikke trui.",
      "Ein zeitloses Modell für kalte Tage, das problemlos über einen dicken Pullover passt.",
      "A timeless piece for cold days that fits easily over a chunky jumper.",
    ),
    l(
      "Strak gesneden en warm genoeg voor de Hollandse winter.",
      "Klar geschnitten und warm genug für den Winter an der Küste.",
      "Clean-cut and warm enough for a North Sea winter.",
    ),
    l(
      "Gemaakt voor vele seizoenen, op kantoor en in het weekend.",
      "Für viele Saisons gemacht, im Büro wie am Wochenende.",
      "Made to last many seasons, at the office and at the weekend.",
    ),
  ],
  knitwear: [
    l(
      "Een zachte laag voor koele dagen, los gedragen of onder een jas.",
      "Eine weiche Lage für kühle Tage, solo oder unter dem Mantel getragen.",
      "A soft layer for cool days, worn on its own or under a coat.",
    ),
    l(
      "Rustig gebreid in Portugal, met nette afwerking aan hals en boorden.",
      "In Portugal gestrickt, mit sauber verarbeiteten Bündchen.",
      "Knitted in Portugal with neatly finished neck and cuffs.",
    ),
    l(
      "Warm zonder zwaar te voelen, en na jaren nog mooi.",
      "Wärmt, ohne schwer zu wirken, und bleibt über Jahre schön.",
      "Warm without feeling heavy, and still beautiful years from now.",
    ),
  ],
  dresses: [
    l(
      "Vrouwelijk en ontspannen, met een mooie val die bij elke stap meebeweegt.",
      "Feminin und entspannt, mit einem schönen Fall, der jeden Schritt mitmacht.",
      "Feminine and relaxed, with a lovely drape that moves with every step.",
    ),
    l(
      "Overdag met sneakers, 's avonds met hakken.",
      "Tagsüber mit Sneakern, abends mit Absätzen.",
      "With trainers by day and heels by night.",
    ),
    l(
      "Een makkelijk stuk dat in elke weekendtas past.",
      "Ein unkompliziertes Teil, das in jedes Wochenendgepäck gehört.",
      "An easy piece that belongs in every weekend bag.",
    ),
  ],
  blouses: [
    l(
      "Licht en verfijnd, in de broek gestoken of juist los gedragen.",
      "Leicht und raffiniert, in die Hose gesteckt oder offen getragen.",
      "Light and refined, tucked in or worn loose.",
    ),
    l(
      "Een verzorgde basis voor kantoor die ook op zaterdag werkt.",
      "Eine gepflegte Basis fürs Büro, die auch am Samstag funktioniert.",
      "A polished office staple that works on Saturdays too.",
    ),
    l(
      "Afgewerkt met kleine details die het verschil maken.",
      "Mit kleinen Details verarbeitet, die den Unterschied machen.",
      "Finished with small details that make the difference.",
    ),
  ],
  trousers: [
    l(
      "Gaat moeiteloos van kantoor naar het terras.",
      "Geht mühelos vom Büro auf die Terrasse.",
      "Goes effortlessly from the office to the terrace.",
    ),
    l(
      "De hele dag comfortabel, met een nette lijn.",
      "Den ganzen Tag bequem, mit einer klaren Linie.",
      "Comfortable all day, with a clean line.",
    ),
    l(
      "Een vaste waarde in elke garderobe, bij sneakers en loafers.",
      "Ein fester Wert in jeder Garderobe, zu Sneakern und Loafern.",
      "A wardrobe mainstay that works with trainers and loafers.",
    ),
  ],
  tops: [
    l(
      "Een basic die je elke week draagt, los of onder een colbert.",
      "Ein Basic für jede Woche, solo oder unter dem Sakko.",
      "A basic for every week, on its own or under a blazer.",
    ),
    l(
      "Zacht op de huid en stevig genoeg voor veel wasbeurten.",
      "Weich auf der Haut und robust genug für viele Wäschen.",
      "Soft against the skin and sturdy enough for many washes.",
    ),
    MADE_IN_PORTUGAL,
  ],
  shirts: [
    l(
      "Voor elke dag, met of zonder das.",
      "Für jeden Tag, mit oder ohne Krawatte.",
      "For every day, with or without a tie.",
    ),
    l(
      "Netjes in de broek of los over een T-shirt.",
      "Ordentlich in der Hose oder locker über einem T-Shirt.",
      "Tucked in neatly or worn open over a T-shirt.",
    ),
    MADE_IN_PORTUGAL,
  ],
  bags: [
    l(
      "Ruim genoeg voor laptop, boek en boodschappen.",
      "Geräumig genug für Laptop, Buch und Einkäufe.",
      "Roomy enough for a laptop, a book and the groceries.",
    ),
    l(
      "Met de hand afgewerkt in een klein atelier in Portugal.",
      "Von Hand in einer kleinen Werkstatt in Portugal verarbeitet.",
      "Hand-finished in a small workshop in Portugal.",
    ),
    l(
      "Wordt alleen maar mooier naarmate je hem langer gebruikt.",
      "Wird mit jedem Gebrauch schöner.",
      "Only gets better with use.",
    ),
  ],
  scarves: [
    l(
      "Groot genoeg om dubbel om de hals te slaan.",
      "Groß genug, um doppelt um den Hals gelegt zu werden.",
      "Generous enough to wrap twice around the neck.",
    ),
    l(
      "De warme afsluiter van elke winteroutfit.",
      "Der warme Abschluss jedes Winteroutfits.",
      "The warm finishing touch to any winter outfit.",
    ),
    l(
      "Geweven in een kleine weverij in Schotland.",
      "In einer kleinen Weberei in Schottland gewebt.",
      "Woven in a small mill in Scotland.",
    ),
  ],
  hats: [
    l("Warm en zacht, zonder te kriebelen.", "Warm und weich, ohne zu kratzen.", "Warm and soft, without the itch."),
    l(
      "De finishing touch voor koude ochtenden.",
      "Das i-Tüpfelchen für kalte Morgen.",
      "The finishing touch for cold mornings.",
    ),
  ],
  belts: [
    l("Een riem die jarenlang meegaat.", "Ein Gürtel, der jahrelang hält.", "A belt that lasts for years."),
    l("Past bij jeans én pantalon.", "Passt zu Jeans und Anzughose.", "Works with jeans and tailored trousers alike."),
  ],
};

/** The intro group of a category ("women/coats" → coats, "men/t-shirts" → tops). */
function introGroup(category: string): string {
  const leaf = category.split("/").pop() ?? "";
  if (leaf === "t-shirts") return "tops";
  return leaf in INTROS ? leaf : "tops";
}

export interface DescriptionInput {
  category: string;
  material: MaterialKey;
  fit: FitKey | null;
  fitLabel: Localized | null;
  sku: string;
}

export interface Description {
  description: Localized;
  shortDescription: Localized;
}

/** Description (HTML) and short description of a product, in the three languages. */
export function describeProduct(random: Random, input: DescriptionInput): Description {
  const intro = random.pick(INTROS[introGroup(input.category)] ?? []);
  const material = random.pick(MATERIAL_PHRASES[input.material]);
  const fit = input.fit ? FIT_PHRASES[input.fit] : null;
  const care = CARE[input.material];
  const facts = (lang: keyof Localized): string => {
    const rows = [`${LABELS.composition[lang]}: ${COMPOSITION[input.material][lang]}`];
    if (input.fitLabel) rows.push(`${LABELS.fit[lang]}: ${input.fitLabel[lang]}`);
    rows.push(`${LABELS.articleNumber[lang]}: ${input.sku}`);
    return `<ul>${rows.map((r) => `<li>${r}</li>`).join("")}</ul>`;
  };
  const sentence = {
    nl: fit ? `Gemaakt van ${material.nl}, met een ${fit.nl}.` : `Gemaakt van ${material.nl}.`,
    de: fit ? `Gefertigt aus ${material.de}, mit ${fit.de}.` : `Gefertigt aus ${material.de}.`,
    en: fit ? `Made from ${material.en} in a ${fit.en}.` : `Made from ${material.en}.`,
  };
  const html = (lang: keyof Localized): string =>
    `<p>${intro[lang]} ${sentence[lang]}</p><p>${care[lang]}</p>${facts(lang)}`;
  return { description: { nl: html("nl"), de: html("de"), en: html("en") }, shortDescription: intro };
}
