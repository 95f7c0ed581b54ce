/**
 * A small built-in gazetteer for the store locator's search (issue 31 point 3): the centre of each
 * postcode area with the main town in it — NL by the first two digits, BE by the first one or two,
 * DE by the two-digit zone. Approximate on purpose: it only has to find the nearest stores.
 */
import type { StoreCountry } from "../../schema/store-types";

type Area = readonly [prefix: string, city: string, lat: number, lng: number];

const NL: readonly Area[] = [
  ["10", "Amsterdam", 52.372, 4.895],
  ["11", "Amstelveen", 52.303, 4.862],
  ["12", "Hilversum", 52.223, 5.176],
  ["13", "Almere", 52.37, 5.214],
  ["14", "Purmerend", 52.505, 4.959],
  ["15", "Zaandam", 52.438, 4.826],
  ["16", "Hoorn", 52.642, 5.06],
  ["17", "Den Helder", 52.956, 4.76],
  ["18", "Alkmaar", 52.632, 4.749],
  ["19", "Beverwijk", 52.487, 4.657],
  ["20", "Haarlem", 52.381, 4.636],
  ["21", "Hoofddorp", 52.303, 4.69],
  ["22", "Katwijk", 52.2, 4.417],
  ["23", "Leiden", 52.16, 4.497],
  ["24", "Alphen aan den Rijn", 52.129, 4.656],
  ["25", "Den Haag", 52.078, 4.288],
  ["26", "Delft", 52.012, 4.357],
  ["27", "Zoetermeer", 52.06, 4.494],
  ["28", "Gouda", 52.017, 4.708],
  ["29", "Krimpen aan den IJssel", 51.916, 4.602],
  ["30", "Rotterdam", 51.922, 4.479],
  ["31", "Schiedam", 51.919, 4.399],
  ["32", "Spijkenisse", 51.845, 4.329],
  ["33", "Dordrecht", 51.813, 4.69],
  ["34", "Nieuwegein", 52.029, 5.081],
  ["35", "Utrecht", 52.091, 5.122],
  ["36", "Maarssen", 52.136, 5.039],
  ["37", "Zeist", 52.089, 5.232],
  ["38", "Amersfoort", 52.156, 5.387],
  ["39", "Veenendaal", 52.028, 5.558],
  ["40", "Tiel", 51.887, 5.43],
  ["41", "Culemborg", 51.955, 5.227],
  ["42", "Gorinchem", 51.836, 4.975],
  ["43", "Zierikzee", 51.65, 3.918],
  ["44", "Goes", 51.504, 3.889],
  ["45", "Terneuzen", 51.336, 3.828],
  ["46", "Bergen op Zoom", 51.495, 4.291],
  ["47", "Roosendaal", 51.531, 4.465],
  ["48", "Breda", 51.589, 4.776],
  ["49", "Oosterhout", 51.645, 4.86],
  ["50", "Tilburg", 51.556, 5.091],
  ["51", "Waalwijk", 51.683, 5.07],
  ["52", "'s-Hertogenbosch", 51.699, 5.304],
  ["53", "Zaltbommel", 51.81, 5.25],
  ["54", "Uden", 51.661, 5.619],
  ["55", "Veldhoven", 51.418, 5.403],
  ["56", "Eindhoven", 51.441, 5.478],
  ["57", "Helmond", 51.476, 5.661],
  ["58", "Venray", 51.526, 5.975],
  ["59", "Venlo", 51.37, 6.172],
  ["60", "Weert", 51.251, 5.706],
  ["61", "Sittard", 50.998, 5.869],
  ["62", "Maastricht", 50.851, 5.691],
  ["63", "Valkenburg", 50.865, 5.831],
  ["64", "Heerlen", 50.888, 5.979],
  ["65", "Nijmegen", 51.842, 5.853],
  ["66", "Wijchen", 51.809, 5.725],
  ["67", "Ede", 52.04, 5.665],
  ["68", "Arnhem", 51.985, 5.899],
  ["69", "Zevenaar", 51.93, 6.071],
  ["70", "Doetinchem", 51.965, 6.289],
  ["71", "Winterswijk", 51.972, 6.72],
  ["72", "Zutphen", 52.138, 6.201],
  ["73", "Apeldoorn", 52.211, 5.97],
  ["74", "Deventer", 52.255, 6.163],
  ["75", "Enschede", 52.221, 6.894],
  ["76", "Almelo", 52.357, 6.662],
  ["77", "Hardenberg", 52.576, 6.619],
  ["78", "Emmen", 52.785, 6.897],
  ["79", "Hoogeveen", 52.723, 6.476],
  ["80", "Zwolle", 52.517, 6.083],
  ["81", "Raalte", 52.386, 6.275],
  ["82", "Lelystad", 52.518, 5.471],
  ["83", "Emmeloord", 52.711, 5.749],
  ["84", "Heerenveen", 52.96, 5.92],
  ["85", "Joure", 52.966, 5.79],
  ["86", "Sneek", 53.033, 5.66],
  ["87", "Bolsward", 53.065, 5.531],
  ["88", "Harlingen", 53.174, 5.42],
  ["89", "Leeuwarden", 53.201, 5.8],
  ["90", "Grou", 53.094, 5.836],
  ["91", "Dokkum", 53.326, 5.999],
  ["92", "Drachten", 53.107, 6.098],
  ["93", "Roden", 53.138, 6.43],
  ["94", "Assen", 52.993, 6.562],
  ["95", "Stadskanaal", 52.99, 6.95],
  ["96", "Hoogezand", 53.161, 6.76],
  ["97", "Groningen", 53.219, 6.567],
  ["98", "Zuidhorn", 53.246, 6.405],
  ["99", "Delfzijl", 53.33, 6.918],
];

const BE: readonly Area[] = [
  ["10", "Brussel", 50.847, 4.357],
  ["11", "Brussel", 50.838, 4.37],
  ["12", "Brussel", 50.85, 4.4],
  ["13", "Wavre", 50.717, 4.601],
  ["14", "Nivelles", 50.598, 4.329],
  ["15", "Halle", 50.734, 4.235],
  ["16", "Sint-Pieters-Leeuw", 50.78, 4.243],
  ["17", "Dilbeek", 50.848, 4.26],
  ["18", "Vilvoorde", 50.928, 4.425],
  ["19", "Zaventem", 50.883, 4.473],
  ["2", "Antwerpen", 51.219, 4.402],
  ["28", "Mechelen", 51.026, 4.478],
  ["23", "Turnhout", 51.323, 4.944],
  ["30", "Leuven", 50.879, 4.7],
  ["32", "Tienen", 50.807, 4.938],
  ["35", "Hasselt", 50.93, 5.338],
  ["36", "Genk", 50.965, 5.5],
  ["38", "Sint-Truiden", 50.816, 5.186],
  ["39", "Lommel", 51.23, 5.313],
  ["4", "Liège", 50.633, 5.567],
  ["48", "Verviers", 50.589, 5.862],
  ["5", "Namur", 50.467, 4.872],
  ["55", "Dinant", 50.26, 4.912],
  ["6", "Charleroi", 50.411, 4.444],
  ["67", "Arlon", 49.683, 5.816],
  ["69", "Marche-en-Famenne", 50.227, 5.344],
  ["7", "Mons", 50.454, 3.952],
  ["75", "Tournai", 50.607, 3.389],
  ["8", "Brugge", 51.209, 3.225],
  ["84", "Oostende", 51.225, 2.919],
  ["85", "Kortrijk", 50.828, 3.265],
  ["89", "Ieper", 50.851, 2.886],
  ["9", "Gent", 51.054, 3.717],
  ["91", "Sint-Niklaas", 51.165, 4.143],
  ["93", "Aalst", 50.938, 4.04],
  ["97", "Oudenaarde", 50.845, 3.605],
];

const DE: readonly Area[] = [
  ["01", "Dresden", 51.05, 13.738],
  ["02", "Görlitz", 51.153, 14.987],
  ["03", "Cottbus", 51.756, 14.333],
  ["04", "Leipzig", 51.34, 12.375],
  ["06", "Halle", 51.483, 11.97],
  ["07", "Jena", 50.928, 11.589],
  ["08", "Zwickau", 50.719, 12.496],
  ["09", "Chemnitz", 50.833, 12.925],
  ["10", "Berlin", 52.52, 13.405],
  ["12", "Berlin", 52.46, 13.43],
  ["13", "Berlin", 52.57, 13.33],
  ["14", "Potsdam", 52.391, 13.065],
  ["15", "Frankfurt (Oder)", 52.342, 14.55],
  ["16", "Eberswalde", 52.833, 13.82],
  ["17", "Neubrandenburg", 53.557, 13.26],
  ["18", "Rostock", 54.092, 12.099],
  ["19", "Schwerin", 53.636, 11.401],
  ["20", "Hamburg", 53.551, 9.994],
  ["21", "Lüneburg", 53.251, 10.414],
  ["22", "Hamburg", 53.6, 10.0],
  ["23", "Lübeck", 53.866, 10.687],
  ["24", "Kiel", 54.323, 10.123],
  ["25", "Itzehoe", 53.925, 9.516],
  ["26", "Oldenburg", 53.144, 8.214],
  ["27", "Bremerhaven", 53.54, 8.581],
  ["28", "Bremen", 53.079, 8.802],
  ["29", "Celle", 52.623, 10.08],
  ["30", "Hannover", 52.376, 9.732],
  ["31", "Hildesheim", 52.155, 9.951],
  ["32", "Herford", 52.115, 8.673],
  ["33", "Bielefeld", 52.021, 8.532],
  ["34", "Kassel", 51.312, 9.48],
  ["35", "Gießen", 50.584, 8.678],
  ["36", "Fulda", 50.555, 9.68],
  ["37", "Göttingen", 51.541, 9.916],
  ["38", "Braunschweig", 52.269, 10.521],
  ["39", "Magdeburg", 52.131, 11.64],
  ["40", "Düsseldorf", 51.227, 6.773],
  ["41", "Mönchengladbach", 51.185, 6.442],
  ["42", "Wuppertal", 51.256, 7.151],
  ["44", "Dortmund", 51.514, 7.466],
  ["45", "Essen", 51.456, 7.012],
  ["46", "Oberhausen", 51.496, 6.863],
  ["47", "Duisburg", 51.434, 6.762],
  ["48", "Münster", 51.961, 7.626],
  ["49", "Osnabrück", 52.279, 8.047],
  ["50", "Köln", 50.938, 6.96],
  ["51", "Köln", 50.95, 7.05],
  ["52", "Aachen", 50.775, 6.084],
  ["53", "Bonn", 50.737, 7.098],
  ["54", "Trier", 49.75, 6.637],
  ["55", "Mainz", 49.993, 8.247],
  ["56", "Koblenz", 50.356, 7.594],
  ["57", "Siegen", 50.875, 8.024],
  ["58", "Hagen", 51.367, 7.463],
  ["59", "Hamm", 51.681, 7.82],
  ["60", "Frankfurt am Main", 50.111, 8.682],
  ["61", "Bad Homburg", 50.227, 8.618],
  ["63", "Offenbach", 50.1, 8.766],
  ["64", "Darmstadt", 49.873, 8.651],
  ["65", "Wiesbaden", 50.078, 8.24],
  ["66", "Saarbrücken", 49.234, 6.997],
  ["67", "Ludwigshafen", 49.477, 8.445],
  ["68", "Mannheim", 49.487, 8.466],
  ["69", "Heidelberg", 49.399, 8.672],
  ["70", "Stuttgart", 48.776, 9.183],
  ["71", "Böblingen", 48.686, 9.015],
  ["72", "Tübingen", 48.521, 9.057],
  ["73", "Esslingen", 48.739, 9.307],
  ["74", "Heilbronn", 49.142, 9.218],
  ["75", "Pforzheim", 48.892, 8.694],
  ["76", "Karlsruhe", 49.007, 8.404],
  ["77", "Offenburg", 48.473, 7.944],
  ["78", "Villingen-Schwenningen", 48.062, 8.493],
  ["79", "Freiburg", 47.999, 7.842],
  ["80", "München", 48.137, 11.575],
  ["81", "München", 48.12, 11.6],
  ["82", "Starnberg", 47.998, 11.34],
  ["83", "Rosenheim", 47.857, 12.128],
  ["84", "Landshut", 48.537, 12.152],
  ["85", "Ingolstadt", 48.766, 11.426],
  ["86", "Augsburg", 48.371, 10.898],
  ["87", "Kempten", 47.727, 10.314],
  ["88", "Ravensburg", 47.782, 9.611],
  ["89", "Ulm", 48.401, 9.988],
  ["90", "Nürnberg", 49.452, 11.077],
  ["91", "Erlangen", 49.59, 11.004],
  ["92", "Amberg", 49.445, 11.858],
  ["93", "Regensburg", 49.013, 12.102],
  ["94", "Passau", 48.575, 13.461],
  ["95", "Bayreuth", 49.946, 11.578],
  ["96", "Bamberg", 49.898, 10.902],
  ["97", "Würzburg", 49.792, 9.953],
  ["98", "Suhl", 50.609, 10.693],
  ["99", "Erfurt", 50.978, 11.029],
];

/** Other languages' names of towns in the table. */
const ALIASES: Record<string, string> = {
  "the hague": "Den Haag",
  "s gravenhage": "Den Haag",
  brussels: "Brussel",
  bruxelles: "Brussel",
  bruessel: "Brussel",
  antwerp: "Antwerpen",
  anvers: "Antwerpen",
  ghent: "Gent",
  gand: "Gent",
  bruges: "Brugge",
  louvain: "Leuven",
  luik: "Liège",
  namen: "Namur",
  bergen: "Mons",
  cologne: "Köln",
  koeln: "Köln",
  munich: "München",
  muenchen: "München",
  nuremberg: "Nürnberg",
  "den bosch": "'s-Hertogenbosch",
};

const AREAS: Record<StoreCountry, readonly Area[]> = { NL, BE, DE };

export interface Place {
  country: StoreCountry;
  city: string;
  lat: number;
  lng: number;
}

const place = (country: StoreCountry, a: Area): Place => ({ country, city: a[1], lat: a[2], lng: a[3] });

/** Lower case without accents or punctuation, for comparing city names. */
export const foldName = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** The area of a postcode in a country (longest prefix first), or null. */
export function postcodeArea(country: StoreCountry, digits: string): Place | null {
  const areas = AREAS[country];
  const hit =
    areas.find((a) => a[0].length === 2 && digits.startsWith(a[0])) ?? areas.find((a) => digits.startsWith(a[0]));
  return hit ? place(country, hit) : null;
}

/**
 * What a shopper typed in the locator's search: a postcode (NL "1017 AB", BE "2000" or "B-2000",
 * DE "50667" or "D-50667"; four bare digits are read in `country`, NL unless the shopper chose BE)
 * or a town this table or the store list names. Null when it is neither.
 */
export function findPlace(
  query: string,
  country: StoreCountry = "NL",
  extraTowns: readonly Place[] = [],
): Place | null {
  const q = query.trim().toUpperCase().replace(/\s+/g, " ");
  if (q.length === 0 || q.length > 80) return null;
  const nl = /^(?:NL[- ]?)?(\d{4}) ?[A-Z]{2}$/.exec(q);
  if (nl) return postcodeArea("NL", nl[1]!);
  const be = /^(?:BE?[- ]?)(\d{4})$/.exec(q);
  if (be) return postcodeArea("BE", be[1]!);
  const de = /^(?:DE?[- ]?)?(\d{5})$/.exec(q);
  if (de) return postcodeArea("DE", de[1]!);
  const four = /^(\d{4})$/.exec(q);
  if (four) return postcodeArea(country === "DE" ? "NL" : country, four[1]!);
  const folded = foldName(query);
  if (folded.length < 2) return null;
  const name = foldName(ALIASES[folded] ?? folded);
  const towns = [...extraTowns, ...(["NL", "BE", "DE"] as const).flatMap((c) => AREAS[c].map((a) => place(c, a)))];
  return (
    towns.find((t) => foldName(t.city) === name) ??
    towns.find((t) => foldName(t.city).startsWith(name) && name.length >= 3) ??
    null
  );
}
